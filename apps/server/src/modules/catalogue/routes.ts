import { catalogueCalls } from '@market/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../plugins/calls.ts';
import * as catalogue from './service.ts';

/** What anyone may browse; a logged-in caller also learns what they follow and favour. */
export function catalogueRoutes(ctx: AppContext) {
  const { db } = ctx;
  const deps = { db, cache: ctx.catalogueCache };
  return [
    route(catalogueCalls.products, ({ input, request }) => catalogue.listProducts(deps, input, request.lang)),
    route(catalogueCalls.product, ({ input, user, request }) =>
      catalogue.getProductDetail(deps, input.id, user?.id ?? null, request.lang),
    ),
    route(catalogueCalls.reviews, ({ input }) => catalogue.listProductReviews(db, input)),
    route(catalogueCalls.searchProducts, ({ input, request }) =>
      catalogue.searchProductPage(deps, input, request.lang),
    ),
    route(catalogueCalls.searchStores, ({ input }) => catalogue.searchStorePage(deps, input)),
    route(catalogueCalls.stores, ({ input }) => catalogue.listStorePage(deps, input)),
    route(catalogueCalls.store, ({ input, user, request }) =>
      catalogue.getStoreInfo(deps, input, user?.id ?? null, request.lang),
    ),
    route(catalogueCalls.category, ({ input, request }) =>
      catalogue.getCategoryListing(deps, input.pid, request.lang),
    ),
  ];
}
