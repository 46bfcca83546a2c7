import type { Language } from '@market/contract';
import type { PriceTier } from '@market/contract/tier-price';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productFavorites, products, productSkus, storeFollows, stores } from './schema.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { descriptionIn, titleIn } from './product-texts.ts';
import type { ProductCardRow } from './present.ts';
import { storeCardColumns } from './store-queries.ts';

/** The product's own columns of a product card. */
export const productOnlyColumns = {
  id: products.id,
  title: products.title,
  images: products.images,
  price: products.price,
  sales: products.sales,
  storeId: products.storeId,
  hasTiers: products.hasTiers,
  minOrderQty: products.minOrderQty,
  orderMultiple: products.orderMultiple,
};

/** Every column of a product card with its title in `lang`, for queries that join the store anyway. */
export const productCardColumns = (lang: Language) => ({
  ...productOnlyColumns,
  title: titleIn(lang),
  storeName: stores.name,
});
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

/** The product's columns of the detail page (not its search vector) and its store's card. */
const detailColumns = {
  id: products.id,
  title: titleIn(sql.placeholder('lang')),
  images: products.images,
  price: products.price,
  sales: products.sales,
  description: descriptionIn(sql.placeholder('lang')),
  categoryId: products.categoryId,
  freight: products.freight,
  taxRate: products.taxRate,
  shipWithinHours: products.shipWithinHours,
  priceTiers: products.priceTiers,
  minOrderQty: products.minOrderQty,
  orderMultiple: products.orderMultiple,
  ...reviewCountColumns(),
};

function reviewCountColumns() {
  return {
    reviewCount: products.reviewCount,
    pictureCount: products.pictureCount,
    negativeCount: products.negativeCount,
    midCount: products.midCount,
    positiveCount: products.positiveCount,
  };
}

/** The variants of a product, as JSON (prices as text, never a float), oldest first. */
const skusJson = sql<
  { id: number; size: string; color: string; price: string; stock: number; price_tiers: PriceTier[] | null }[]
>`(
  select coalesce(json_agg(json_build_object(
    'id', ${productSkus.id}, 'size', ${productSkus.size}, 'color', ${productSkus.color},
    'price', ${productSkus.price}::text, 'stock', ${productSkus.stock}, 'price_tiers', ${productSkus.priceTiers}
  ) order by ${productSkus.id}), '[]'::json)
  from ${productSkus} where ${productSkus.productId} = ${products.id})`;

function buildDetailQuery(db: Db, name: string, hasUser: boolean) {
  const userId = sql.placeholder('userId');
  return db
    .select({
      product: detailColumns,
      store: { ...storeCardColumns, isHoliday: stores.isHoliday, minOrderAmount: stores.minOrderAmount },
      skus: skusJson,
      isFavorite: hasUser
        ? sql<boolean>`exists (select 1 from ${productFavorites} where ${productFavorites.userId} = ${userId} and ${productFavorites.productId} = ${products.id})`
        : sql<boolean>`false`,
      isFollowed: hasUser
        ? sql<boolean>`exists (select 1 from ${storeFollows} where ${storeFollows.userId} = ${userId} and ${storeFollows.storeId} = ${products.storeId})`
        : sql<boolean>`false`,
    })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(eq(products.id, sql.placeholder('id')), eq(products.isOnSale, true)))
    .prepare(name);
}

/**
 * A product on sale with its variants, its store and, for a signed-in caller, whether they
 * favourited it and follow its store: one prepared query instead of five.
 */
export async function findProductDetail(db: Db, id: number, userId: number | null, lang: Language) {
  const name = userId ? 'catalogue_detail_user' : 'catalogue_detail';
  const query = preparedQuery(db, name, (db, name) => buildDetailQuery(db, name, userId !== null));
  const [row] = await query.execute({ id, userId, lang });
  return row;
}

/** The review counters of a product on sale, or undefined. */
export async function findReviewCounts(db: Db, id: number) {
  const [row] = await db
    .select(reviewCountColumns())
    .from(products)
    .where(and(eq(products.id, id), eq(products.isOnSale, true)));
  return row;
}

/** A product on sale, every column (other modules check that a product exists and is on sale). */
export async function findProduct(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.isOnSale, true)));
  return row;
}
