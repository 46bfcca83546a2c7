// Addresses' public entry: the caller's own addresses for the checkout, and the table, which an
// order copies its address from in the statement that places it (order/place-queries.ts).
export { isOwnAddress, listAddresses, readAddress } from './service.ts';
export { addresses } from './schema.ts';
