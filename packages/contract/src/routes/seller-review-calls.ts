// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { sellerReviewCalls as definitions } from '../calls.ts';

export const sellerReviewCalls: RefsOf<typeof definitions> = {
  list: {"method":"POST","path":"/api/seller/review/index"},
  reply: {"method":"POST","path":"/api/seller/review/reply"},
};
