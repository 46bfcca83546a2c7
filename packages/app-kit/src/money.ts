import i18next from 'i18next';
import { localeOf } from './languages.ts';

// an Intl.NumberFormat costs far more to build than to use: a list page built three for every card
// (decision 065), so one per language, built on first use
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** The number format money uses in a locale: two to eight decimals. */
function moneyFormatOf(locale: string): Intl.NumberFormat {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 8 });
    moneyFormats.set(locale, format);
  }
  return format;
}

/** A decimal string as money in the site currency; Intl formats the string exactly, no float. */
export function formatMoney(value: string, currency = 'USDT'): string {
  const number = moneyFormatOf(localeOf(i18next.language)).format(value as unknown as number);
  return `${number} ${currency}`;
}
