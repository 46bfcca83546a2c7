// Other modules use nothing of the wallet. Its withdrawals hold their amount in a ledger account
// (`held`), which ledger/schema.ts declares to the ledger schema to schema.
export {};
