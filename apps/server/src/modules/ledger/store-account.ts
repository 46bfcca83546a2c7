import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { EntryKind } from './ledger.ts';
import { balanceColumns, ledgerEntries } from './schema.ts';

// A store's account as its seller reads it: the balance, its entries, and sums of them.

const ofStore = (storeId: number) =>
  and(eq(ledgerEntries.accountType, 'store'), eq(ledgerEntries.accountId, storeId));

const { table: stores, column: storeBalance } = balanceColumns.store;

/** The store's balance as stored ('0' for a store that does not exist). */
export async function getStoreBalance(db: Db | Tx, storeId: number): Promise<string> {
  const [row] = await db.select({ balance: storeBalance }).from(stores).where(eq(stores.id, storeId));
  return row?.balance ?? '0';
}

export type StoreEntry = typeof ledgerEntries.$inferSelect;

/** A page of the store account's entries, newest first, and how many there are. */
export async function listStoreEntries(
  db: Db,
  storeId: number,
  options: { limit: number; offset: number },
): Promise<{ rows: StoreEntry[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(ledgerEntries)
      .where(ofStore(storeId))
      .orderBy(desc(ledgerEntries.id))
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(ofStore(storeId)),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** What the store's entries of one kind add up to (e.g. every proceeds credit). */
export async function sumStoreEntries(db: Db, storeId: number, kind: EntryKind): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(and(ofStore(storeId), eq(ledgerEntries.kind, kind)));
  return row?.total ?? '0';
}
