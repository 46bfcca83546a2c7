import type { HomeSections } from '@market/contract';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { ProductCardRow, StoreCardRow } from './present.ts';

/**
 * What the catalogue may answer slightly stale, per server instance: list totals (a count over
 * 100,000 rows costs over 100 ms; a total that lags by a minute misleads nobody) and the home feed,
 * which every visit asks for; and search result pages, because ranking every match of a popular
 * keyword costs tens of milliseconds and the same keywords come back all day. `invalidate()` is for whoever changes products: the feed is rebuilt
 * on the next visit instead of after its time-to-live.
 */
export class CatalogueCache {
  readonly totals = new TtlCache<number>(60_000);
  readonly home = new TtlCache<HomeSections>(30_000, 1);
  readonly productSearches = new TtlCache<ProductCardRow[]>(60_000, 2000);
  readonly storeSearches = new TtlCache<StoreCardRow[]>(60_000, 500);

  invalidate(): void {
    this.totals.clear();
    this.home.clear();
    this.productSearches.clear();
    this.storeSearches.clear();
  }
}
