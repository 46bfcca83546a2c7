// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { sellerSettlementCalls as definitions } from '../calls.ts';

export const sellerSettlementCalls: RefsOf<typeof definitions> = {
  summary: {"method":"GET","path":"/merchant/pay/index"},
  log: {"method":"POST","path":"/api/seller/settlement/log"},
  withdraw: {"method":"POST","path":"/api/seller/settlement/withdraw","idempotent":true},
};
