import { compare } from '@market/contract/decimal';
import type { PriceTier } from '@market/contract/tier-price';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { idArray } from '../../db/prepared.ts';
import { fail, notFound } from '../../lib/app-error.ts';
import type { StoredImage } from '../upload/index.ts';
import type { ProductTexts } from './schema.ts';
import { refreshProductCount, rowsOfResult } from './seller-product-queries.ts';
import type { CheckedSku } from './seller-rules.ts';
import type { WholesaleTerms } from './wholesale-rules.ts';

/** A product's own values as the seller sets them. */
export interface ProductValues {
  categoryId: number;
  title: string;
  images: StoredImage[];
  /** Sanitized HTML. */
  description: string;
  freight: string;
  onShelf: boolean;
  /** By language (decision 039); undefined keeps a product's own (a new one has none). */
  titles?: ProductTexts;
  /** Sanitized HTML by language; undefined keeps them. */
  descriptions?: ProductTexts;
  /** Breaks, minimum and multiple (the CSV import's); undefined keeps them (a new product: none, 1, 1). */
  wholesale?: WholesaleTerms | undefined;
}

/** A SKU's own breaks to write with it (the CSV import's); without `tiers_set` a kept SKU keeps its own. */
export interface SkuTiersWrite {
  tiers?: PriceTier[] | null | undefined;
  tiers_set?: boolean;
}

/**
 * What one product becomes: its values, its SKUs kept (by id, with new values), added and
 * removed. The save call makes one plan, the CSV import one per product of the file.
 */
export interface ProductPlan {
  /** null: a new product. */
  id: number | null;
  values: ProductValues;
  keep: (CheckedSku & { id: number; variantChanged: boolean } & SkuTiersWrite)[];
  add: (CheckedSku & SkuTiersWrite)[];
  remove: number[];
}

/** Rows per statement: one JSON parameter each, so a statement's text never depends on the count. */
const CHUNK = 1000;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += CHUNK) out.push(items.slice(at, at + CHUNK));
  return out;
}

/**
 * Runs `statement` over the rows a chunk at a time, each chunk as one `jsonb` parameter. A
 * statement that joins the records to a table joins on the primary key alone: with any other
 * filter on the table, a store whose rows the planner's statistics do not know yet (a first big
 * import) is guessed at one row, and the records were scanned once per row of the store (10,000
 * updated products took 67 s; joined on the key alone, 1.3 s).
 */
async function eachChunk<T>(tx: Tx, rows: T[], statement: (json: SQL) => SQL): Promise<number> {
  let affected = 0;
  for (const chunk of chunks(rows)) {
    const result = await tx.execute(statement(sql`${JSON.stringify(chunk)}::jsonb`));
    // node-postgres says rowCount, PGlite affectedRows
    const counts = result as { rowCount?: number | null; affectedRows?: number };
    affected += counts.rowCount ?? counts.affectedRows ?? 0;
  }
  return affected;
}

const lowestPrice = (skus: { price: string }[]) =>
  skus.map((sku) => sku.price).reduce((low, price) => (compare(price, low) < 0 ? price : low));

/** Ids for new products taken from the table's own sequence, so each plan knows its row. */
async function takeProductIds(tx: Tx, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await tx.execute(
    sql`select nextval(pg_get_serial_sequence('products', 'id'))::text as id from generate_series(1, ${count})`,
  );
  return rowsOfResult<{ id: string }>(result).map((row) => Number(row.id));
}

const productRecord = `x(id bigint, category_id bigint, title text, images jsonb, description text,
  price numeric, freight numeric, on_shelf boolean, titles jsonb, price_tiers jsonb,
  min_order_qty int, order_multiple int)`;

function productJson(id: number, values: ProductValues, price: string | null) {
  return {
    id,
    category_id: values.categoryId,
    title: values.title,
    images: values.images,
    description: values.description,
    price,
    freight: values.freight,
    on_shelf: values.onShelf,
    titles: values.titles ?? null,
    price_tiers: values.wholesale?.priceTiers ?? null,
    min_order_qty: values.wholesale?.minOrderQty ?? null,
    order_multiple: values.wholesale?.orderMultiple ?? null,
  };
}

