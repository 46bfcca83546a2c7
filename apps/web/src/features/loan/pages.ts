import type { ComponentType } from 'react';
import { withTexts } from '../../i18n/index.ts';

type PageModule = { default: ComponentType };

/**
 * The loan pages, each its own chunk, reached through this small chunk with the loan texts (as the
 * wallet's pages are, features/wallet/pages.ts): the start-up code names one chunk, not three.
 */
const loanPages = {
  apply: () => import('./loan-page.tsx'),
  records: () => import('./records-page.tsx'),
  detail: () => import('./detail-page.tsx'),
} satisfies Record<string, () => Promise<PageModule>>;

export type LoanPageName = keyof typeof loanPages;

/** A loan page's module, once the loan texts are there too. */
export const loadLoanPage = (name: LoanPageName): Promise<PageModule> => withTexts('loan', loanPages[name]);
