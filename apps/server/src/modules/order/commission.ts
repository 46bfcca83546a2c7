import { Decimal } from 'decimal.js';

/** A stored rate as a decimal from 0 to 1, or undefined for anything else (the next source is used). */
export function asRate(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  if (!/^\d+(\.\d+)?$/.test(text) || new Decimal(text).gt(1)) return undefined;
  return new Decimal(text).toFixed();
}

/**
 * held × rate to the ledger's 8 places, half up (decision 028): an amount the ledger can book, and
 * never more than held since the rate is at most 1.
 */
export const commissionOf = (held: string, rate: string): string =>
  new Decimal(held).times(rate).toDecimalPlaces(8, Decimal.ROUND_HALF_UP).toFixed();
