// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { adminUserCalls as definitions } from '../calls.ts';

export const adminUserCalls: RefsOf<typeof definitions> = {
  detail: {"method":"POST","path":"/api/admin/user/detail"},
  freeze: {"method":"POST","path":"/api/admin/user/freeze"},
  unfreeze: {"method":"POST","path":"/api/admin/user/unfreeze"},
  resetFundPassword: {"method":"POST","path":"/api/admin/user/reset_fund_password"},
  revokeSessions: {"method":"POST","path":"/api/admin/user/revoke_sessions"},
  exportCsv: {"method":"POST","path":"/api/admin/user/export"},
};
