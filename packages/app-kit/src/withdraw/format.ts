import i18next from 'i18next';
import { localeOf } from '../languages.ts';

/** A decimal string as the reader writes numbers, exact (Intl formats the string, not a float). */
export const formatNumber = (value: string): string =>
  new Intl.NumberFormat(localeOf(i18next.language), { maximumFractionDigits: 8 }).format(
    value as unknown as number,
  );

/** An amount of a currency, e.g. `1,250.5 USDT`. */
export const formatAmount = (value: string, currency: string): string => `${formatNumber(value)} ${currency}`;

/** Places an amount of a currency is shown to: USDT as money, to the cent; the coins to their chain's. */
const SHOWN_PLACES: Record<string, number> = { USDT: 2 };

/**
 * A fee (rounded up) or an amount received (rounded down) as shown: '10.92556' USDT reads 10.93, and
 * what the screen says never understates the fee nor overstates what arrives. The API keeps it exact.
 */
export function formatShownAmount(value: string, currency: string, rounding: 'ceil' | 'floor'): string {
  const number = new Intl.NumberFormat(localeOf(i18next.language), {
    maximumFractionDigits: SHOWN_PLACES[currency] ?? 8,
    roundingMode: rounding,
  }).format(value as unknown as number);
  return `${number} ${currency}`;
}

/** A moment as a medium date and a short time in the reader's language. */
export function formatWhen(iso: string): string {
  return new Intl.DateTimeFormat(localeOf(i18next.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}
