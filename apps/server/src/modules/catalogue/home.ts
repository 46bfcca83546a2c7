import type { HomeSections } from '@market/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, stores } from '../../db/schema.ts';
import { presentProductCard, presentStoreCard } from './present.ts';
import { ORDER_BY, listProducts } from './product-queries.ts';
import { storeCardColumns } from './store-queries.ts';

const SECTION_SIZE = 10;
const STORE_SECTION_SIZE = 6;

/** The five home sections: newest, recommended, recommended stores, best this month, best ever. */
export async function getHomeSections(db: Db): Promise<HomeSections> {
  const section = (orderBy: typeof ORDER_BY.all, where?: ReturnType<typeof eq>) =>
    listProducts(db, { where }, { orderBy, limit: SECTION_SIZE, offset: 0 }).then((rows) =>
      rows.map(presentProductCard),
    );
  const [dailyUpdates, recommended, recommendedStores, monthly, hot] = await Promise.all([
    section(ORDER_BY.new),
    section(ORDER_BY.all, eq(products.isRecommended, true)),
    db
      .select(storeCardColumns)
      .from(stores)
      .orderBy(desc(stores.isRecommended), desc(stores.reputation), desc(stores.id))
      .limit(STORE_SECTION_SIZE),
    section([desc(products.monthlySales), desc(products.id)]),
    section(ORDER_BY.sales),
  ]);
  return {
    daily_updates: dailyUpdates,
    recommended_products: recommended,
    recommended_stores: recommendedStores.map(presentStoreCard),
    monthly_sales: monthly,
    hot_products: hot,
  };
}
