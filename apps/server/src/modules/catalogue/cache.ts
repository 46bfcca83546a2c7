import type { HomeSections } from '@market/contract';
import { TtlCache } from '../../lib/ttl-cache.ts';

/**
 * What the catalogue may answer slightly stale, per server instance: list totals (a count over
 * 100,000 rows costs over 100 ms; a total that lags by a minute misleads nobody) and the home feed,
 * which every visit asks for. `invalidate()` is for whoever changes products: the feed is rebuilt
 * on the next visit instead of after its time-to-live.
 */
export class CatalogueCache {
  readonly totals = new TtlCache<number>(60_000);
  readonly home = new TtlCache<HomeSections>(30_000, 1);

  invalidate(): void {
    this.totals.clear();
    this.home.clear();
  }
}