async function insertProducts(tx: Tx, storeId: number, plans: ProductPlan[], ids: number[]) {
  const rows = plans.map((plan, n) => productJson(ids[n]!, plan.values, lowestPrice(plan.add)));
  await eachChunk(
    tx,
    rows,
    (json) => sql`
      insert into products (id, store_id, category_id, title, images, description, price, freight,
        on_shelf, is_on_sale, titles, price_tiers, min_order_qty, order_multiple)
      overriding system value
      select x.id, ${storeId}, x.category_id, x.title, x.images, x.description, x.price, x.freight,
        x.on_shelf, x.on_shelf, coalesce(x.titles, '{}'), coalesce(x.price_tiers, '[]'), coalesce(x.min_order_qty, 1), coalesce(x.order_multiple, 1)
      from jsonb_to_recordset(${json}) as ${sql.raw(productRecord)}`,
  );
}

async function updateProducts(tx: Tx, storeId: number, plans: ProductPlan[]) {
  const rows = plans.map((plan) => productJson(plan.id!, plan.values, null));
  for (const chunk of chunks(rows)) {
    const updated = rowsOfResult<{ store_id: string; deleted: boolean }>(
      await tx.execute(sql`
        update products p set category_id = x.category_id, title = x.title, images = x.images,
          description = x.description, freight = x.freight, on_shelf = x.on_shelf,
          is_on_sale = x.on_shelf and p.taken_down_at is null, titles = coalesce(x.titles, p.titles),
          price_tiers = coalesce(x.price_tiers, p.price_tiers),
          min_order_qty = coalesce(x.min_order_qty, p.min_order_qty),
          order_multiple = coalesce(x.order_multiple, p.order_multiple)
        from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as ${sql.raw(productRecord)}
        where p.id = x.id
        returning p.store_id::text as store_id, p.deleted_at is not null as deleted`),
    );
    // the caller locked and checked these rows; this only guards against a caller that did not
    const foreign = updated.some((row) => Number(row.store_id) !== storeId || row.deleted);
    if (updated.length !== chunk.length || foreign) throw notFound('msg.product_not_found');
  }
}

/**
 * The descriptions by language of the plans that set them (decision 039, addendum): each such
 * product's rows are replaced by what the plan holds; a plan without them keeps its rows.
 */
async function writeDescriptions(tx: Tx, plans: ProductPlan[], ids: number[]) {
  const setting = plans.flatMap((plan, n) => (plan.values.descriptions ? [n] : []));
  for (const chunk of chunks(setting.filter((n) => plans[n]!.id !== null).map((n) => ids[n]!))) {
    await tx.execute(sql`delete from product_descriptions where product_id = any(${idArray(chunk)})`);
  }
  const rows = setting.flatMap((n) =>
    Object.entries(plans[n]!.values.descriptions!).map(([lang, description]) => ({
      product_id: ids[n],
      lang,
      description,
    })),
  );
  await eachChunk(
    tx,
    rows,
    (json) => sql`
      insert into product_descriptions (product_id, lang, description)
      select x.product_id, x.lang, x.description
      from jsonb_to_recordset(${json}) as x(product_id bigint, lang text, description text)`,
  );
}

const skuRecord = `x(n int, id bigint, product_id bigint, size text, color text, price numeric, stock int,
  tiers jsonb, tiers_set boolean)`;

