import type { CurrentUser } from '@market/contract';
import type { Db } from '../../db/client.ts';
import { getBalances } from '../ledger/index.ts';
import { toCurrentUser } from './present.ts';
import * as queries from './queries.ts';

/** The back office's list: a page of users (by name or e-mail), with their balances. */
export async function listUsers(
  db: Db,
  params: { page: number; limit: number; keyword?: string | undefined },
): Promise<{ list: CurrentUser[]; total: number }> {
  const { list, total } = await queries.listUsers(db, params);
  const balances = await getBalances(
    db,
    list.map((user) => user.id),
  );
  return { list: list.map((user) => toCurrentUser(user, balances.get(user.id) ?? '0')), total };
}
