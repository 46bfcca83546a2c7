import type { ComponentType } from 'react';
import { withTexts } from '../../i18n/index.ts';

/**
 * The merchant page and its texts, behind this small chunk: the route table then names one chunk
 * instead of the page's dozens of shared ones, which would sit in the start-up code (the home route's
 * first load has a budget, docs/PERFORMANCE.md), as the wallet's pages do (features/wallet/pages.ts).
 */
export const loadMerchantPage = (): Promise<{ default: ComponentType }> =>
  withTexts('merchant', () => import('./merchant-page.tsx'));
