// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { adminAdjustmentCalls as definitions } from '../calls.ts';

export const adminAdjustmentCalls: RefsOf<typeof definitions> = {
  list: {"method":"POST","path":"/api/admin/adjustment/list"},
  approve: {"method":"POST","path":"/api/admin/adjustment/approve"},
  reject: {"method":"POST","path":"/api/admin/adjustment/reject"},
};
