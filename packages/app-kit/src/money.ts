import i18next from 'i18next';
import { localeOf } from './languages.ts';

/** A decimal string as money in the site currency; Intl formats the string exactly, no float. */
export function formatMoney(value: string, currency = 'USDT'): string {
  const number = new Intl.NumberFormat(localeOf(i18next.language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 8,
  }).format(value as unknown as number);
  return `${number} ${currency}`;
}
