import type { LoanProduct } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { amountProblem, canBorrow, cleanAmount, previewOf, termFor } from './application.ts';

const quick: LoanProduct = {
  id: 'quick',
  name: 'Quick loan',
  currency: 'USDT',
  min: '100',
  max: '2000',
  limit: '1500',
  terms: [7, 14],
  daily_rate: '0.0008',
};

describe('the loan application form', () => {
  it('accepts an amount within min and the caller’s limit, at most 2 places', () => {
    expect(amountProblem('', quick)).toBe('enter');
    expect(amountProblem('abc', quick)).toBe('format');
    expect(amountProblem('100.005', quick)).toBe('format');
    expect(amountProblem('0', quick)).toBe('format');
    expect(amountProblem('99.99', quick)).toBe('range');
    expect(amountProblem('1500.01', quick)).toBe('range');
    expect(amountProblem('1500', quick)).toBeUndefined();
    expect(cleanAmount(' 1 000,5 ')).toBe('1000.5');
  });

  it('previews the schedule the server will fix, only for an acceptable amount and term', () => {
    expect(previewOf(quick, '1000', 14)).toMatchObject({
      interest: '11.2',
      total_due: '1011.2',
      instalments: [
        { seq: 1, due_day: 7, amount: '505.6' },
        { seq: 2, due_day: 14, amount: '505.6' },
      ],
    });
    expect(previewOf(quick, '50', 14)).toBeUndefined();
    expect(previewOf(quick, '1000', 30)).toBeUndefined();
  });

  it('keeps the term across products when offered, and knows when the score is too low', () => {
    expect(termFor(quick, 14)).toBe(14);
    expect(termFor(quick, 30)).toBe(7);
    expect(canBorrow(quick)).toBe(true);
    expect(canBorrow({ ...quick, limit: '80' })).toBe(false);
  });
});
