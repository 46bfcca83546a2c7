import { defineCall } from '../common/call.ts';
import { withdrawRequest, withdrawResponse } from '../wallet/wallet.ts';
import { settlementLogPage, settlementLogRequest, settlementSummary } from './settlement.ts';

const tags = ['seller'];
const merchant = 'merchant' as const;

/** The money of the merchant's own store: its balance, its ledger, and withdrawing it. */
export const sellerSettlementCalls = {
  summary: defineCall({
    method: 'GET',
    path: '/merchant/pay/index',
    access: merchant,
    tags,
    summary: 'The store’s settlement: available, pending, withdrawing, earned and commission',
    response: settlementSummary,
  }),
  log: defineCall({
    method: 'POST',
    path: '/api/seller/settlement/log',
    access: merchant,
    tags,
    summary: 'The store account’s ledger entries, newest first',
    request: settlementLogRequest,
    response: settlementLogPage,
  }),
  withdraw: defineCall({
    method: 'POST',
    path: '/api/seller/settlement/withdraw',
    access: merchant,
    tags,
    summary:
      'Withdraw the store’s balance in crypto, reviewed like a buyer’s withdrawal; takes an Idempotency-Key header',
    request: withdrawRequest,
    response: withdrawResponse,
    idempotent: true,
  }),
};
