import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';

/**
 * How a list statement reads its page when its plan is kept generic (decision 066):
 * - `walk`: in the sort's order along a list index (the category's own for one category, the sort's
 *   for none), the price range checked on each index entry; the best when many match;
 * - `range`: the price range's entries read from a price index and sorted; the best when few match;
 * - `ordered`: a price sort, whose price index is both the range and the order.
 * Each is written so that only that plan is possible (`product-list.ts`), so PostgreSQL keeps one
 * generic plan per statement instead of planning every request for its values (0.3-0.6 ms each).
 */
export type ListShape = 'walk' | 'range' | 'ordered';

/**
 * What the choice needs, read once a minute per database: the products on sale in each category
 * and the price at every 2 % of them (a histogram, as the planner's own, but of the rows on sale).
 * Estimates only: a stale figure can only make a page slower, never different.
 */
export interface ListStats {
  total: number;
  byCategory: Map<number, number>;
  /** By top-level category (`root_category_id`): itself and every category below it. */
  byRoot: Map<number, number>;
  /** 51 prices: the lowest, every 2 % of the products on sale, the highest (as numbers: estimates). */
  prices: number[];
}

const STATS_TTL_MS = 60_000;
const held = new WeakMap<Db, { stats?: ListStats; loadedAt: number; loading?: Promise<void> }>();

export async function loadListStats(db: Db): Promise<ListStats> {
  const [counts, quantiles] = await Promise.all([
    db.execute(
      sql`select root_category_id::int as root, category_id::int as id, count(*)::int as n
            from products where is_on_sale group by root_category_id, category_id`,
    ),
    db.execute(
      sql`select percentile_disc((select array_agg(i / 50.0) from generate_series(0, 50) as i))
            within group (order by price)::text as prices from products where is_on_sale`,
    ),
  ]);
  const byCategory = new Map<number, number>();
  const byRoot = new Map<number, number>();
  let total = 0;
  for (const row of rowsOf(counts) as { root: number; id: number; n: number }[]) {
    byCategory.set(Number(row.id), Number(row.n));
    byRoot.set(Number(row.root), (byRoot.get(Number(row.root)) ?? 0) + Number(row.n));
    total += Number(row.n);
  }
  const text = (rowsOf(quantiles)[0] as { prices: string | null } | undefined)?.prices;
  const prices = text ? text.replace(/[{}]/g, '').split(',').map(Number) : [];
  return { total, byCategory, byRoot, prices };
}

/**
 * The stats held for `db`, or none until the first load is done (the lists are then planned for
 * their values, as before decision 066). A stale copy is answered while a fresh one loads, so no
 * request waits for it.
 */
export function listStatsOf(db: Db): ListStats | undefined {
  let entry = held.get(db);
  if (!entry) held.set(db, (entry = { loadedAt: 0 }));
  const now = Date.now();
  if (!entry.loading && now - entry.loadedAt > STATS_TTL_MS) {
    const at = entry;
    at.loadedAt = now;
    at.loading = loadListStats(db)
      .then((stats) => {
        at.stats = stats;
      })
      // a failed load leaves the lists planned for their values; the next minute tries again
      .catch(() => {})
      .finally(() => {
        at.loading = undefined;
      });
  }
  return entry.stats;
}

/** Loads the stats for `db` now (tests, and a server that wants them before its first list). */
export async function primeListStats(db: Db): Promise<void> {
  const stats = await loadListStats(db);
  held.set(db, { stats, loadedAt: Date.now() });
}

/** The share of the products on sale priced within [min, max], from the held prices. */
export function priceShare(prices: readonly number[], min?: string, max?: string): number {
  if (prices.length < 2) return 1;
  const rank = (price: number) => {
    const last = prices.length - 1;
    if (price <= prices[0]!) return 0;
    if (price >= prices[last]!) return 1;
    let at = 0;
    while (prices[at + 1]! < price) at += 1;
    const low = prices[at]!;
    const high = prices[at + 1]!;
    return (at + (high > low ? (price - low) / (high - low) : 0)) / last;
  };
  const from = min === undefined ? 0 : rank(Number(min));
  const to = max === undefined ? 1 : rank(Number(max));
  return Math.max(to - from, 0);
}

/**
 * What a range's entry costs in walked index entries (psql on the 100k set: a walk checked 12,436
 * entries in 1.9 ms, about 0.15 µs each): read from the price index and sorted, about 0.4 µs when
 * the sort key is the id (in the index); 1.2-1.8 µs for `sales` or `created_at`, read from the table.
 */
const RANGE_ENTRY_COST = { inIndex: 2.5, fromTable: 10 };

/**
 * The shape a list's page is read in, or none when it stays planned for its values: a store, the
 * home's picks, a sort without list indexes, a range whose floor is above its ceiling, or no stats.
 * `rows` is how far the page reaches (offset + limit).
 */
export function chooseListShape(
  stats: ListStats | undefined,
  sort: string,
  filter: {
    categoryIds?: number[];
    rootCategoryId?: number;
    minPrice?: string;
    maxPrice?: string;
    storeId?: number;
  },
  rows: number,
): ListShape | undefined {
  if (!stats || stats.total === 0 || filter.storeId !== undefined) return undefined;
  if (!['all', 'sales', 'new', 'price_asc', 'price_desc'].includes(sort)) return undefined;
  const { minPrice, maxPrice, categoryIds, rootCategoryId } = filter;
  if (minPrice !== undefined && maxPrice !== undefined && Number(minPrice) > Number(maxPrice))
    return undefined;
  // several categories stay planned: written as a walk (`+ 0`), PostgreSQL scanned a whole
  // category-first index in parallel instead (47-150 ms), and as a range it kept planning them
  if (categoryIds !== undefined && categoryIds.length > 1) return undefined;
  if (sort === 'price_asc' || sort === 'price_desc') return 'ordered';
  if (minPrice === undefined && maxPrice === undefined) return 'walk';
  const inSet =
    rootCategoryId !== undefined
      ? (stats.byRoot.get(rootCategoryId) ?? 0)
      : categoryIds
        ? categoryIds.reduce((sum, id) => sum + (stats.byCategory.get(id) ?? 0), 0)
        : stats.total;
  const share = priceShare(stats.prices, minPrice, maxPrice);
  // one category (or a top one) walks its own index, none the sort's
  const walked = categoryIds || rootCategoryId !== undefined ? inSet : stats.total;
  const matching = (share * inSet) / walked;
  const walk = Math.min(rows / Math.max(matching, 1e-9), walked);
  const range = share * inSet * (sort === 'all' ? RANGE_ENTRY_COST.inIndex : RANGE_ENTRY_COST.fromTable);
  return walk <= range ? 'walk' : 'range';
}
