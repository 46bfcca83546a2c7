import { defineCall } from '../common/call.ts';
import { emptyBody } from '../common/envelope.ts';
import {
  adminRechargeListRequest,
  adminRechargePage,
  adminWithdrawalPage,
  adminWithdrawListRequest,
  rechargeReviewRequest,
  walletSettingsSchema,
  withdrawReviewRequest,
} from './review.ts';
import { rechargeSchema, withdrawalSchema } from './wallet.ts';

const tags = ['admin'];
const admin = 'admin' as const;

/** The back office's review of recharges and withdrawals, and the wallet's channels and rates. */
export const walletReviewCalls = {
  recharges: defineCall({
    method: 'POST',
    path: '/api/admin/recharge/list',
    access: admin,
    tags,
    summary: 'Recharges, newest first, by status or user',
    request: adminRechargeListRequest,
    response: adminRechargePage,
  }),
  reviewRecharge: defineCall({
    method: 'POST',
    path: '/api/admin/recharge/review',
    access: admin,
    tags,
    summary: 'Approve (credit at the current rate) or reject a recharge, once (audited)',
    request: rechargeReviewRequest,
    response: rechargeSchema,
  }),
  withdrawals: defineCall({
    method: 'POST',
    path: '/api/admin/withdraw/list',
    access: admin,
    tags,
    summary: 'Withdrawals, newest first, by status or user',
    request: adminWithdrawListRequest,
    response: adminWithdrawalPage,
  }),
  reviewWithdrawal: defineCall({
    method: 'POST',
    path: '/api/admin/withdraw/review',
    access: admin,
    tags,
    summary:
      'Mark a withdrawal paid with its transaction hash, or reject it (refunds the hold); once, audited',
    request: withdrawReviewRequest,
    response: withdrawalSchema,
  }),
  settings: defineCall({
    method: 'POST',
    path: '/api/admin/wallet/settings',
    access: admin,
    tags,
    summary: 'Every wallet channel (enabled, address, limits, fees) and the exchange rates',
    request: emptyBody,
    response: walletSettingsSchema,
  }),
  saveSettings: defineCall({
    method: 'POST',
    path: '/api/admin/wallet/settings/save',
    access: admin,
    tags,
    summary: 'Save every wallet channel and the rates at once, each checked (audited)',
    request: walletSettingsSchema,
    response: walletSettingsSchema,
  }),
};
