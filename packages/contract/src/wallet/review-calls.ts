import { defineCall } from '../common/call.ts';
import { emptyBody } from '../common/envelope.ts';
import {
  adminRechargeListRequest,
  adminRechargePage,
  adminWithdrawalPage,
  adminWithdrawalSchema,
  adminWithdrawListRequest,
  rechargeReviewRequest,
  walletSettingsSchema,
  withdrawReviewRequest,
} from './review.ts';
import { rechargeSchema, withdrawalSchema } from './wallet.ts';
import { withdrawApproveRequest, withdrawPayRequest, withdrawRejectRequest } from './withdraw-steps.ts';

const tags = ['admin'];
const admin = 'admin' as const;

/** The back office's review of recharges and withdrawals, and the wallet's channels and rates. */
export const walletReviewCalls = {
  recharges: defineCall({
    method: 'POST',
    path: '/api/admin/recharge/list',
    access: admin,
    permission: 'recharges',
    tags,
    summary: 'Recharges, newest first, by status or user',
    request: adminRechargeListRequest,
    response: adminRechargePage,
  }),
  reviewRecharge: defineCall({
    method: 'POST',
    path: '/api/admin/recharge/review',
    access: admin,
    permission: 'recharges',
    tags,
    summary: 'Approve (credit at the current rate) or reject a recharge, once (audited)',
    request: rechargeReviewRequest,
    response: rechargeSchema,
  }),
  withdrawals: defineCall({
    method: 'POST',
    path: '/api/admin/withdraw/list',
    access: admin,
    permission: 'withdrawals',
    tags,
    summary: 'Withdrawals, newest first, by status or user',
    request: adminWithdrawListRequest,
    response: adminWithdrawalPage,
  }),
  reviewWithdrawal: defineCall({
    method: 'POST',
    path: '/api/admin/withdraw/review',
    access: admin,
    permission: 'withdrawals',
    tags,
    summary:
      'Approve and pay a withdrawal in one step (its approvals complete) with its transaction hash, or reject it (refunds the hold); once, audited',
    request: withdrawReviewRequest,
    response: withdrawalSchema,
  }),
  approveWithdrawal: defineCall({
    method: 'POST',
    path: '/api/admin/withdraw/approve',
    access: admin,
    permission: 'withdrawals',
    tags,
    summary:
      "Approve a pending withdrawal: one admin's approval, or two different admins' above the two-person threshold, never the account holder's (audited)",
    request: withdrawApproveRequest,
    response: adminWithdrawalSchema,
  }),
  payWithdrawal: defineCall({
    method: 'POST',
    path: '/api/admin/withdraw/pay',
    access: admin,
    permission: 'withdrawals',
    tags,
    summary: 'Mark an approved withdrawal paid with its on-chain transaction hash, once (audited)',
    request: withdrawPayRequest,
    response: adminWithdrawalSchema,
  }),
  rejectWithdrawal: defineCall({
    method: 'POST',
    path: '/api/admin/withdraw/reject',
    access: admin,
    permission: 'withdrawals',
    tags,
    summary:
      'Reject a withdrawal not yet paid, with a reason: the hold returns to its balance, once (audited)',
    request: withdrawRejectRequest,
    response: adminWithdrawalSchema,
  }),
  settings: defineCall({
    method: 'POST',
    path: '/api/admin/wallet/settings',
    access: admin,
    permission: 'settings',
    tags,
    summary: 'Every wallet channel (enabled, address, limits, fees) and the exchange rates',
    request: emptyBody,
    response: walletSettingsSchema,
  }),
  saveSettings: defineCall({
    method: 'POST',
    path: '/api/admin/wallet/settings/save',
    access: admin,
    permission: 'settings',
    tags,
    summary: 'Save every wallet channel and the rates at once, each checked (audited)',
    request: walletSettingsSchema,
    response: walletSettingsSchema,
  }),
};
