// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { cartCalls as definitions } from '../calls.ts';

export const cartCalls: RefsOf<typeof definitions> = {
  list: {"method":"POST","path":"/api/cart/index"},
  add: {"method":"POST","path":"/api/cart/add"},
  addMany: {"method":"POST","path":"/api/cart/add-many"},
  set: {"method":"POST","path":"/api/cart/set"},
  remove: {"method":"POST","path":"/api/cart/del"},
  merge: {"method":"POST","path":"/api/cart/merge"},
};
