import type { Language, ProductSort } from '@market/contract';
import {
  type AnyColumn,
  and,
  type Placeholder,
  asc,
  desc,
  eq,
  gte,
  inArray,
  lte,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, stores } from './schema.ts';
import { preparedQuery } from '../../db/prepared.ts';
import type { ProductCardRow } from './present.ts';
import { titleIn } from './product-texts.ts';
import { chooseListShape, type ListShape, listStatsOf } from './list-shape.ts';

/** The list sorts, and the home feed's best this month. */
export type ListSort = ProductSort | 'monthly';

type SortKeys = Record<'id' | 'sales' | 'price' | 'createdAt' | 'monthlySales', AnyColumn | SQLWrapper>;

/** The same order for the products table and for the page selected from it. */
const SORTS: Record<ListSort, (c: SortKeys) => SQL[]> = {
  all: (c) => [desc(c.id)],
  sales: (c) => [desc(c.sales), desc(c.id)],
  price_asc: (c) => [asc(c.price), asc(c.id)],
  price_desc: (c) => [desc(c.price), desc(c.id)],
  new: (c) => [desc(c.createdAt), desc(c.id)],
  monthly: (c) => [desc(c.monthlySales), desc(c.id)],
};

export interface ProductFilter {
  categoryIds?: number[];
  /**
   * A top-level category with every category below it (`root_category_id`, migration 0028): an
   * equality, read in order from its own list indexes (decision 066). Set instead of `categoryIds`.
   */
  rootCategoryId?: number;
  minPrice?: string;
  maxPrice?: string;
  storeId?: number;
  isRecommended?: boolean;
  /** Only these products (the home's picks, decision 046). */
  ids?: number[];
}

/**
 * Whether a list's best plan never depends on its values: a store's list (its index holds every sort
 * key and the price) and a price sort in one category (the category's price index, read in order
 * from the range's start). Those statements say `is_on_sale` as a literal, so a generic plan can use
 * the partial indexes and PostgreSQL stops planning them after five runs (0.4 ms each, decision 063).
 * The others keep it a parameter and are planned for their values: which index is best depends on
 * how wide the price range is and how many categories there are. (A price sort of every category
 * would be fixed too, but its generic plan never wins: a `limit $n` is costed at a tenth of the rows.)
 */
export function isPlanFixed(sort: ListSort, filter: ProductFilter): boolean {
  if (filter.ids || filter.isRecommended) return false;
  if (filter.storeId) return true;
  return (
    (sort === 'price_asc' || sort === 'price_desc') &&
    (filter.categoryIds?.length === 1 || filter.rootCategoryId !== undefined)
  );
}

/** The products on sale that a filter keeps, with its values or with placeholders for them. */
export function productWhere(
  filter: ProductFilter,
  usePlaceholders = false,
  isFixed = false,
): SQL | undefined {
  const value = <K extends keyof ProductFilter>(key: K) =>
    usePlaceholders ? sql.placeholder(key) : (filter[key] as NonNullable<ProductFilter[K]>);
  return and(
    // a parameter unless the plan is fixed (`isPlanFixed`): a generic plan cannot use the partial
    // list indexes then, so each page is planned for its own values
    isFixed ? sql`${products.isOnSale}` : eq(products.isOnSale, true),
    filter.categoryIds ? categoryWhere(filter.categoryIds, usePlaceholders) : undefined,
    filter.rootCategoryId ? eq(products.rootCategoryId, value('rootCategoryId')) : undefined,
    filter.minPrice ? gte(products.price, value('minPrice')) : undefined,
    filter.maxPrice ? lte(products.price, value('maxPrice')) : undefined,
    filter.storeId ? eq(products.storeId, value('storeId')) : undefined,
    filter.isRecommended ? eq(products.isRecommended, true) : undefined,
    filter.ids
      ? usePlaceholders
        ? sql`${products.id} = any(${sql.placeholder('ids')})`
        : inArray(products.id, filter.ids)
      : undefined,
  );
}

/**
 * One category is an equality, so its page is the next rows of its own list index (`= any` of one
 * id walked the sort's index past the other categories' rows: 0.41 against 0.06 ms for page 4).
 */
function categoryWhere(categoryIds: number[], usePlaceholders: boolean): SQL {
  if (!usePlaceholders) return inArray(products.categoryId, categoryIds);
  return categoryIds.length === 1
    ? eq(products.categoryId, sql.placeholder('categoryId'))
    : sql`${products.categoryId} = any(${sql.placeholder('categoryIds')})`;
}

