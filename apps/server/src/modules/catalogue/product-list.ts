import type { Language, ProductSort } from '@market/contract';
import {
  type AnyColumn,
  and,
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
  minPrice?: string;
  maxPrice?: string;
  storeId?: number;
  isRecommended?: boolean;
  /** Only these products (the home's picks, decision 046). */
  ids?: number[];
}

/** The products on sale that a filter keeps, with its values or with placeholders for them. */
export function productWhere(filter: ProductFilter, usePlaceholders = false): SQL | undefined {
  const value = <K extends keyof ProductFilter>(key: K) =>
    usePlaceholders ? sql.placeholder(key) : (filter[key] as NonNullable<ProductFilter[K]>);
  return and(
    eq(products.isOnSale, true),
    filter.categoryIds
      ? usePlaceholders
        ? sql`${products.categoryId} = any(${sql.placeholder('categoryIds')})`
        : inArray(products.categoryId, filter.categoryIds)
      : undefined,
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
 * One page of product cards in one query: the page is cut from products alone (joining first
 * would join every row the offset skips), then its 20 rows are joined to their stores and put
 * back in order.
 */
function buildListQuery(db: Db, sort: ListSort, filter: ProductFilter, name: string) {
  const page = db
    .select({
      id: products.id,
      title: titleIn(sql.placeholder('lang')).as('title'),
      images: products.images,
      price: products.price,
      sales: products.sales,
      storeId: products.storeId,
      createdAt: products.createdAt,
      monthlySales: products.monthlySales,
      hasTiers: products.hasTiers,
      minOrderQty: products.minOrderQty,
      orderMultiple: products.orderMultiple,
    })
    .from(products)
    .where(productWhere(filter, true))
    .orderBy(...SORTS[sort](products))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({
      id: page.id,
      title: page.title,
      images: page.images,
      price: page.price,
      sales: page.sales,
      storeId: page.storeId,
      storeName: stores.name,
      hasTiers: page.hasTiers,
      minOrderQty: page.minOrderQty,
      orderMultiple: page.orderMultiple,
    })
    .from(page)
    .innerJoin(stores, eq(stores.id, page.storeId))
    .orderBy(...SORTS[sort](page))
    .prepare(name);
}

const SHAPE_LETTERS: Record<keyof ProductFilter, string> = {
  categoryIds: 'c',
  minPrice: 'n',
  maxPrice: 'x',
  storeId: 's',
  isRecommended: 'r',
  ids: 'i',
};

export async function listProducts(
  db: Db,
  filter: ProductFilter,
  options: { sort: ListSort; limit: number; offset: number; lang: Language },
): Promise<ProductCardRow[]> {
  const shape = Object.entries(SHAPE_LETTERS)
    .map(([key, letter]) => (filter[key as keyof ProductFilter] ? letter : ''))
    .join('');
  // one statement per sort and set of filters, so its plan never depends on which are set
  const query = preparedQuery(db, `catalogue_list_${options.sort}_${shape}`, (db, name) =>
    buildListQuery(db, options.sort, filter, name),
  );
  return query.execute({ ...filter, limit: options.limit, offset: options.offset, lang: options.lang });
}

export async function countProducts(db: Db, filter: ProductFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(productWhere(filter));
  return row?.count ?? 0;
}
