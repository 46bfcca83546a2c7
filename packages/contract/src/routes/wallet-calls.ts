// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { walletCalls as definitions } from '../calls.ts';

export const walletCalls: RefsOf<typeof definitions> = {
  moneyLog: {"method":"POST","path":"/api/user/money_log"},
  config: {"method":"POST","path":"/api/wallet/recharge_config"},
  recharge: {"method":"POST","path":"/api/wallet/recharge"},
  recharges: {"method":"POST","path":"/api/wallet/recharge_list"},
  rechargeDetail: {"method":"POST","path":"/api/wallet/recharge_detail"},
  withdraw: {"method":"POST","path":"/api/wallet/withdraw","idempotent":true},
  withdrawals: {"method":"POST","path":"/api/wallet/withdraw_list"},
};
