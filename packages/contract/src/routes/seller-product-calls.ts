// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { sellerProductCalls as definitions } from '../calls.ts';

export const sellerProductCalls: RefsOf<typeof definitions> = {
  list: {"method":"POST","path":"/api/seller/product/index"},
  detail: {"method":"POST","path":"/api/seller/product/detail"},
  save: {"method":"POST","path":"/api/seller/product/save"},
  shelf: {"method":"POST","path":"/api/seller/product/shelf"},
  remove: {"method":"POST","path":"/api/seller/product/delete"},
  stock: {"method":"POST","path":"/api/seller/product/stock"},
  exportCsv: {"method":"GET","path":"/api/seller/product/export"},
  importCsv: {"method":"POST","path":"/api/seller/product/import"},
};
