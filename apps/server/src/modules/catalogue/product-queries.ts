import type { Language } from '@market/contract';
import type { PriceTier } from '@market/contract/tier-price';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productFavorites, products, productSkus, storeFollows, stores } from './schema.ts';
import type DataLoader from 'dataloader';
import { batchLoader, perDatabase } from '../../db/batch.ts';
import { executeNamed, idArray, idList, preparedQuery } from '../../db/prepared.ts';
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

function buildDetailQuery(db: Db, name: string) {
  return db
    .select({
      product: detailColumns,
      store: { ...storeCardColumns, isHoliday: stores.isHoliday, minOrderAmount: stores.minOrderAmount },
      skus: skusJson,
    })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(sql`${products.id} = any(${sql.placeholder('ids')}::bigint[])`, eq(products.isOnSale, true)))
    .prepare(name);
}

/**
 * A product on sale with its variants and its store, in `lang`, or undefined; with `userId`, whether
 * that caller favourited it and follows its store. Details asked for while the server reads its
 * sockets in one turn of the event loop are read together (`detailLoaders`).
 */
export async function findProductDetail(db: Db, id: number, userId: number | null, lang: Language) {
  const loaders = detailLoadersOf(db);
  const [row, marks] = await Promise.all([
    loaders.details(lang).load(id),
    userId === null ? NO_MARKS : loaders.marks.load({ userId, productId: id }),
  ]);
  return row && { ...row, ...marks };
}

type DetailRow = Awaited<ReturnType<ReturnType<typeof buildDetailQuery>['execute']>>[number];
interface Marks {
  isFavorite: boolean;
  isFollowed: boolean;
}
const NO_MARKS: Marks = { isFavorite: false, isFollowed: false };

/**
 * The detail's readers of one database (`batchLoader`): one statement for every product asked for
 * together, in each language, and one for the marks of every signed-in caller among them. A
 * detail's own query was cheap, its round trip was not: a CPU profile under load had a third of the
 * server's time in socket writes to PostgreSQL.
 */
const detailLoadersOf = perDatabase((db) => {
  const byLang = new Map<Language, DataLoader<number, DetailRow | undefined>>();
  return {
    details(lang: Language) {
      let loader = byLang.get(lang);
      if (!loader) byLang.set(lang, (loader = batchLoader((ids) => loadDetails(db, ids, lang))));
      return loader;
    },
    marks: batchLoader((keys: readonly { userId: number; productId: number }[]) => loadMarks(db, keys)),
  };
});

async function loadDetails(db: Db, ids: readonly number[], lang: Language) {
  const query = preparedQuery(db, 'catalogue_details', buildDetailQuery);
  const rows = await query.execute({ ids: idList(ids), lang });
  const byId = new Map(rows.map((row) => [row.product.id, row]));
  return ids.map((id) => byId.get(id));
}

async function loadMarks(db: Db, keys: readonly { userId: number; productId: number }[]) {
  const rows = await executeNamed(
    db,
    'catalogue_detail_marks',
    sql`select
      exists (select 1 from ${productFavorites} f where f.user_id = t.user_id and f.product_id = t.product_id) as fav,
      exists (select 1 from ${storeFollows} s join ${products} p on p.store_id = s.store_id
              where s.user_id = t.user_id and p.id = t.product_id) as fol
      from unnest(${idArray(keys.map((key) => key.userId))}, ${idArray(keys.map((key) => key.productId))})
        with ordinality as t(user_id, product_id, n)
      order by t.n`,
  );
  return rows.map((row): Marks => ({ isFavorite: row.fav === true, isFollowed: row.fol === true }));
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
