import { type HomeSections, LANGUAGES } from '@market/contract';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { SiteSnapshot } from '../site/index.ts';
import type { CategoryRow } from './category-queries.ts';
import type { ProductCardRow, StoreCardRow } from './present.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: CatalogueCache;
  }
}

/**
 * What the public catalogue and home may answer slightly stale, per server instance: list totals
 * (a count over 100,000 rows costs over 100 ms; a total that lags by a minute misleads nobody),
 * list pages for ten seconds (each costs a query and most visitors see the same few), the home
 * feed and the site settings with the footer (every visit asks for them), the category
 * tree (every category filter walks it), and search result pages (ranking every match of a popular
 * keyword costs tens of milliseconds and the same keywords come back all day).
 *
 * Whoever changes the data in this process calls the matching `invalidate…()`, so this instance
 * answers the change at once; with REDIS_URL the other instances are told at once too
 * (`onInvalidate`, lib/cache-bus.ts), without it they catch up within the time-to-live (decision 008).
 */
/** What an invalidation covers: products and stores, the site settings, or the category tree. */
export type CacheScope = 'catalogue' | 'site' | 'categories';

export class CatalogueCache {
  /** Called with what was invalidated here, to tell the other instances. */
  onInvalidate: (scope: CacheScope) => void = () => {};

  readonly totals = new TtlCache<number>(60_000, 5000);
  /**
   * List pages by language, sort, filter and page: the first pages of each sort are what everyone
   * browses. Pages and searches hold titles in their language, so the language is in their keys.
   * Store pages are lists too: 1,000 stores' first three pages overflowed 1,000 entries and every
   * store page missed (1,240 req/s on the 100k set; 6,243 with room for 4,000). A page of 20 cards
   * held about 3.5 KB of the server's memory (3,000 store pages: RSS +10 MB), so 5,000 cost ~18 MB.
   */
  readonly productPages = new TtlCache<ProductCardRow[]>(10_000, 5000);
  /** By language: the sections' titles are in it (decision 039). */
  readonly home = new TtlCache<HomeSections>(30_000, LANGUAGES.length);
  readonly site = new TtlCache<SiteSnapshot>(30_000, 1);
  readonly categories = new TtlCache<CategoryRow[]>(60_000, 1);
  readonly productSearches = new TtlCache<ProductCardRow[]>(60_000, 2000);
  readonly storeSearches = new TtlCache<StoreCardRow[]>(60_000, 500);
  /**
   * The seller's product list totals by store, shelf status and keyword (a count over a store's
   * 10,000 products costs 5 ms; its pages are read fresh every time). Every product change calls
   * `invalidate()`, so a seller sees the count follow their change at once (decision 027).
   */
  readonly sellerTotals = new TtlCache<number>(60_000, 2000);
  /**
   * The store id each merchant owns, for the seller's reads: a store never changes owner, so this
   * is never stale and no change clears it; a merchant without a store is not remembered (the
   * lookup fails). One query less on every list page (a third of its round trips to PostgreSQL,
   * whose socket writes were 39 % of the server's CPU on that call).
   */
  readonly ownStoreIds = new TtlCache<number>(300_000, 10_000);

  /** Products or stores changed: lists, totals, searches and the home feed. */
  invalidate(): void {
    this.clear('catalogue');
    this.onInvalidate('catalogue');
  }

  /** Site settings or footer articles changed (the admin's settings and content edits). */
  invalidateSite(): void {
    this.clear('site');
    this.onInvalidate('site');
  }

  /** Categories were added, moved or renamed. Totals and pages per category depend on the tree too. */
  invalidateCategories(): void {
    this.clear('categories');
    this.onInvalidate('categories');
  }

  invalidateAll(): void {
    this.invalidate();
    this.invalidateSite();
    this.invalidateCategories();
  }

  /** Forgets what a scope covers in this instance only (another instance's change arriving). */
  clear(scope: CacheScope): void {
    if (scope === 'site') return this.site.clear();
    if (scope === 'categories') this.categories.clear();
    this.totals.clear();
    this.productPages.clear();
    this.home.clear();
    this.productSearches.clear();
    this.storeSearches.clear();
    this.sellerTotals.clear();
  }
}
