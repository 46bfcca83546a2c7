import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { products, stores } from '../catalogue/index.ts';
import { salesTallies } from './schema.ts';

/** Any constant: instances agree on it so one rolls up at a time (their updates never cross). */
const ROLLUP_LOCK_KEY = 72_707_370;
const BATCH = 5000;

/**
 * Adds the oldest tallies (up to `batch`) to the products' sales and monthly sales and the stores'
 * sell counts, and deletes them, in one transaction; rows are updated in id order. Skipped while
 * another instance rolls up. Returns how many tallies it took.
 */
export async function rollUpSales(db: Db, batch = BATCH): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = rowsOf(await tx.execute(sql`select pg_try_advisory_xact_lock(${ROLLUP_LOCK_KEY}) as ok`));
    if (!lock?.ok) return 0;
    const [row] = rowsOf(
      await tx.execute(sql`
        with taken as (
          delete from ${salesTallies} where id in (select id from ${salesTallies} order by id limit ${batch})
          returning product_id, store_id, num
        ), by_product as (
          update ${products} p set sales = greatest(p.sales + t.num, 0),
            monthly_sales = greatest(p.monthly_sales + t.num, 0)
          from (select product_id, sum(num)::int as num from taken group by product_id order by product_id) t
          where p.id = t.product_id and t.num <> 0
        ), by_store as (
          update ${stores} s set sell_count = greatest(s.sell_count + t.num, 0)
          from (select store_id, sum(num)::int as num from taken group by store_id order by store_id) t
          where s.id = t.store_id and t.num <> 0
        )
        select count(*)::int as taken from taken`),
    );
    return Number(row?.taken ?? 0);
  });
}

/** Rolls up every tally waiting, a batch at a time; run as a recurring job (jobs/job-queue.ts). */
export async function rollUpAllSales(db: Db): Promise<void> {
  while ((await rollUpSales(db)) === BATCH) {
    // a backlog: keep going until a batch comes back short
  }
}
