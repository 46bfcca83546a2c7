// The server cart's public entry: its table, whose lines a placed order removes in the same
// statement that takes the stock (order/place-queries.ts, decision 015).
export { cartItems } from './schema.ts';
