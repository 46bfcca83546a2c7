import { ApiError } from '@market/client';
import { compare } from '@market/contract/decimal';

/** Whether the server refused a payment because the balance does not cover it (`data.field` 'balance'). */
export function isBalanceRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.field === 'balance';
}

/**
 * Whether /pay shows the balance as short, with the way to recharge: up front when the balance it
 * loaded is below the total, and once the server has refused the payment for lack of balance (the
 * balance may have fallen since the screen loaded it).
 */
export function isBalanceShort(checkout: { balance: string; total: string }, payError: unknown): boolean {
  return compare(checkout.balance, checkout.total) < 0 || isBalanceRefusal(payError);
}
