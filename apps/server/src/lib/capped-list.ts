import { ADMIN_LIST_CAP } from '@market/contract';
import { sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { fail } from './app-error.ts';
import { offsetOf, type PageParams } from './paging.ts';

/**
 * The back office's lists count at most ADMIN_LIST_CAP matches (decision 043): a count of a
 * million orders reads a million index entries on every page, the one query that made Medusa's
 * admin order list crawl. `matches` is the list's select of the filter (any column, no order).
 */
export async function cappedCount(db: Db, matches: PgSelect): Promise<{ total: number; capped: boolean }> {
  const limited = matches.limit(ADMIN_LIST_CAP + 1).as('matches');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
  const n = row?.n ?? 0;
  return { total: Math.min(n, ADMIN_LIST_CAP), capped: n > ADMIN_LIST_CAP };
}

/** A page past the counted rows is refused naming `page`: older rows are found by a narrower filter. */
export function assertWithinCap(params: PageParams): number {
  const offset = offsetOf(params);
  if (offset >= ADMIN_LIST_CAP)
    throw fail('msg.list_too_deep', { field: 'page', params: { max: ADMIN_LIST_CAP } });
  return offset;
}

/** The `{list, total, total_capped, page}` answer of a back-office list. */
export function cappedPage<Item>(list: Item[], count: { total: number; capped: boolean }, page: number) {
  return { list, total: count.total, total_capped: count.capped, page };
}

/** The start of a `YYYY-MM-DD` day (UTC), and the start of the day after `date_to`. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
export const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
