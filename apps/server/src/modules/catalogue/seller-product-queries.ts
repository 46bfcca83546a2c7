import type { SellerProductStatus } from '@market/contract';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Db, rowsOf, type Tx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { fail, notFound } from '../../lib/app-error.ts';
import type { StoredImage } from '../upload/index.ts';
import { categories, products, productSkus, stores } from './schema.ts';

export interface SellerListFilter {
  storeId: number;
  status: SellerProductStatus;
  /** A `%…%` pattern, or '' for every title. */
  pattern: string;
}

/** The store's products that a filter keeps, never the deleted. */
function sellerWhere(filter: SellerListFilter): SQL | undefined {
  return and(
    eq(products.storeId, filter.storeId),
    isNull(products.deletedAt),
    filter.status === 'all' ? undefined : eq(products.onShelf, filter.status === 'on_shelf'),
    filter.pattern ? sql`${products.title} ilike ${filter.pattern}` : undefined,
  );
}

/** The same filter in a list statement's text: the shelf status written in, the rest placeholders. */
function listWhere(filter: SellerListFilter): SQL {
  return sql.join(
    [
      sql`p.store_id = ${sql.placeholder('storeId')} and p.deleted_at is null`,
      ...(filter.status === 'all' ? [] : [sql.raw(`p.on_shelf = ${filter.status === 'on_shelf'}`)]),
      ...(filter.pattern ? [sql`p.title ilike ${sql.placeholder('pattern')}`] : []),
    ],
    sql` and `,
  );
}

export interface SellerListRow {
  id: number;
  title: string;
  image: StoredImage | null;
  price: string;
  sales: number;
  categoryId: number;
  onShelf: boolean;
  isOnSale: boolean;
  takenDownReason: string;
  createdAt: Date;
  skuCount: number;
  stock: number;
}

/**
 * The page's products, newest first. Without a keyword the page's ids are cut from
 * products_store_idx alone (shelf status and deletion are in the index, so the rows skipped are an
 * index-only scan), then only those rows are read; a keyword is matched on each row's title, so
 * its page is cut from the rows themselves.
 */
function pageOf(filter: SellerListFilter, fetch: number): SQL {
  const cut = sql`where ${listWhere(filter)} order by p.store_id, p.created_at desc, p.id desc
    limit ${sql.raw(String(fetch))} offset ${sql.placeholder('offset')}`;
  if (filter.pattern) return sql`(select * from ${products} p ${cut})`;
  return sql`(select p.* from (select p.id from ${products} p ${cut}) ids join ${products} p using (id))`;
}

/**
 * A page of the store's products as JSON built by PostgreSQL, each with its SKU count and stock
 * from one pass over its SKUs. The LIMIT is written in and the shelf status too, so that
 * PostgreSQL keeps one generic plan per statement instead of planning every call (0.1–0.2 ms, as
 * much as running it). A keyword's statement has no name, so it is planned for its keyword each
 * call: a common word walks the store's index in order, a rare one takes the title's trigram
 * index; the generic plan of a named one sorted every match (2.1–2.6 ms of PostgreSQL a call for
 * "linen", 1,250 matches, in a table of 51 stores, against 0.5 ms planned for the word).
 */
function buildSellerListQuery(db: Db, name: string | undefined, filter: SellerListFilter, fetch: number) {
  const query = sql`
    select coalesce(json_agg(json_build_object(
      'id', p.id, 'title', p.title, 'image', p.images -> 0, 'price', p.price::text, 'sales', p.sales,
      'categoryId', p.category_id, 'onShelf', p.on_shelf, 'isOnSale', p.is_on_sale,
      'takenDownReason', p.taken_down_reason, 'createdAt', p.created_at, 'skuCount', s.sku_count,
      'stock', s.stock
    ) order by p.created_at desc, p.id desc), '[]'::json) as rows
    from ${pageOf(filter, fetch)} p
    cross join lateral (
      select count(*)::int as sku_count, coalesce(sum(k.stock), 0)::int as stock
      from ${productSkus} k where k.product_id = p.id
    ) s`;
  return db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
}

const dialect = new PgDialect();

/** Rows a statement fetches for a page of `limit` (at most 100): a few sizes keep the statements few. */
const FETCH_SIZES = [10, 20, 50, 100] as const;

export async function listSellerProducts(
  db: Db,
  filter: SellerListFilter,
  page: { limit: number; offset: number },
): Promise<SellerListRow[]> {
  const fetch = FETCH_SIZES.find((size) => size >= page.limit) ?? 100;
  // one statement per status, keyword-or-not and size, so its plan never depends on which are set
  const name = `seller_products_${filter.status}_${filter.pattern ? 'k' : 'a'}_${fetch}`;
  const query = preparedQuery(db, name, (db, name) =>
    buildSellerListQuery(db, filter.pattern ? undefined : name, filter, fetch),
  );
  const [row] = rowsOf(
    await query.execute({ storeId: filter.storeId, offset: page.offset, pattern: filter.pattern }),
  );
  const rows = row!.rows as (Omit<SellerListRow, 'createdAt'> & { createdAt: string })[];
  return rows.slice(0, page.limit).map((one) => ({ ...one, createdAt: new Date(one.createdAt) }));
}

export async function countSellerProducts(db: Db, filter: SellerListFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(sellerWhere(filter));
  return row?.count ?? 0;
}

/** One of the store's products that is not deleted, locked for the transaction when asked. */
export async function findSellerProduct(db: Db | Tx, storeId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.storeId, storeId), isNull(products.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export type SellerProduct = NonNullable<Awaited<ReturnType<typeof findSellerProduct>>>;

/** A product's SKUs, oldest first (the order the seller added them). */
export function listProductSkus(db: Db | Tx, productId: number) {
  return db.select().from(productSkus).where(eq(productSkus.productId, productId)).orderBy(productSkus.id);
}

/**
 * The store's count of products on sale, from its products: the store page and cards show it, and
 * the demo seed's counters count the same way (`seed/counters.ts`).
 */
export async function refreshProductCount(tx: Db | Tx, storeId: number): Promise<void> {
  await tx.execute(sql`
    update ${stores} set product_count = (
      select count(*)::int from ${products} where store_id = ${storeId} and is_on_sale
    ) where id = ${storeId}`);
}

/** Which of these categories exist (any level: a category's buyer list includes its descendants). */
export async function existingCategories(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
  return new Set(rows.map((row) => row.id));
}

/**
 * Reads the store's status `for share` inside a publishing transaction: an admin suspending the
 * store (which locks the row `for update`, `store-status.ts`) waits for the change, or the change
 * waits for the suspension and is refused.
 */
export async function lockStoreForPublishing(tx: Tx, storeId: number): Promise<void> {
  const [store] = await tx
    .select({ status: stores.status })
    .from(stores)
    .where(eq(stores.id, storeId))
    .for('share');
  if (!store) throw notFound('msg.store_not_found');
  if (store.status !== 'open') throw fail('msg.store_suspended');
}

/** The rows of a raw `execute` on either engine, typed by the caller. */
export function rowsOfResult<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
