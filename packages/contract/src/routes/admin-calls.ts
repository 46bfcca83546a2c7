// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { adminCalls as definitions } from '../calls.ts';

export const adminCalls: RefsOf<typeof definitions> = {
  login: {"method":"POST","path":"/api/admin/login"},
  me: {"method":"POST","path":"/api/admin/me"},
  users: {"method":"POST","path":"/api/admin/user/list"},
  adjustBalance: {"method":"POST","path":"/api/admin/user/adjust_balance","idempotent":true},
  jobs: {"method":"POST","path":"/api/admin/jobs"},
};
