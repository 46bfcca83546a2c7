import { localeOf } from '@market/app-kit/languages';
import { formatMoney } from '@market/app-kit/money';
import i18next from 'i18next';

/** The store's money: kept in USDT, as the ledger keeps it. */
export const money = (value: string): string => formatMoney(value, 'USDT');

/** A count in the reader's digits and grouping. */
export const count = (value: number): string =>
  new Intl.NumberFormat(localeOf(i18next.language)).format(value);

/** A short amount for a chart's axis: 1.2K, 3.4万. */
export const compact = (value: number): string =>
  new Intl.NumberFormat(localeOf(i18next.language), { notation: 'compact', maximumFractionDigits: 1 }).format(
    value,
  );

/** A day of a sales series (`YYYY-MM-DD`, UTC) as the reader writes a short date. */
export const shortDay = (day: string): string =>
  new Intl.DateTimeFormat(localeOf(i18next.language), {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
