import { defineCall } from '../common/call.ts';
import { moneyLogPage, moneyLogRequest } from './ledger.ts';
import {
  rechargeConfigResponse,
  rechargeDetailRequest,
  rechargePage,
  rechargeRequest,
  rechargeSchema,
  walletListRequest,
  withdrawalPage,
  withdrawRequest,
  withdrawResponse,
} from './wallet.ts';

const tags = ['wallet'];
const user = 'user' as const;

/** The caller's balance: its log, crypto recharges (reviewed by an admin) and withdrawals. */
export const walletCalls = {
  moneyLog: defineCall({
    method: 'POST',
    path: '/api/user/money_log',
    access: user,
    tags: ['ledger'],
    summary: "The caller's balance changes, newest first",
    request: moneyLogRequest,
    response: moneyLogPage,
  }),
  config: defineCall({
    method: 'POST',
    path: '/api/wallet/recharge_config',
    access: user,
    tags,
    summary: 'Currencies, networks, deposit addresses, limits, fees, rates and the balance',
    response: rechargeConfigResponse,
  }),
  recharge: defineCall({
    method: 'POST',
    path: '/api/wallet/recharge',
    access: user,
    tags,
    summary: 'Ask for a recharge, with the transfer screenshot (a private upload), for review',
    request: rechargeRequest,
    response: rechargeSchema,
  }),
  recharges: defineCall({
    method: 'POST',
    path: '/api/wallet/recharge_list',
    access: user,
    tags,
    summary: "The caller's recharges, newest first",
    request: walletListRequest,
    response: rechargePage,
  }),
  rechargeDetail: defineCall({
    method: 'POST',
    path: '/api/wallet/recharge_detail',
    access: user,
    tags,
    summary: "One of the caller's recharges",
    request: rechargeDetailRequest,
    response: rechargeSchema,
  }),
  withdraw: defineCall({
    method: 'POST',
    path: '/api/wallet/withdraw',
    access: user,
    tags,
    summary: 'Withdraw to an address: the amount is held at once; takes an Idempotency-Key header',
    request: withdrawRequest,
    response: withdrawResponse,
    idempotent: true,
  }),
  withdrawals: defineCall({
    method: 'POST',
    path: '/api/wallet/withdraw_list',
    access: user,
    tags,
    summary: "The caller's withdrawals, newest first",
    request: walletListRequest,
    response: withdrawalPage,
  }),
};
