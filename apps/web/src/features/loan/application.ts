import type { LoanProduct } from '@market/contract';
import { compare } from '@market/contract/decimal';
import { type LoanQuote, quoteLoan } from '@market/contract/loan-schedule';

// The application form's rules, kept pure so they are unit-tested: the server checks them again.

export type AmountProblem = 'enter' | 'format' | 'range';

/** A document chosen for the application: its private upload's id, and the file to show it from. */
export interface LoanDocument {
  id: number;
  file: Blob;
}

/** An amount as typed on a phone: spaces and a decimal comma are forgiven. */
export const cleanAmount = (value: string | undefined): string =>
  (value ?? '').trim().replace(/\s/g, '').replace(',', '.');

/** Whether the score lets the caller borrow at least the product's minimum. */
export const canBorrow = (product: LoanProduct): boolean => compare(product.limit, product.min) >= 0;

/** What is wrong with an amount of `product`: missing, not a sum of at most 2 places, outside min…limit. */
export function amountProblem(value: string, product: LoanProduct): AmountProblem | undefined {
  if (value === '') return 'enter';
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(value) || /^0+(\.0+)?$/.test(value)) return 'format';
  if (compare(value, product.min) < 0 || compare(value, product.limit) > 0) return 'range';
  return undefined;
}

/** The interest and schedule the server will fix, once the amount is one it accepts. */
export function previewOf(
  product: LoanProduct | undefined,
  amount: string,
  term: number | undefined,
): LoanQuote | undefined {
  if (!product || !term || !product.terms.includes(term) || amountProblem(amount, product)) return undefined;
  return quoteLoan(amount, product.daily_rate, term);
}

/** The term kept when the product changes: the same number of days if offered, else the shortest. */
export function termFor(product: LoanProduct, current: number | undefined): number | undefined {
  return current !== undefined && product.terms.includes(current) ? current : product.terms[0];
}
