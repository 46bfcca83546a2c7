import { ApiError } from '@market/client';
import { describe, expect, it } from 'vitest';
import { createPayAttempts } from './pay-attempt.ts';

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};
const body = { checkout_id: 7, fund_password: 'secret1' };
const network = new ApiError('request failed', { code: 0, status: 0, isNetworkError: true });

describe('pay idempotency key', () => {
  it('reuses the key when the same payment is retried after a network error', () => {
    const attempts = createPayAttempts(counter());
    const first = attempts.keyFor(body);
    attempts.settle(network);
    expect(attempts.keyFor({ ...body })).toBe(first);
    // and after a server fault or a throttled call
    attempts.settle(new ApiError('server error', { code: 500, status: 500 }));
    expect(attempts.keyFor(body)).toBe(first);
    attempts.settle(new ApiError('too many', { code: 429, status: 429 }));
    expect(attempts.keyFor(body)).toBe(first);
  });

  it('takes a new key after an answer, success or refusal', () => {
    const attempts = createPayAttempts(counter());
    expect(attempts.keyFor(body)).toBe('key-1');
    attempts.settle(
      new ApiError('wrong fund password', { code: 0, status: 200, data: { field: 'fund_password' } }),
    );
    expect(attempts.keyFor(body)).toBe('key-2');
    attempts.settle();
    expect(attempts.keyFor(body)).toBe('key-3');
  });

  it('takes a new key when the payment changes, even after a network error', () => {
    const attempts = createPayAttempts(counter());
    attempts.keyFor(body);
    attempts.settle(network);
    expect(attempts.keyFor({ ...body, fund_password: 'secret2' })).toBe('key-2');
    attempts.settle(network);
    expect(attempts.keyFor({ ...body, checkout_id: 8, fund_password: 'secret2' })).toBe('key-3');
  });

  it('makes UUID keys the server accepts by default', () => {
    expect(createPayAttempts().keyFor(body)).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });
});
