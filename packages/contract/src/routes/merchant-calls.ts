// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { merchantCalls as definitions } from '../calls.ts';

export const merchantCalls: RefsOf<typeof definitions> = {
  index: {"method":"GET","path":"/api/merchant/index"},
  indexPost: {"method":"POST","path":"/api/merchant/index"},
  apply: {"method":"POST","path":"/api/merchant/reg"},
};
