import type { Language, ProductSort } from '@market/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { catalogueKeys } from '../features/catalogue/api/keys.ts';
import { rememberWebsite, type SiteIndex, siteIndexKey } from '../features/shell/use-website.ts';

/**
 * What the server inlines in the shell of `/`, `/product`, `/goods?id=` and `/store/:id` (decision
 * 062); on all but the home, the site settings too (decision 065).
 */
type FirstPage = { lang: Language; data: unknown; site?: SiteIndex } & (
  | { page: 'home' }
  | { page: 'products'; sort: ProductSort }
  | { page: 'product'; id: number }
  | { page: 'store'; id: number }
);

// the inlined answer counts as fresh this long, so the page's first query does not ask again at once
const FRESH_MS = 60_000;

function readFirstPage(): FirstPage | undefined {
  const element = document.getElementById('first-page');
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as FirstPage;
  } catch {
    return undefined;
  }
}

/**
 * Puts the first page's answer, inlined by the server, where the page's first query reads it. Only
 * in the language the app starts in, and the viewer-dependent answers (detail, store) only for a
 * visitor: the server inlines what a visitor sees. A shell without it (the service worker's
 * precached copy, any other page) changes nothing: the page asks the API.
 */
export function seedFirstPage(queryClient: QueryClient, lang: Language, isVisitor: boolean): void {
  const first = readFirstPage();
  if (!first || first.lang !== lang) return;
  const seed = (key: QueryKey, data: unknown) => {
    queryClient.setQueryDefaults(key, { staleTime: FRESH_MS });
    queryClient.setQueryData(key, data, { updatedAt: Date.now() });
  };
  const firstPageOf = (data: unknown) => ({ pages: [data], pageParams: [1] });
  // the shell's settings without the home's sections: the shell asks nothing before its first
  // screen, and the home, opened later, asks for its sections (useSiteIndex)
  if (first.site) {
    rememberWebsite(first.site);
    queryClient.setQueryData(siteIndexKey, first.site, { updatedAt: Date.now() });
  }
  if (first.page === 'home') {
    rememberWebsite(first.data as SiteIndex);
    seed(siteIndexKey, first.data);
  } else if (first.page === 'products') {
    seed(catalogueKeys.products({ sort: first.sort }), firstPageOf(first.data));
  } else if (first.page === 'product' && isVisitor) {
    seed(catalogueKeys.product(first.id, 0), first.data);
  } else if (first.page === 'store' && isVisitor) {
    seed(catalogueKeys.store(first.id, 0, ''), firstPageOf(first.data));
  }
}
