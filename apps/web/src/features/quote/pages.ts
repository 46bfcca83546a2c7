import type { ComponentType } from 'react';
import { withTexts } from '../../i18n/index.ts';

type PageModule = { default: ComponentType };

/**
 * The quote pages, each its own chunk, reached through this small chunk with the quotes' texts (as
 * the loan and wallet pages are): the start-up code names one chunk, not two with their
 * dependencies (those lists cost the home route's first load 0.38 KB gzip when named there).
 */
const quotePages = {
  list: () => import('./quotes-page.tsx'),
  detail: () => import('./quote-detail-page.tsx'),
} satisfies Record<string, () => Promise<PageModule>>;

export type QuotePageName = keyof typeof quotePages;

/** A quote page's module, once the quotes' texts are there too. */
export const loadQuotePage = (name: QuotePageName): Promise<PageModule> =>
  withTexts('quotes', quotePages[name]);
