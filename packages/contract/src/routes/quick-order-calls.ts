// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { quickOrderCalls as definitions } from '../calls.ts';

export const quickOrderCalls: RefsOf<typeof definitions> = {
  reorder: {"method":"POST","path":"/api/order/reorder"},
  quickCheck: {"method":"POST","path":"/api/cart/quick-check"},
};
