import { type BoundCalls, bindCalls } from '@market/client';
import { sellerSettlementCalls } from '@market/contract/routes/seller-settlement-calls';
import { walletCalls } from '@market/contract/routes/wallet-calls';
import { client } from '../../../lib/api.ts';

/** The store's money: summary, ledger and withdrawal, through the app's one client. */
export const settlementApi: BoundCalls<typeof sellerSettlementCalls> = bindCalls(
  client,
  sellerSettlementCalls,
);

/** The wallet's channels, limits, fees and rates: a store withdraws through the same ones as a buyer. */
export const walletConfig = () => client.call(walletCalls.config);

/** One root: a withdrawal refreshes the summary and the ledger together. */
export const settlementKeys = {
  all: ['settlement'] as const,
  summary: ['settlement', 'summary'] as const,
  log: ['settlement', 'log'] as const,
  walletConfig: ['settlement', 'wallet-config'] as const,
};
