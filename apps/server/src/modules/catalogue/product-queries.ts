import type { Language } from '@market/contract';
import type { PriceTier } from '@market/contract/tier-price';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productFavorites, products, productSkus, storeFollows, stores } from './schema.ts';
import type DataLoader from 'dataloader';
import { batchLoader, perDatabase } from '../../db/batch.ts';
import { idList, preparedQuery } from '../../db/prepared.ts';
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

/**
 * The details of a batch: one row per (product, caller) asked for, in the order asked (`asked.n`),
 * for those on sale; a visitor is caller 0, whose marks are false without a look.
 */
function buildDetailQuery(db: Db, name: string) {
  const asked = sql`unnest(${sql.placeholder('ids')}::bigint[], ${sql.placeholder('users')}::bigint[])
    with ordinality as asked(id, user_id, n)`;
  return db
    .select({
      n: sql<number>`asked.n`.mapWith(Number),
      product: detailColumns,
      store: { ...storeCardColumns, isHoliday: stores.isHoliday, minOrderAmount: stores.minOrderAmount },
      skus: skusJson,
      isFavorite: sql<boolean>`asked.user_id <> 0 and exists (select 1 from ${productFavorites} f
        where f.user_id = asked.user_id and f.product_id = ${products.id})`,
      isFollowed: sql<boolean>`asked.user_id <> 0 and exists (select 1 from ${storeFollows} s
        where s.user_id = asked.user_id and s.store_id = ${products.storeId})`,
    })
    .from(asked)
    .innerJoin(products, sql`${products.id} = asked.id`)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(eq(products.isOnSale, true))
    .prepare(name);
}

/**
 * A product on sale with its variants and its store, in `lang`, or undefined; with `userId`, whether
 * that caller favourited it and follows its store. Details asked for together are read by one
 * statement (`batchLoader`, decision 064): a detail's own query was cheap, its round trip was not (a
 * CPU profile under load had a third of the server's time in socket writes to PostgreSQL). The
 * callers' marks ride the same statement, so a viewer costs two key probes more than a visitor.
 */
export function findProductDetail(db: Db, id: number, userId: number | null, lang: Language) {
  return detailLoadersOf(db)(lang).load({ id, userId: userId ?? 0 });
}

type DetailRow = Awaited<ReturnType<ReturnType<typeof buildDetailQuery>['execute']>>[number];
interface DetailAsked {
  id: number;
  userId: number;
}

const detailLoadersOf = perDatabase((db) => {
  const byLang = new Map<Language, DataLoader<DetailAsked, DetailRow | undefined>>();
  return (lang: Language) => {
    let loader = byLang.get(lang);
    if (!loader) byLang.set(lang, (loader = batchLoader((asked) => loadDetails(db, asked, lang))));
    return loader;
  };
});

async function loadDetails(db: Db, asked: readonly DetailAsked[], lang: Language) {
  const query = preparedQuery(db, 'catalogue_details', buildDetailQuery);
  const rows = await query.execute({
    ids: idList(asked.map((one) => one.id)),
    users: idList(asked.map((one) => one.userId)),
    lang,
  });
  const byPlace = new Map(rows.map((row) => [row.n, row]));
  // ordinality counts from 1
  return asked.map((_, i) => byPlace.get(i + 1));
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
