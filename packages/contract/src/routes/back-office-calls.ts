// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { backOfficeCalls as definitions } from '../calls.ts';

export const backOfficeCalls: RefsOf<typeof definitions> = {
  dashboard: {"method":"POST","path":"/api/admin/dashboard"},
  audit: {"method":"POST","path":"/api/admin/audit/list"},
  auditActions: {"method":"POST","path":"/api/admin/audit/actions"},
  admins: {"method":"POST","path":"/api/admin/admins/list"},
  grantAdmin: {"method":"POST","path":"/api/admin/admins/grant"},
  setAdminRole: {"method":"POST","path":"/api/admin/admins/role"},
  revokeAdmin: {"method":"POST","path":"/api/admin/admins/revoke"},
};
