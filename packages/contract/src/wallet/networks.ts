// zod-free, so the browser apps can import the wallet's constants and arithmetic without the schema library
import { add, ceil, compare, divide, multiply, subtract, truncate } from '../common/decimal.ts';

/** What the balance is recharged and withdrawn in; the balance itself is kept in USDT. */
export const WALLET_CURRENCIES = ['USDT', 'ETH', 'BTC'] as const;
export type WalletCurrency = (typeof WALLET_CURRENCIES)[number];

/** The chains a transfer travels on. */
export const WALLET_NETWORKS = ['TRC20', 'ERC20', 'BTC'] as const;
export type WalletNetwork = (typeof WALLET_NETWORKS)[number];

/** Which networks carry which currency: USDT on TRON and Ethereum, ETH on Ethereum, BTC on Bitcoin. */
export const CURRENCY_NETWORKS: Readonly<Record<WalletCurrency, readonly WalletNetwork[]>> = {
  USDT: ['TRC20', 'ERC20'],
  ETH: ['ERC20'],
  BTC: ['BTC'],
};

/** Decimal places an amount may carry in each currency (USDT tokens have 6; the ledger keeps 8). */
export const CURRENCY_DECIMALS: Readonly<Record<WalletCurrency, number>> = { USDT: 6, ETH: 8, BTC: 8 };

/** A currency on one of its networks: the unit the admin configures (the pairs of CURRENCY_NETWORKS). */
export const WALLET_CHANNELS = ['USDT-TRC20', 'USDT-ERC20', 'ETH-ERC20', 'BTC-BTC'] as const;
export type WalletChannel = (typeof WALLET_CHANNELS)[number];
export const channelOf = (currency: WalletCurrency, network: WalletNetwork): WalletChannel =>
  `${currency}-${network}` as WalletChannel;
export const carries = (currency: WalletCurrency, network: WalletNetwork): boolean =>
  CURRENCY_NETWORKS[currency].includes(network);

export const RECHARGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RechargeStatus = (typeof RECHARGE_STATUSES)[number];
/** `approved`: every approval it needs is there (two-person rule, decision 042), waiting to be paid. */
export const WITHDRAW_STATUSES = ['pending', 'approved', 'paid', 'rejected'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];

/** Recharges a user may have waiting for review at once. */
export const MAX_PENDING_RECHARGES = 10;

/** Places of a USDT balance on the ledger. */
export const LEDGER_PLACES = 8;

export interface WithdrawFee {
  /** In the withdrawn currency. */
  fee_fixed: string;
  /** Percent of the amount, e.g. `0.1` for 0.1 %. */
  fee_percent: string;
}

export interface WithdrawQuote {
  /** The handling fee, in the currency, rounded up to its decimals. */
  fee: string;
  /** What arrives on chain: amount − fee (may be ≤ 0, which the server refuses). */
  receive: string;
  /** What the balance holds, in USDT: amount × rate, rounded up to the ledger's places. */
  hold: string;
}

/** The fee, the amount received and the USDT held for a withdrawal: the server's and the screen's sums. */
export function quoteWithdrawal(
  amount: string,
  currency: WalletCurrency,
  fee: WithdrawFee,
  rate: string,
): WithdrawQuote {
  const places = CURRENCY_DECIMALS[currency];
  const percentPart = multiply(multiply(amount, fee.fee_percent), '0.01');
  const feeAmount = ceil(add(fee.fee_fixed, percentPart), places);
  return {
    fee: feeAmount,
    receive: subtract(truncate(amount, places), feeAmount),
    hold: ceil(multiply(amount, rate), LEDGER_PLACES),
  };
}

/** The most of `currency` a USDT balance can withdraw at `rate` (the Max button). */
export function maxWithdrawal(balance: string, currency: WalletCurrency, rate: string): string {
  if (compare(balance, '0') <= 0 || compare(rate, '0') <= 0)
    return truncate('0', CURRENCY_DECIMALS[currency]);
  return divide(balance, rate, CURRENCY_DECIMALS[currency]);
}

/** USDT credited for a recharge of `amount` at `rate`, cut to the ledger's places. */
export const rechargeCredit = (amount: string, rate: string): string =>
  truncate(multiply(amount, rate), LEDGER_PLACES);
