import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { post, SystemAccount } from './ledger.ts';

export const DEMO_FUND_PASSWORD = '246810';
export const DEMO_BALANCE = '10000';

/**
 * The demo buyer can pay at once: a fund password and a balance, credited as a support adjustment
 * on the ledger like any other money. Done once: a buyer with ledger entries is left alone.
 */
export async function ensureDemoWallet(db: Db, username = 'buyer'): Promise<void> {
  const [buyer] = await db.select().from(users).where(eq(users.username, username));
  if (!buyer) return;
  const [entry] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountType, 'user'), eq(ledgerEntries.accountId, buyer.id)))
    .limit(1);
  if (entry) return;
  const fundPasswordHash = buyer.fundPasswordHash ?? (await hashPassword(DEMO_FUND_PASSWORD));
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ fundPasswordHash, updatedAt: sql`now()` })
      .where(eq(users.id, buyer.id));
    await post(tx, {
      kind: 'adjustment',
      reference: 'demo',
      memo: 'Demo balance',
      legs: [
        { type: 'user', id: buyer.id, amount: DEMO_BALANCE },
        { type: 'system', id: SystemAccount.adjustments.id, amount: `-${DEMO_BALANCE}` },
      ],
    });
  });
}
