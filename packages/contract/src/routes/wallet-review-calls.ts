// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
import type { RefsOf } from '../common/call-ref.ts';
import type { walletReviewCalls as definitions } from '../calls.ts';

export const walletReviewCalls: RefsOf<typeof definitions> = {
  recharges: {"method":"POST","path":"/api/admin/recharge/list"},
  reviewRecharge: {"method":"POST","path":"/api/admin/recharge/review"},
  withdrawals: {"method":"POST","path":"/api/admin/withdraw/list"},
  reviewWithdrawal: {"method":"POST","path":"/api/admin/withdraw/review"},
  approveWithdrawal: {"method":"POST","path":"/api/admin/withdraw/approve"},
  payWithdrawal: {"method":"POST","path":"/api/admin/withdraw/pay"},
  rejectWithdrawal: {"method":"POST","path":"/api/admin/withdraw/reject"},
  settings: {"method":"POST","path":"/api/admin/wallet/settings"},
  saveSettings: {"method":"POST","path":"/api/admin/wallet/settings/save"},
};
