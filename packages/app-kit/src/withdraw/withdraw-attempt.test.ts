import { ApiError } from '@market/client';
import type { WithdrawRequest } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { isUnanswered } from '../idempotent-attempts.ts';
import { createWithdrawAttempts } from './withdraw-attempt.ts';

const body: WithdrawRequest = {
  currency: 'USDT',
  network: 'TRC20',
  address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
  amount: '50',
  fund_password: '246810',
};
const keys = () => {
  let n = 0;
  return () => `key-${++n}`;
};
const refused = new ApiError('Insufficient balance', { code: 0, status: 200, data: { field: 'amount' } });
const lost = new ApiError('request failed', { code: 0, status: 0, isNetworkError: true });

describe('withdrawal attempts', () => {
  it('tells an unanswered failure from an answer', () => {
    expect(isUnanswered(lost)).toBe(true);
    expect(isUnanswered(new ApiError('fault', { code: 500, status: 500 }))).toBe(true);
    expect(isUnanswered(new ApiError('slow down', { code: 429, status: 429 }))).toBe(true);
    expect(isUnanswered(new Error('timeout'))).toBe(true);
    expect(isUnanswered(refused)).toBe(false);
  });

  it('reuses the key when the same withdrawal is sent again after no answer', () => {
    const attempts = createWithdrawAttempts(keys());
    expect(attempts.keyFor(body)).toBe('key-1');
    attempts.settle(lost);
    expect(attempts.keyFor({ ...body })).toBe('key-1');
  });

  it('takes a new key after an answer, and for a changed withdrawal', () => {
    const attempts = createWithdrawAttempts(keys());
    expect(attempts.keyFor(body)).toBe('key-1');
    attempts.settle(refused);
    expect(attempts.keyFor(body)).toBe('key-2');
    attempts.settle(lost);
    expect(attempts.keyFor({ ...body, amount: '40' })).toBe('key-3');
    attempts.settle(lost);
    expect(attempts.keyFor({ ...body, amount: '40', fund_password: 'other' })).toBe('key-4');
    attempts.settle();
    expect(attempts.keyFor({ ...body, amount: '40', fund_password: 'other' })).toBe('key-5');
  });
});
