import type { Db, Tx } from '../../db/client.ts';
import { findUserBalance, findUserBalances } from './queries.ts';

/** A user's balance in USDT, as stored (`0` for a user that does not exist). */
export async function getBalance(db: Db | Tx, userId: number): Promise<string> {
  return (await findUserBalance(db, userId)) ?? '0';
}

/** The balances of a page of users, by id. */
export async function getBalances(db: Db | Tx, userIds: number[]): Promise<Map<number, string>> {
  return findUserBalances(db, userIds);
}
