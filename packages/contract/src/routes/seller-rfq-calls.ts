// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { sellerRfqCalls as definitions } from '../calls.ts';

export const sellerRfqCalls: RefsOf<typeof definitions> = {
  list: {"method":"POST","path":"/api/seller/rfq/index"},
  detail: {"method":"POST","path":"/api/seller/rfq/detail"},
  answer: {"method":"POST","path":"/api/seller/rfq/answer"},
  decline: {"method":"POST","path":"/api/seller/rfq/decline"},
};
