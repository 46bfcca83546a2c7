import {
  creditLimit,
  type LoanProduct,
  type LoanProductSetting,
  loanProductSettings,
} from '@market/contract';
import type { Db, Tx } from '../../db/client.ts';
import { localize } from '../../lib/localize.ts';
import { DEFAULT_SETTINGS, readSettings } from '../site/index.ts';

const PRODUCTS_KEY = 'loan_products';

/**
 * The products on offer: the site setting `loan_products` as the back office saved it, else the
 * defaults. Read uncached (a loan's amounts depend on it) and checked against the contract's shape,
 * so a malformed setting fails loudly instead of lending on wrong terms.
 */
export async function loadLoanProducts(db: Db | Tx): Promise<LoanProductSetting[]> {
  const stored = (await readSettings(db, [PRODUCTS_KEY]))[PRODUCTS_KEY];
  return loanProductSettings.parse(stored ?? DEFAULT_SETTINGS.loan_products);
}

/** A product as `score` sees it: its name in `lang` and the most that score may borrow of it. */
export function presentProduct(product: LoanProductSetting, score: number, lang: string): LoanProduct {
  return {
    id: product.id,
    name: localize(product.name, lang),
    currency: product.currency,
    min: product.min,
    max: product.max,
    limit: creditLimit(product.max, score),
    terms: [...product.terms],
    daily_rate: product.daily_rate,
  };
}
