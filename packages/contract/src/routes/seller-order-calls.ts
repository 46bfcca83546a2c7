// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { sellerOrderCalls as definitions } from '../calls.ts';

export const sellerOrderCalls: RefsOf<typeof definitions> = {
  list: {"method":"POST","path":"/api/seller/order/index"},
  detail: {"method":"POST","path":"/api/seller/order/detail"},
  ship: {"method":"POST","path":"/api/seller/order/ship"},
  cancel: {"method":"POST","path":"/api/seller/order/cancel"},
};
