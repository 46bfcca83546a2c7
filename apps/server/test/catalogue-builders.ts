import type { Database } from '../src/db/client.ts';
import {
  categories,
  productReviews,
  products,
  productSkus,
  stores,
  type StoredImage,
} from '../src/db/schema.ts';
import { refreshCounters } from '../src/modules/catalogue/seed/counters.ts';

let sequence = 0;
const image: StoredImage = { hash: 'a'.repeat(64), width: 640 };

export async function buildCategory(
  database: Database,
  overrides: { pid?: number; en?: string; ja?: string } = {},
) {
  sequence += 1;
  const [row] = await database.db
    .insert(categories)
    .values({
      pid: overrides.pid ?? 0,
      names: { en: overrides.en ?? `Category ${sequence}`, ...(overrides.ja && { ja: overrides.ja }) },
      sort: sequence,
    })
    .returning();
  return row!;
}

export async function buildStore(database: Database, overrides: Partial<typeof stores.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await database.db
    .insert(stores)
    .values({ name: `Store ${sequence}`, logo: image, ...overrides })
    .returning();
  return row!;
}

/** A product with size × colour SKUs; its price is the lowest SKU price, as the seed keeps it. */
export async function buildProduct(
  database: Database,
  refs: { storeId: number; categoryId: number },
  overrides: Partial<typeof products.$inferInsert> & {
    skus?: { size: string; color: string; price: string; stock: number }[];
  } = {},
) {
  sequence += 1;
  const { skus = [{ size: 'M', color: 'Black', price: overrides.price ?? '10', stock: 100 }], ...fields } =
    overrides;
  const lowest = skus.map((sku) => sku.price).sort((a, b) => Number(a) - Number(b))[0]!;
  const [row] = await database.db
    .insert(products)
    .values({
      storeId: refs.storeId,
      categoryId: refs.categoryId,
      title: `Product ${sequence}`,
      images: [image],
      price: lowest,
      ...fields,
    })
    .returning();
  await database.db.insert(productSkus).values(skus.map((sku) => ({ ...sku, productId: row!.id })));
  return row!;
}

/** Reviews straight in the database, then the product and store counters recomputed from them. */
export async function buildReviews(
  database: Database,
  productId: number,
  reviews: { stars: number; withPhoto?: boolean; name?: string }[],
) {
  await database.db.insert(productReviews).values(
    reviews.map((review, i) => ({
      productId,
      reviewerName: review.name ?? `Reviewer${i}`,
      stars: review.stars,
      content: `${review.stars} stars`,
      images: review.withPhoto ? [image] : [],
    })),
  );
  await refreshCounters(database.db);
}
