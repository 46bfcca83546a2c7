import type { AdminUserRow } from '@market/contract';
import { and, asc, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assertWithinCap, cappedCount, cappedPage } from '../../lib/capped-list.ts';
import { prefixPattern } from '../../lib/like-pattern.ts';
import { getBalances } from '../ledger/index.ts';
import { toCurrentUser } from './present.ts';
import { userColumns, type UserRow } from './queries.ts';
import { users } from './schema.ts';

export interface AdminUserFilter {
  keyword?: string | undefined;
  sort: 'id' | 'username' | 'email';
  direction: 'asc' | 'desc';
  frozen?: boolean | undefined;
}

/**
 * A keyword is an id (digits) or the start of a username, e-mail or nickname, in any case: prefix
 * matches, each served by a `text_pattern_ops` index (decision 043), never a scan of every user.
 */
function whereOf(filter: AdminUserFilter): SQL | undefined {
  const filters: SQL[] = [];
  const keyword = filter.keyword?.toLowerCase();
  if (keyword) {
    const pattern = prefixPattern(keyword);
    const matches = [
      sql`${users.username} like ${pattern}`,
      sql`${users.email} like ${pattern}`,
      sql`lower(${users.nickname}) like ${pattern}`,
    ];
    if (/^\d{1,15}$/.test(keyword)) matches.unshift(eq(users.id, Number(keyword)));
    filters.push(or(...matches)!);
  }
  if (filter.frozen !== undefined) filters.push(eq(users.isDisabled, filter.frozen));
  return filters.length ? and(...filters) : undefined;
}

export async function presentAdminUsers(db: Db, rows: UserRow[]): Promise<AdminUserRow[]> {
  const balances = await getBalances(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const { invite_code: _code, ...user } = toCurrentUser(row, balances.get(row.id) ?? '0');
    return { ...user, is_disabled: row.isDisabled, admin_role: row.adminRole };
  });
}

/** The back office's user list: a page in the chosen order, the count capped (decision 043). */
export async function listUsersForAdmin(db: Db, params: AdminUserFilter & { page: number; limit: number }) {
  const offset = assertWithinCap(params);
  const where = whereOf(params);
  const by = params.direction === 'asc' ? asc : desc;
  const order = params.sort === 'id' ? [by(users.id)] : [by(users[params.sort]), by(users.id)];
  const [rows, count] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(params.limit)
      .offset(offset),
    cappedCount(db, db.select({ id: users.id }).from(users).where(where).$dynamic()),
  ]);
  return cappedPage(await presentAdminUsers(db, rows), count, params.page);
}

/** The export's users after `afterId` in id order (keyset: each chunk one index range). */
export function userExportChunk(db: Db, filter: AdminUserFilter, afterId: number | null, size: number) {
  const ascending = filter.direction === 'asc';
  const after = afterId === null ? undefined : ascending ? gt(users.id, afterId) : lt(users.id, afterId);
  return db
    .select(userColumns)
    .from(users)
    .where(and(whereOf(filter), after))
    .orderBy(ascending ? asc(users.id) : desc(users.id))
    .limit(size);
}
