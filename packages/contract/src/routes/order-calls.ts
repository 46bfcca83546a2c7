// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { orderCalls as definitions } from '../calls.ts';

export const orderCalls: RefsOf<typeof definitions> = {
  confirm: {"method":"POST","path":"/api/order/confirm"},
  create: {"method":"POST","path":"/api/order/create"},
  checkout: {"method":"POST","path":"/api/order/checkout"},
  pay: {"method":"POST","path":"/api/order/pay","idempotent":true},
  list: {"method":"POST","path":"/api/order/index"},
  detail: {"method":"POST","path":"/api/order/detail"},
  cancel: {"method":"POST","path":"/api/order/cancel"},
  receive: {"method":"POST","path":"/api/order/receive"},
  assess: {"method":"POST","path":"/api/order/assess"},
};
