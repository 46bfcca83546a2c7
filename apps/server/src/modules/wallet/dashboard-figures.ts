import { WITHDRAW_STATUSES } from '@market/contract';
import { count, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type DayTotals, totalsByDay } from '../../lib/day-series.ts';
import { recharges, withdrawals } from './schema.ts';

/** Recharges waiting for a decision (the status index's range). */
export async function countRechargesWaiting(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recharges)
    .where(sql`${recharges.status} = 'pending'`);
  return row?.n ?? 0;
}

// every status but the two that end a withdrawal: each step of its review waits on an admin
const WAITING = WITHDRAW_STATUSES.filter((status) => status !== 'paid' && status !== 'rejected');

/** Withdrawals not yet ended (pending, approved and waiting to be paid): ranges of the status index. */
export async function countWithdrawalsWaiting(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(withdrawals).where(inArray(withdrawals.status, WAITING));
  return row?.n ?? 0;
}

/** Money in and out per UTC day: recharges credited (USDT) and withdrawals paid (the USDT held). */
export async function walletByDay(
  db: Db,
  days: number,
): Promise<{ recharges: DayTotals; withdrawals: DayTotals }> {
  const [credited, paid] = await Promise.all([
    totalsByDay(db, {
      table: recharges,
      at: recharges.reviewedAt,
      amount: recharges.credited,
      where: sql`${recharges.status} = 'approved'`,
      days,
    }),
    totalsByDay(db, {
      table: withdrawals,
      at: withdrawals.reviewedAt,
      amount: withdrawals.hold,
      where: sql`${withdrawals.status} = 'paid'`,
      days,
    }),
  ]);
  return { recharges: credited, withdrawals: paid };
}
