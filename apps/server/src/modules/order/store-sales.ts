import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { formatMoney } from '../../lib/money.ts';
import { orders } from './schema.ts';

/**
 * What a store sold: orders that were paid and not cancelled since (a cancelled paid order was
 * refunded, so it is not a sale), counted on the day they were paid. Days are UTC days.
 */
const SOLD = sql`${orders.status} in ('paid', 'shipped', 'received')`;
const TODAY = sql`(date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')`;
const THIS_MONTH = sql`(date_trunc('month', now() at time zone 'UTC') at time zone 'UTC')`;

export interface SalesFigures {
  orders: number;
  amount: string;
}

const figures = (orders: unknown, amount: unknown): SalesFigures => ({
  orders: Number(orders),
  amount: formatMoney(String(amount)),
});

/** A store's sales since it opened, today and this month: one pass over its sold orders. */
export async function getStoreSalesFigures(
  db: Db,
  storeId: number,
): Promise<{ totals: SalesFigures; today: SalesFigures; month: SalesFigures }> {
  const [row] = rowsOf(
    await db.execute(sql`
      select count(*) as total_orders, coalesce(sum(${orders.total}), 0)::text as total_amount,
        count(*) filter (where ${orders.paidAt} >= ${TODAY}) as today_orders,
        coalesce(sum(${orders.total}) filter (where ${orders.paidAt} >= ${TODAY}), 0)::text as today_amount,
        count(*) filter (where ${orders.paidAt} >= ${THIS_MONTH}) as month_orders,
        coalesce(sum(${orders.total}) filter (where ${orders.paidAt} >= ${THIS_MONTH}), 0)::text as month_amount
      from ${orders} where ${orders.storeId} = ${storeId} and ${SOLD}`),
  );
  return {
    totals: figures(row!.total_orders, row!.total_amount),
    today: figures(row!.today_orders, row!.today_amount),
    month: figures(row!.month_orders, row!.month_amount),
  };
}

export type SalesBucket = 'day' | 'week';

/**
 * A store's sales per day (or ISO week, Monday first) over the last `count` of them, oldest first,
 * the current one last: the sold orders of the span grouped in SQL, then every bucket of a
 * `generate_series` joined to them, so a bucket without sales is zeros.
 */
export async function getStoreSalesSeries(
  db: Db,
  storeId: number,
  bucket: SalesBucket,
  count: number,
): Promise<(SalesFigures & { date: string })[]> {
  const unit = sql.raw(`'${bucket}'`);
  const step = sql.raw(`'1 ${bucket}'::interval`);
  const rows = rowsOf(
    await db.execute(sql`
      with span as (
        select date_trunc(${unit}, now() at time zone 'UTC') as last,
          date_trunc(${unit}, now() at time zone 'UTC') - (${count}::int - 1) * ${step} as first
      ), sold as (
        select date_trunc(${unit}, ${orders.paidAt} at time zone 'UTC') as bucket,
          count(*) as orders, sum(${orders.total}) as amount
        from ${orders}, span
        where ${orders.storeId} = ${storeId} and ${SOLD}
          and ${orders.paidAt} >= span.first at time zone 'UTC'
        group by 1
      )
      select to_char(b.bucket, 'YYYY-MM-DD') as date, coalesce(sold.orders, 0) as orders,
        coalesce(sold.amount, 0)::text as amount
      from span cross join lateral generate_series(span.first, span.last, ${step}) as b(bucket)
      left join sold on sold.bucket = b.bucket
      order by b.bucket`),
  );
  return rows.map((row) => ({ date: String(row.date), ...figures(row.orders, row.amount) }));
}
