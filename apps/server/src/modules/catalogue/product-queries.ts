import type { ProductSort } from '@market/contract';
import { and, asc, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, productFavorites, products, productSkus, stores } from '../../db/schema.ts';
import type { ProductCardRow } from './present.ts';

/** The product's own columns of a product card. */
export const productOnlyColumns = {
  id: products.id,
  title: products.title,
  images: products.images,
  price: products.price,
  sales: products.sales,
  storeId: products.storeId,
};

/** Every column of a product card, for queries that join the store anyway. */
export const productCardColumns = { ...productOnlyColumns, storeName: stores.name };
type ProductOnlyRow = Omit<ProductCardRow, 'storeName'>;

/**
 * Adds store names to a page of products by a second, tiny query: joining in the page query would
 * join every row the offset skips too.
 */
export async function withStoreNames(db: Db, rows: ProductOnlyRow[]): Promise<ProductCardRow[]> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((row) => row.storeId))];
  const names = new Map(
    (await db.select({ id: stores.id, name: stores.name }).from(stores).where(inArray(stores.id, ids))).map(
      (store) => [store.id, store.name],
    ),
  );
  return rows.map((row) => ({ ...row, storeName: names.get(row.storeId) ?? '' }));
}

export const ORDER_BY: Record<ProductSort, SQL[]> = {
  all: [desc(products.id)],
  sales: [desc(products.sales), desc(products.id)],
  price_asc: [asc(products.price), asc(products.id)],
  price_desc: [desc(products.price), desc(products.id)],
  new: [desc(products.createdAt), desc(products.id)],
};

export interface ProductFilter {
  categoryIds?: number[];
  minPrice?: string;
  maxPrice?: string;
  storeId?: number;
  /** Extra condition, e.g. a search within a store. */
  where?: SQL;
}

export function productWhere(filter: ProductFilter): SQL | undefined {
  return and(
    eq(products.isOnSale, true),
    filter.categoryIds ? inArray(products.categoryId, filter.categoryIds) : undefined,
    filter.minPrice ? gte(products.price, filter.minPrice) : undefined,
    filter.maxPrice ? lte(products.price, filter.maxPrice) : undefined,
    filter.storeId ? eq(products.storeId, filter.storeId) : undefined,
    filter.where,
  );
}

export async function listProducts(
  db: Db,
  filter: ProductFilter,
  options: { orderBy: SQL[]; limit: number; offset: number },
): Promise<ProductCardRow[]> {
  const rows = await db
    .select(productOnlyColumns)
    .from(products)
    .where(productWhere(filter))
    .orderBy(...options.orderBy)
    .limit(options.limit)
    .offset(options.offset);
  return withStoreNames(db, rows);
}

export async function countProducts(db: Db, filter: ProductFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(productWhere(filter));
  return row?.count ?? 0;
}

/** A category and every category below it; the tree is a few dozen rows, walked in code. */
export async function categoryWithDescendants(db: Db, categoryId: number): Promise<number[]> {
  const all = await db.select({ id: categories.id, pid: categories.pid }).from(categories);
  const found = new Set([categoryId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of all) {
      if (found.has(row.pid) && !found.has(row.id)) {
        found.add(row.id);
        grew = true;
      }
    }
  }
  return [...found];
}

export async function findProduct(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.isOnSale, true)));
  return row;
}

export async function listSkus(db: Db, productId: number) {
  return db
    .select({
      id: productSkus.id,
      size: productSkus.size,
      color: productSkus.color,
      price: productSkus.price,
      stock: productSkus.stock,
    })
    .from(productSkus)
    .where(eq(productSkus.productId, productId))
    .orderBy(asc(productSkus.id));
}

export async function isFavorite(db: Db, userId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: productFavorites.userId })
    .from(productFavorites)
    .where(and(eq(productFavorites.userId, userId), eq(productFavorites.productId, productId)));
  return Boolean(row);
}
