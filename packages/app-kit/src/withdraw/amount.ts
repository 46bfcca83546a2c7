import type { WalletChannelInfo } from '@market/contract';
import { compare, placesOf } from '@market/contract/decimal';
import {
  CURRENCY_DECIMALS,
  quoteWithdrawal,
  type WalletCurrency,
  type WithdrawQuote,
} from '@market/contract/wallet';

/** Why an amount typed on the recharge or withdraw screen is refused; each has a message (wallet part). */
export type AmountProblem =
  'enter' | 'format' | 'positive' | 'decimals' | 'belowMin' | 'aboveMax' | 'belowFee' | 'insufficient';

// the server's shape (contract wallet.ts): up to 12 digits, then any decimals the currency allows
const AMOUNT = /^\d{1,12}(\.\d+)?$/;

/**
 * An amount as typed, made ready for the checks and the server: trimmed, and a lone decimal comma
 * (what a German or French phone keypad gives) read as a point. "1,000" stays refused, not 1.
 */
export function cleanAmount(value: string | undefined): string {
  const text = (value ?? '').trim();
  return /^\d+,\d{1,2}$|^\d+,\d{4,}$/.test(text) ? text.replace(',', '.') : text;
}

/** The checks every amount passes, whatever the screen. */
export function amountShapeProblem(value: string, currency: WalletCurrency): AmountProblem | null {
  if (value === '') return 'enter';
  if (!AMOUNT.test(value)) return 'format';
  if (/^0+(\.0+)?$/.test(value)) return 'positive';
  if (placesOf(value) > CURRENCY_DECIMALS[currency]) return 'decimals';
  return null;
}

/** A recharge amount within its network's limits. */
export function rechargeAmountProblem(
  value: string,
  currency: WalletCurrency,
  channel: Pick<WalletChannelInfo, 'min_recharge' | 'max_recharge'>,
): AmountProblem | null {
  const shape = amountShapeProblem(value, currency);
  if (shape) return shape;
  if (compare(value, channel.min_recharge) < 0) return 'belowMin';
  if (compare(value, channel.max_recharge) > 0) return 'aboveMax';
  return null;
}

export interface WithdrawTerms {
  currency: WalletCurrency;
  channel: Pick<WalletChannelInfo, 'min_withdraw' | 'fee_fixed' | 'fee_percent'>;
  /** USDT per one unit of the currency. */
  rate: string;
  /** The USDT balance. */
  balance: string;
}

/** The fee, the amount received and the USDT held, once the amount has a valid shape; else null. */
export function quoteOf(value: string, terms: WithdrawTerms): WithdrawQuote | null {
  if (amountShapeProblem(value, terms.currency)) return null;
  return quoteWithdrawal(value, terms.currency, terms.channel, terms.rate);
}

/** A withdrawal amount: at least the minimum, more than its fee, and covered by the balance. */
export function withdrawAmountProblem(value: string, terms: WithdrawTerms): AmountProblem | null {
  const shape = amountShapeProblem(value, terms.currency);
  if (shape) return shape;
  if (compare(value, terms.channel.min_withdraw) < 0) return 'belowMin';
  const quote = quoteWithdrawal(value, terms.currency, terms.channel, terms.rate);
  if (compare(quote.receive, '0') <= 0) return 'belowFee';
  if (compare(quote.hold, terms.balance) > 0) return 'insufficient';
  return null;
}