/**
 * A list's filter written for one shape (decision 066): no category, one, or a top one, its values
 * always placeholders and `is_on_sale` a literal, so that one generic plan is right for every value:
 * - the price bounds are sub-selects (`(select $n)`), which PostgreSQL estimates alike in a custom and
 *   a generic plan, so it keeps the generic one (how many match is the app's estimate here);
 * - `walk` writes the ceiling as `(price <= …) is true`, which no index can search: PostgreSQL then
 *   guesses a third of the entries pass each bound, so walking the sort's index in order is its
 *   plan (with both bounds searchable it guessed 0.5 %, walking in order looked no cheaper than
 *   reading the category's price index and sorting, and a generic plan did that for `sort=all`).
 *   The floor stays searchable: the walk checks it in the index (1.7 ms for a deep page against
 *   3.0 ms with the whole range checked as `range_contains_elem`, psql at load 15);
 * - the count (`isCount`) and `range` search the price index with both bounds.
 */
function shapedWhere(filter: ProductFilter, shape: ListShape, isCount: boolean): SQL | undefined {
  if ((filter.categoryIds?.length ?? 0) > 1)
    throw new Error('several categories are planned for their values');
  const bound = (key: 'minPrice' | 'maxPrice') => sql`(select ${sql.placeholder(key)}::numeric)`;
  const isWalk = shape === 'walk' && !isCount;
  return and(
    sql`${products.isOnSale}`,
    filter.categoryIds ? eq(products.categoryId, sql.placeholder('categoryId')) : undefined,
    filter.rootCategoryId ? eq(products.rootCategoryId, sql.placeholder('rootCategoryId')) : undefined,
    filter.minPrice ? sql`${products.price} >= ${bound('minPrice')}` : undefined,
    filter.maxPrice
      ? isWalk
        ? sql`(${products.price} <= ${bound('maxPrice')}) is true`
        : sql`${products.price} <= ${bound('maxPrice')}`
      : undefined,
  );
}

/**
 * A `range` page's order on keys that no index holds (`+ 0`), so it is sorted from the price range
 * rather than walked from a sort's index; the same order, as every key ends in the id.
 */
const UNINDEXED: SortKeys = {
  id: sql`${products.id} + 0`,
  sales: sql`${products.sales} + 0`,
  price: products.price,
  createdAt: sql`${products.createdAt} + interval '0 s'`,
  monthlySales: products.monthlySales,
};

/**
 * One page of product cards in one query. The page's ids are cut first from a partial index alone
 * (migration 0023: filter columns and sort keys in it, so the rows the offset skips and the ones
 * a filter drops are never read from the table); only those 20 rows are then read, joined to
 * their stores and put back in the same order (decision 057). With a shape (decision 066) the
 * statement is written so that its one generic plan reads the page that way.
 */
function buildListQuery(
  db: Db,
  sort: ListSort,
  filter: ProductFilter,
  name: string,
  total: PageTotal,
  shape: ListShape | undefined,
  limit: number,
  atMost: number | undefined,
) {
  const isFixed = isPlanFixed(sort, filter);
  const page = db
    .select({ id: products.id })
    .from(products)
    .where(shape ? shapedWhere(filter, shape, false) : productWhere(filter, true, isFixed))
    .orderBy(...SORTS[sort](shape === 'range' ? UNINDEXED : products))
    // a shaped statement's limit is a literal and its offset a sub-select: a generic plan costs
    // `limit $n offset $m` as a tenth of the rows while a custom one knows the page, so PostgreSQL
    // kept planning these for their values; now both plans are costed alike (decision 066)
    .limit(shape ? asLimit(literalRows(limit)) : sql.placeholder('limit'))
    .offset(shape ? asLimit(sql`(select ${sql.placeholder('offset')}::bigint)`) : sql.placeholder('offset'))
    .as('page');
  return db
    .select({
      id: products.id,
      title: titleIn(sql.placeholder('lang')),
      images: products.images,
      price: products.price,
      sales: products.sales,
      storeId: products.storeId,
      storeName: stores.name,
      hasTiers: products.hasTiers,
      minOrderQty: products.minOrderQty,
      orderMultiple: products.orderMultiple,
      total:
        total === 'none'
          ? sql<number | null>`null::int`
          : matchCount(db, filter, total, isFixed, shape, atMost),
    })
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .orderBy(...SORTS[sort](products))
    .prepare(name);
}

/**
 * A row count written into the statement: a page's limit (1-50, a deep page peeks one more) or the
 * count's cap (1,001 on the pages that count).
 */
function literalRows(rows: number): SQL {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new Error(`not a row count: ${rows}`);
  return sql.raw(String(rows));
}

/**
 * SQL for a `limit` or `offset`: Drizzle types them as a number (which it sends as a parameter) or a
 * placeholder, and writes any SQL given there as it is.
 */
function asLimit(value: SQL): Placeholder {
  return value as unknown as Placeholder;
}

/** Whether a page also counts its list's matches: not at all, at most `atMost`, or every one. */
type PageTotal = 'none' | 'capped' | 'exact';

