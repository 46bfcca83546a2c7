import type { ComponentType } from 'react';
import { withTexts } from '../../i18n/index.ts';

type PageModule = { default: ComponentType };

/**
 * The wallet's pages, each its own chunk. The route table reaches them through this small chunk,
 * so the start-up code carries one dynamic import (and one list of chunks to preload) instead of
 * seven: the home route's first load has a budget (docs/PERFORMANCE.md).
 */
const walletPages = {
  withdraw: () => import('./withdraw/withdraw-page.tsx'),
  withdrawRecords: () => import('./withdraw/withdraw-list-page.tsx'),
  recharge: () => import('./recharge/recharge-page.tsx'),
  otherPay: () => import('./recharge/other-pay-page.tsx'),
  transfer: () => import('./recharge/transfer-page.tsx'),
  rechargeRecords: () => import('./recharge/recharge-list-page.tsx'),
  rechargeDetail: () => import('./recharge/recharge-detail-page.tsx'),
} satisfies Record<string, () => Promise<PageModule>>;

export type WalletPageName = keyof typeof walletPages;

/** A wallet page's module, once the wallet's texts are there too. */
export const loadWalletPage = (name: WalletPageName): Promise<PageModule> =>
  withTexts('wallet', walletPages[name]);
