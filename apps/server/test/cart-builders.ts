import { asc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { productSkus } from '../src/db/schema.ts';
import { buildCategory, buildProduct, buildStore } from './catalogue-builders.ts';

/** A store with one product of `count` SKUs (sizes S1, S2, …): what a cart line points at. */
export async function buildSkus(
  database: Database,
  options: { count?: number; storeName?: string; title?: string; price?: string; stock?: number } = {},
) {
  const { count = 1, price = '10', stock = 100 } = options;
  const category = await buildCategory(database);
  const store = await buildStore(database, options.storeName ? { name: options.storeName } : {});
  const product = await buildProduct(
    database,
    { storeId: store.id, categoryId: category.id },
    {
      ...(options.title && { title: options.title }),
      skus: Array.from({ length: count }, (_, i) => ({ size: `S${i + 1}`, color: 'Black', price, stock })),
    },
  );
  const rows = await database.db
    .select({ id: productSkus.id })
    .from(productSkus)
    .where(eq(productSkus.productId, product.id))
    .orderBy(asc(productSkus.id));
  return { store, product, skuIds: rows.map((row) => row.id) };
}
