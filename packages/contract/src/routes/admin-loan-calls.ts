// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { adminLoanCalls as definitions } from '../calls.ts';

export const adminLoanCalls: RefsOf<typeof definitions> = {
  list: {"method":"POST","path":"/api/admin/loan/list"},
  detail: {"method":"POST","path":"/api/admin/loan/detail"},
  review: {"method":"POST","path":"/api/admin/loan/review"},
};