/** The SKU writes, in the order that keeps `(product, size, colour)` unique after each statement. */
async function writeSkus(tx: Tx, plans: ProductPlan[], ids: number[]) {
  const removed = plans.flatMap((plan) => plan.remove);
  for (const chunk of chunks(removed)) {
    await tx.execute(sql`delete from product_skus where id = any(${idArray(chunk)})`);
  }
  // a kept SKU that changes its variant first steps aside (control characters are never a size
  // or colour), so two SKUs may swap their variants and a new one may take a kept one's old one
  const moving = plans.flatMap((plan) => plan.keep.filter((sku) => sku.variantChanged).map((sku) => sku.id));
  for (const chunk of chunks(moving)) {
    await tx.execute(
      sql`update product_skus set color = color || chr(1) || id::text where id = any(${idArray(chunk)})`,
    );
  }
  const kept = plans.flatMap((plan) => plan.keep);
  await eachChunk(
    tx,
    kept,
    (json) => sql`
      update product_skus s set size = x.size, color = x.color, price = x.price, stock = x.stock,
        price_tiers = case when x.tiers_set then x.tiers else s.price_tiers end
      from jsonb_to_recordset(${json}) as ${sql.raw(skuRecord)} where s.id = x.id`,
  );
  let n = 0;
  const added = plans.flatMap((plan, index) =>
    plan.add.map((sku) => ({ ...sku, n: (n += 1), product_id: plan.id ?? ids[index] })),
  );
  await eachChunk(
    tx,
    added,
    (json) => sql`
      insert into product_skus (product_id, size, color, price, stock, price_tiers)
      select x.product_id, x.size, x.color, x.price, x.stock, x.tiers
      from jsonb_to_recordset(${json}) as ${sql.raw(skuRecord)} order by x.n`,
  );
}

/**
 * Each existing product's price becomes its lowest unit price over its SKUs and their quantity
 * breaks (a SKU's own, else the product's), and `has_tiers` whether some break lowers a SKU's
 * price, where either changed (decision 040).
 */
export async function refreshPrices(tx: Tx, productIds: number[]) {
  for (const chunk of chunks(productIds)) {
    await tx.execute(sql`
      update products p set price = m.price, has_tiers = m.has_tiers
      from (select s.product_id, min(least(s.price, coalesce(t.lowest, s.price))) as price,
          coalesce(bool_or(t.lowest < s.price), false) as has_tiers
        from product_skus s join products o on o.id = s.product_id
        left join lateral (select min((e ->> 'price')::numeric) as lowest
          from jsonb_array_elements(coalesce(s.price_tiers, o.price_tiers)) e) t on true
        where s.product_id = any(${idArray(chunk)}) group by s.product_id) m
      where p.id = m.product_id and (p.price is distinct from m.price or p.has_tiers is distinct from m.has_tiers)`);
  }
}

/** Whether a statement failed because an order line still points at a SKU it deleted. */
function isOrderedSkuDeleted(error: unknown): boolean {
  for (let at = error; at && typeof at === 'object'; at = (at as { cause?: unknown }).cause) {
    const { code, table } = at as { code?: unknown; table?: unknown };
    if (code === '23503') return table === 'order_items' || table === undefined;
  }
  return false;
}

/**
 * Writes the plans in the caller's transaction (batched: a 10,000-row import is a few dozen
 * statements) and the store's product count; answers each plan's product id. The caller holds the
 * store's row for share (`lockStoreForPublishing`), so the store is open: on shelf is on sale. A
 * SKU with orders cannot be removed: its order lines keep pointing at it (decision 027).
 */
export async function applyPlans(tx: Tx, storeId: number, plans: ProductPlan[]): Promise<number[]> {
  const created = plans.filter((plan) => plan.id === null);
  const createdIds = await takeProductIds(tx, created.length);
  let next = 0;
  const ids = plans.map((plan) => plan.id ?? createdIds[next++]!);
  await insertProducts(tx, storeId, created, createdIds);
  await updateProducts(
    tx,
    storeId,
    plans.filter((plan) => plan.id !== null),
  );
  await writeDescriptions(tx, plans, ids);
  try {
    await writeSkus(tx, plans, ids);
  } catch (error) {
    if (isOrderedSkuDeleted(error)) throw fail('msg.sku_has_orders', { field: 'skus' });
    throw error;
  }
  // a new product's price is its lowest SKU price, unless it came with breaks
  const hasTiers = (plan: ProductPlan) =>
    Boolean(plan.values.wholesale?.priceTiers.length) || plan.add.some((sku) => sku.tiers?.length);
  await refreshPrices(
    tx,
    plans.flatMap((plan, n) => (plan.id !== null ? [plan.id] : hasTiers(plan) ? [ids[n]!] : [])),
  );
  await refreshProductCount(tx, storeId);
  return ids;
}
