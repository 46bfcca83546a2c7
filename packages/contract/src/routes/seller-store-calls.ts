// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { sellerStoreCalls as definitions } from '../calls.ts';

export const sellerStoreCalls: RefsOf<typeof definitions> = {
  profile: {"method":"GET","path":"/api/seller/store"},
  update: {"method":"POST","path":"/api/seller/store/update"},
  holiday: {"method":"POST","path":"/api/seller/store/holiday"},
  sales: {"method":"POST","path":"/api/seller/store/sales"},
};
