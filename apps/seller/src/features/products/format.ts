import { localeOf } from '@market/app-kit/languages';
import i18next from 'i18next';

/** A decimal string as money in USDT (the catalogue's currency); Intl formats the string exactly. */
export function formatMoney(value: string): string {
  const number = new Intl.NumberFormat(localeOf(i18next.language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 8,
  }).format(value as unknown as number);
  return `${number} USDT`;
}

/** A count in the reader's digits and grouping. */
export const formatCount = (value: number) => new Intl.NumberFormat(localeOf(i18next.language)).format(value);