/** The matches of a filter, counted in the page's statement (planned once with it). */
function matchCount(
  db: Db,
  filter: ProductFilter,
  total: 'capped' | 'exact',
  isFixed: boolean,
  shape: ListShape | undefined,
  atMost: number | undefined,
) {
  const matches = db
    .select({ one: sql`1` })
    .from(products)
    .where(shape ? shapedWhere(filter, shape, true) : productWhere(filter, true, isFixed));
  // a literal in a shaped statement, as its page's limit is (1,001 there: deeper pages peek instead)
  const cap = shape && atMost !== undefined ? asLimit(literalRows(atMost)) : sql.placeholder('atMost');
  const counted = total === 'capped' ? matches.limit(cap) : matches;
  return sql<number>`(select count(*)::int from ${counted} as matches)`;
}

const SHAPE_LETTERS: Record<keyof ProductFilter, string> = {
  categoryIds: 'c',
  rootCategoryId: 't',
  minPrice: 'n',
  maxPrice: 'x',
  storeId: 's',
  isRecommended: 'r',
  ids: 'i',
};

type ListOptions = { sort: ListSort; limit: number; offset: number; lang: Language };

function runList(db: Db, filter: ProductFilter, options: ListOptions, total: PageTotal, atMost?: number) {
  const shape = Object.entries(SHAPE_LETTERS)
    .map(([key, letter]) => (filter[key as keyof ProductFilter] ? letter : ''))
    .join('')
    // one category (an equality) is a statement of its own
    .replace('c', filter.categoryIds?.length === 1 ? 'c1' : 'c');
  // a list with a known best shape is a generic plan of its own (decision 066); the others are
  // planned for their values, as are a store's list and the home's picks
  // (a store's list never asks for the stats: its index serves every value, decision 063)
  const plan =
    filter.ids || filter.isRecommended || filter.storeId
      ? undefined
      : chooseListShape(listStatsOf(db), options.sort, filter, options.offset + options.limit);
  // one statement per sort, set of filters, count and shape, so its plan never depends on which are set
  const query = preparedQuery(
    db,
    `catalogue_list_${options.sort}_${shape}_${total}` +
      (plan ? `_${plan}_l${options.limit}${total === 'capped' ? `_m${atMost}` : ''}` : ''),
    (db, name) => buildListQuery(db, options.sort, filter, name, total, plan, options.limit, atMost),
  );
  return query.execute({ ...filter, categoryId: filter.categoryIds?.[0], ...options, atMost });
}

export async function listProducts(
  db: Db,
  filter: ProductFilter,
  options: ListOptions,
): Promise<ProductCardRow[]> {
  return (await runList(db, filter, options, 'none')).map(({ total: _, ...row }) => row);
}

/**
 * A page and the list's total in one statement (one round trip, one plan): counted up to
 * `atMost` when given, else every match. A page past the end has no row to carry the total, so
 * it is counted on its own then.
 */
export async function listProductsWithTotal(
  db: Db,
  filter: ProductFilter,
  options: ListOptions & { atMost?: number },
): Promise<{ rows: ProductCardRow[]; total: number }> {
  const { atMost, ...list } = options;
  const found = await runList(db, filter, list, atMost === undefined ? 'exact' : 'capped', atMost);
  const total = found[0]?.total ?? (await countProducts(db, filter, atMost));
  return { rows: found.map(({ total: _, ...row }) => row), total };
}

/**
 * A deep page of a capped list (its end at or past the cap) and its total without a count: the
 * page's walk reads one row more, and `offset + rows` is then what counting up to `atMost` would
 * answer (`atMost` is the page's end + 1 there), so the index is walked once, not twice
 * (decision 060). A page past the end has no row to tell, so it is counted on its own then.
 */
export async function listProductsPeeking(
  db: Db,
  filter: ProductFilter,
  options: ListOptions & { atMost: number },
): Promise<{ rows: ProductCardRow[]; total: number }> {
  const { atMost, ...list } = options;
  const found = await listProducts(db, filter, { ...list, limit: list.limit + 1 });
  const total =
    found.length > 0 ? Math.min(list.offset + found.length, atMost) : await countProducts(db, filter, atMost);
  return { rows: found.slice(0, list.limit), total };
}

/**
 * How many products a filter keeps; with `atMost`, counting stops there (a count that reaches it
 * means "at least that many"): counting every one of 100,000 matches cost 40-80 ms (decision 057).
 */
export async function countProducts(db: Db, filter: ProductFilter, atMost?: number): Promise<number> {
  const matches = db
    .select({ one: sql`1` })
    .from(products)
    .where(productWhere(filter));
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from((atMost === undefined ? matches : matches.limit(atMost)).as('matches'));
  return row?.count ?? 0;
}
