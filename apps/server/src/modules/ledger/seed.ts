import type { Db } from '../../db/client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { findUserByUsername, updateUser } from '../user/index.ts';
import { post, SystemAccount } from './ledger.ts';
import { hasUserEntries } from './queries.ts';

export const DEMO_FUND_PASSWORD = '246810';
export const DEMO_BALANCE = '10000';

/**
 * The demo buyer can pay at once: a fund password and a balance, credited as a support adjustment
 * on the ledger like any other money. Done once: a buyer with ledger entries is left alone.
 */
export async function ensureDemoWallet(db: Db, username = 'buyer'): Promise<void> {
  const buyer = await findUserByUsername(db, username);
  if (!buyer || (await hasUserEntries(db, buyer.id))) return;
  const fundPasswordHash = buyer.fundPasswordHash ?? (await hashPassword(DEMO_FUND_PASSWORD));
  await db.transaction(async (tx) => {
    await updateUser(tx, buyer.id, { fundPasswordHash });
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
