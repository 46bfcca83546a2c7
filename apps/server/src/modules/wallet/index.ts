// The wallet's public entry: a seller's settlement withdraws the store's balance through the same
// withdrawal (channels, limits, fee, fund password, review) and reads what its withdrawals hold.
// Withdrawals hold their amount in a ledger account (`held`), which ledger/schema.ts declares.
export { createWithdrawal, type WithdrawalSource } from './withdraw-service.ts';
export { storeWithdrawalStatuses, sumPendingStoreWithdrawals } from './queries.ts';
export { countRechargesWaiting, countWithdrawalsWaiting, walletByDay } from './dashboard-figures.ts';
