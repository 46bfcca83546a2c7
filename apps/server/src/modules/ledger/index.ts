// The ledger's public entry. Every balance moves by `post` (double entry, never below zero) and is
// read by `getBalance`: no other module reads or writes a balance column.
export { getBalance, getBalances } from './balance.ts';
export { deleteExpiredKeys, runIdempotent } from './idempotency.ts';
export { type Leg, post, type PostedLeg, type Posting, SystemAccount } from './ledger.ts';
export { getStoreBalance, listStoreEntries, type StoreEntry, sumStoreEntries } from './store-account.ts';
export {
  type AdminLedgerFilter,
  entryExportChunk,
  listEntriesForAdmin,
  presentAdminEntry,
} from './admin-ledger-queries.ts';
export { listMoneyLog } from './service.ts';
