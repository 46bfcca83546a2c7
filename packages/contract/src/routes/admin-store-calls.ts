// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { adminStoreCalls as definitions } from '../calls.ts';

export const adminStoreCalls: RefsOf<typeof definitions> = {
  suspend: {"method":"POST","path":"/api/admin/store/suspend"},
  reopen: {"method":"POST","path":"/api/admin/store/reopen"},
  list: {"method":"POST","path":"/api/admin/store/list"},
  detail: {"method":"POST","path":"/api/admin/store/detail"},
  commission: {"method":"POST","path":"/api/admin/store/commission"},
};
