import i18next from 'i18next';
import { localeOf } from '../../lib/locale.ts';

/** A decimal string as the reader writes numbers, exact (Intl formats the string, not a float). */
export const formatNumber = (value: string): string =>
  new Intl.NumberFormat(localeOf(i18next.language), { maximumFractionDigits: 8 }).format(
    value as unknown as number,
  );

/** An amount of a currency, e.g. `1,250.5 USDT`. */
export const formatAmount = (value: string, currency: string): string => `${formatNumber(value)} ${currency}`;

/** A moment as a medium date and a short time in the reader's language. */
export function formatWhen(iso: string): string {
  return new Intl.DateTimeFormat(localeOf(i18next.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}
