import { describe, expect, it } from 'vitest';
import { creditLimit, instalmentDays, loanInterest, quoteLoan } from './schedule.ts';

describe('loan arithmetic', () => {
  it('charges simple interest rounded to 8 places, halves up', () => {
    expect(loanInterest('1000', '0.0008', 7)).toBe('5.6');
    expect(loanInterest('0.5', '0.00000001', 1)).toBe('0.00000001');
    expect(loanInterest('0.4', '0.00000001', 1)).toBe('0');
    expect(loanInterest('123.45', '0.00033333', 30)).toBe('1.23448766'); // 1.234487655 exactly;
  });

  it('falls due weekly, the last on the final day; under two weeks in one payment', () => {
    expect(instalmentDays(7)).toEqual([7]);
    expect(instalmentDays(10)).toEqual([10]);
    expect(instalmentDays(14)).toEqual([7, 14]);
    expect(instalmentDays(30)).toEqual([7, 14, 21, 30]);
    expect(instalmentDays(3)).toEqual([3]);
  });

  it('splits principal and interest so the instalments add up to the total exactly', () => {
    const quote = quoteLoan('100', '0.001', 21);
    expect(quote).toMatchObject({ principal: '100', interest: '2.1', total_due: '102.1' });
    expect(quote.instalments).toEqual([
      { seq: 1, due_day: 7, principal: '33.33333333', interest: '0.7', amount: '34.03333333' },
      { seq: 2, due_day: 14, principal: '33.33333333', interest: '0.7', amount: '34.03333333' },
      { seq: 3, due_day: 21, principal: '33.33333334', interest: '0.7', amount: '34.03333334' },
    ]);
  });

  it('scales the limit by the credit score, nothing below 60, never above the maximum', () => {
    expect(creditLimit('2000', 100)).toBe('2000');
    expect(creditLimit('2000', 150)).toBe('2000');
    expect(creditLimit('2000', 75)).toBe('1500');
    expect(creditLimit('333.33', 61)).toBe('203.33');
    expect(creditLimit('2000', 59)).toBe('0');
  });
});
