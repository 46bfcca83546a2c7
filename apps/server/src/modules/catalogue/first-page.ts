import { catalogueCalls, type Language } from '@market/contract';
import type { AppContext } from '../../context.ts';
import type { FirstPage, FirstPageData, FirstPageReader } from '../../plugins/first-page.ts';
import { loadSite, presentWebsite } from '../site/index.ts';
import { getHomeSections } from './home.ts';
import * as catalogue from './service.ts';

/** Items per page of the buyer app's lists (apps/web/src/lib/paging.ts). */
const PAGE_SIZE = 20;
const PRODUCT_SIZES = '(min-width: 560px) 210px, 50vw';
const WIDE_SIZES = '(min-width: 640px) 640px, 100vw';

const positiveId = (value: string | null | undefined) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id <= 2 ** 31 - 1 ? id : null;
};

/**
 * The first page's data for the buyer shell: `/`, `/product` (unfiltered, any sort), `/goods?id=`
 * and `/store/:id`, read from the catalogue's services as a visitor (no user: the shell is the same
 * for everyone asking in that language, decision 062). null for any other page, an unknown id or a
 * failure: the app then asks the API as it always did.
 */
export function firstPageReader(ctx: AppContext): FirstPageReader {
  const deps = { db: ctx.db, cache: ctx.catalogueCache };
  const pages: {
    path: RegExp;
    read: (
      url: URL,
      match: RegExpMatchArray,
      lang: Language,
    ) => Promise<(Omit<FirstPage, 'inline'> & { inline: FirstPageData }) | null>;
  }[] = [
    {
      path: /^\/$/,
      read: async (_url, _match, lang) => {
        const [site, sections] = await Promise.all([
          ctx.catalogueCache.site.get('site', () => loadSite(ctx.db)),
          ctx.catalogueCache.home.get(lang, () => getHomeSections(ctx.db, lang)),
        ]);
        // the recommended grid's first card is the home's largest paint at 375-412 px wide
        const first = sections.recommended_products[0];
        return {
          inline: { page: 'home', data: { ...presentWebsite(site, lang), ...sections } },
          picture: first && { url: first.image, srcset: first.srcset, sizes: PRODUCT_SIZES },
        };
      },
    },
    {
      path: /^\/product$/,
      read: async (url, _match, lang) => {
        // a filter by category or price is a later page: only the tabs' sorts come inlined
        if ([...url.searchParams.keys()].some((key) => key !== 'sort')) return null;
        const input = catalogueCalls.products.request.safeParse({
          page: 1,
          limit: PAGE_SIZE,
          sort: url.searchParams.get('sort') ?? 'all',
        });
        if (!input.success) return null;
        const data = await catalogue.listProducts(deps, input.data, lang);
        const first = data.list[0];
        return {
          inline: { page: 'products', sort: input.data.sort, data },
          picture: first && { url: first.image, srcset: first.srcset, sizes: PRODUCT_SIZES },
        };
      },
    },
    {
      path: /^\/goods$/,
      read: async (url, _match, lang) => {
        const id = positiveId(url.searchParams.get('id'));
        if (!id) return null;
        const data = await catalogue.getProductDetail(deps, id, null, lang);
        const first = data.images[0];
        return {
          inline: { page: 'product', id, data },
          picture: first && { url: first.url, srcset: first.srcset, sizes: WIDE_SIZES },
        };
      },
    },
    {
      path: /^\/store\/(\d+)$/,
      read: async (_url, match, lang) => {
        const id = positiveId(match[1]);
        if (!id) return null;
        const input = catalogueCalls.store.request.parse({ id, page: 1, limit: PAGE_SIZE });
        const data = await catalogue.getStoreInfo(deps, input, null, lang);
        const banner = data.shop.banner;
        return {
          inline: { page: 'store', id, data },
          picture: banner ? { ...banner, sizes: WIDE_SIZES } : undefined,
        };
      },
    },
  ];

  return async (requestUrl: string, lang: Language): Promise<FirstPage | null> => {
    const url = new URL(requestUrl, 'http://localhost');
    for (const page of pages) {
      const match = url.pathname.match(page.path);
      if (!match) continue;
      // the shell's settings (title, footer, service link) come with every other page too, so
      // none of them asks /api/index/index while its first screen loads (decision 065); the
      // home's answer carries them already
      const site =
        url.pathname === '/'
          ? undefined
          : ctx.catalogueCache.site
              .get('site', () => loadSite(ctx.db))
              .then(
                (snapshot) => presentWebsite(snapshot, lang),
                () => undefined,
              );
      // an unknown id is the API's not-found: the app shows it after asking
      const [found, settings] = await Promise.all([page.read(url, match, lang).catch(() => null), site]);
      return found && { ...found, inline: { ...found.inline, lang, ...(settings && { site: settings }) } };
    }
    return null;
  };
}
