// Other modules use nothing of the orders. An order's escrow is a ledger account (`held`), which
// ledger/schema.ts declares; app.ts starts the routes, jobs/recurring.ts runs the order clock and
// the sales roll-up.
export { runOrderClock } from './sweeper.ts';
export { rollUpAllSales } from './sales-rollup.ts';
