// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { loanCalls as definitions } from '../calls.ts';

export const loanCalls: RefsOf<typeof definitions> = {
  products: {"method":"POST","path":"/api/loan/products"},
  apply: {"method":"POST","path":"/api/loan/apply"},
  list: {"method":"POST","path":"/api/loan/index"},
  detail: {"method":"POST","path":"/api/loan/detail"},
  repay: {"method":"POST","path":"/api/loan/repay","idempotent":true},
};
