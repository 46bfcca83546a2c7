// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { merchantReviewCalls as definitions } from '../calls.ts';

export const merchantReviewCalls: RefsOf<typeof definitions> = {
  list: {"method":"POST","path":"/api/admin/merchant/list"},
  detail: {"method":"POST","path":"/api/admin/merchant/detail"},
  review: {"method":"POST","path":"/api/admin/merchant/review"},
};
