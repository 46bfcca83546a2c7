// Other modules use nothing of the orders. An order's escrow is a ledger account (`held`), which
// ledger/schema.ts declares to the ledger schema to schema; app.ts and main.ts start the routes,
// the order clock and the sales roll-up.
export {};
