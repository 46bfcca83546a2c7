import type { HomeSections, Language } from '@market/contract';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stores } from './schema.ts';
import { presentProductCard, presentStoreCard } from './present.ts';
import { type ListSort, listProducts, type ProductFilter } from './product-list.ts';
import { isStoreOpen, storeCardColumns } from './store-queries.ts';
import { homeProductPicks, homeStorePicks } from './home-picks.ts';

const SECTION_SIZE = 10;
const STORE_SECTION_SIZE = 6;

/** The five home sections: newest, recommended, recommended stores, best this month, best ever. */
export async function getHomeSections(db: Db, lang: Language): Promise<HomeSections> {
  const section = (sort: ListSort, filter: ProductFilter = {}) =>
    listProducts(db, filter, { sort, limit: SECTION_SIZE, offset: 0, lang }).then((rows) =>
      rows.map(presentProductCard),
    );
  const [dailyUpdates, recommended, recommendedStores, monthly, hot] = await Promise.all([
    section('new'),
    // the admin's picks in their order (decision 046), else the products and stores flagged recommended
    homeProductPicks(db, (filter) => section('all', filter)),
    homeStorePicks(db, () =>
      db
        .select(storeCardColumns)
        .from(stores)
        .where(isStoreOpen)
        .orderBy(desc(stores.isRecommended), desc(stores.reputation), desc(stores.id))
        .limit(STORE_SECTION_SIZE),
    ),
    section('monthly'),
    section('sales'),
  ]);
  return {
    daily_updates: dailyUpdates,
    recommended_products: recommended,
    recommended_stores: recommendedStores.map(presentStoreCard),
    monthly_sales: monthly,
    hot_products: hot,
  };
}
