// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { catalogueCalls as definitions } from '../calls.ts';

export const catalogueCalls: RefsOf<typeof definitions> = {
  products: {"method":"POST","path":"/api/index/pro"},
  product: {"method":"POST","path":"/api/index/pro_info"},
  reviews: {"method":"POST","path":"/api/index/reviews"},
  searchProducts: {"method":"POST","path":"/api/index/search_pro"},
  searchStores: {"method":"POST","path":"/api/index/search_shop"},
  stores: {"method":"POST","path":"/api/index/shops"},
  store: {"method":"POST","path":"/api/index/shop_info"},
  category: {"method":"POST","path":"/api/index/category"},
};
