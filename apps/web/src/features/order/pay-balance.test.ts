import { ApiError } from '@market/client';
import { describe, expect, it } from 'vitest';
import { isBalanceRefusal, isBalanceShort } from './pay-balance.ts';

const refusal = (field?: string) =>
  new ApiError('Insufficient balance', { code: 0, status: 200, data: field ? { field } : null });
const network = new ApiError('request failed', { code: 0, status: 0, isNetworkError: true });

describe('pay: insufficient balance', () => {
  it('is short up front when the loaded balance is below the total, exactly', () => {
    expect(isBalanceShort({ balance: '10.00', total: '10.01' }, null)).toBe(true);
    expect(isBalanceShort({ balance: '10.01', total: '10.01' }, null)).toBe(false);
    expect(isBalanceShort({ balance: '10', total: '9.99999999' }, null)).toBe(false);
    expect(isBalanceShort({ balance: '0.30', total: '0.3' }, null)).toBe(false);
  });

  it('is short once the server refused the payment for lack of balance, whatever the screen loaded', () => {
    expect(isBalanceShort({ balance: '500.00', total: '20.00' }, refusal('balance'))).toBe(true);
  });

  it('is not short after another refusal or an unanswered payment', () => {
    const enough = { balance: '500.00', total: '20.00' };
    expect(isBalanceShort(enough, refusal('fund_password'))).toBe(false);
    expect(isBalanceShort(enough, refusal())).toBe(false);
    expect(isBalanceShort(enough, network)).toBe(false);
    expect(isBalanceShort(enough, new Error('Insufficient balance'))).toBe(false);
  });

  it('knows the refusal by its field, not its (translated) message', () => {
    expect(
      isBalanceRefusal(new ApiError('الرصيد غير كافٍ', { code: 0, status: 200, data: { field: 'balance' } })),
    ).toBe(true);
    expect(isBalanceRefusal(refusal('amount'))).toBe(false);
    expect(isBalanceRefusal(undefined)).toBe(false);
  });
});
