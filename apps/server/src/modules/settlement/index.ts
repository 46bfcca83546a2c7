// The seller's settlement: no tables of its own and nothing other modules use. It reads the store's
// money from its owners (the ledger's store account, the orders' escrow and commission, the
// wallet's withdrawals) and withdraws through the wallet; app.ts starts its routes.
export {};
