import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type DayTotals, totalsByDay } from '../../lib/day-series.ts';
import { orders } from './schema.ts';

/**
 * Orders sold per UTC day across every store, and their value (GMV): paid and not cancelled since,
 * on the day they were paid, as a store's own sales are counted (store-sales.ts). orders_sold_idx.
 */
export const salesByDay = (db: Db, days: number): Promise<DayTotals> =>
  totalsByDay(db, {
    table: orders,
    at: orders.paidAt,
    amount: orders.total,
    where: sql`${orders.status} in ('paid', 'shipped', 'received')`,
    days,
  });
