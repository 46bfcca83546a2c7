// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { adminRecordCalls as definitions } from '../calls.ts';

export const adminRecordCalls: RefsOf<typeof definitions> = {
  orders: {"method":"POST","path":"/api/admin/order/list"},
  exportOrders: {"method":"POST","path":"/api/admin/order/export"},
  ledger: {"method":"POST","path":"/api/admin/ledger/list"},
  exportLedger: {"method":"POST","path":"/api/admin/ledger/export"},
};
