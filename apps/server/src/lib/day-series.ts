import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Db, rowsOf } from '../db/client.ts';
import { formatMoney } from './money.ts';

/** A day's count and amount (a decimal string), by `YYYY-MM-DD` (UTC). */
export type DayTotals = Map<string, { count: number; amount: string }>;

/**
 * Rows of `table` per UTC day over the last `days` days, today included: how many, and the sum of
 * `amount` (0 without one). Only days with rows are answered. `at` is the moment that places a
 * row on a day; an index on (`at`, `amount`) under the same `where` keeps it an index-only range.
 */
export async function totalsByDay(
  db: Db,
  spec: { table: PgTable; at: AnyColumn; amount?: AnyColumn; where?: SQL; days: number },
): Promise<DayTotals> {
  const first = sql`(date_trunc('day', now() at time zone 'UTC') - ${spec.days - 1}::int * interval '1 day') at time zone 'UTC'`;
  const rows = rowsOf(
    await db.execute(sql`
      select to_char(${spec.at} at time zone 'UTC', 'YYYY-MM-DD') as date, count(*)::int as n,
        ${spec.amount ? sql`coalesce(sum(${spec.amount}), 0)::text` : sql`'0'`} as amount
      from ${spec.table}
      where ${spec.at} >= ${first} ${spec.where ? sql`and ${spec.where}` : sql``}
      group by 1`),
  );
  return new Map(
    rows.map((row) => [String(row.date), { count: Number(row.n), amount: formatMoney(String(row.amount)) }]),
  );
}

/** The last `days` UTC days as `YYYY-MM-DD`, oldest first, today last. */
export function lastDays(days: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}
