import type { Page } from 'playwright-core';

/** Exact sums of two-decimal amounts, in cents. */
export const cents = (value: string) => Math.round(Number(value) * 100);
export const fromCents = (value: number) => (value / 100).toFixed(2);

/** Money as the app shows it in English: Intl with two to eight decimals and the site currency. */
export const money = (value: string) =>
  `${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 8 }).format(value as unknown as number)} USDT`;

/** Money as a page shows it in `locale`, formatted by the page's own Intl. */
export const moneyOnPage = (page: Page, locale: string, value: string) =>
  page.evaluate(
    ([lang, amount]) =>
      `${new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 8 }).format(amount as unknown as number)} USDT`,
    [locale, value] as const,
  );
