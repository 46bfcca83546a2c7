import { describe, expect, it } from 'vitest';
import {
  amountShapeProblem,
  cleanAmount,
  quoteOf,
  rechargeAmountProblem,
  withdrawAmountProblem,
  type WithdrawTerms,
} from './amount.ts';

describe('cleanAmount', () => {
  it('trims, and reads a lone decimal comma as a point', () => {
    expect(cleanAmount(' 12.5 ')).toBe('12.5');
    expect(cleanAmount('12,5')).toBe('12.5');
    expect(cleanAmount('0,0001')).toBe('0.0001');
    expect(cleanAmount(undefined)).toBe('');
  });

  it('leaves a thousands separator alone, so it is refused rather than read as a decimal', () => {
    expect(cleanAmount('1,000')).toBe('1,000');
    expect(amountShapeProblem(cleanAmount('1,000'), 'USDT')).toBe('format');
  });
});

describe('amountShapeProblem', () => {
  it('asks for an amount, a number, more than zero, within the currency decimals', () => {
    expect(amountShapeProblem('', 'USDT')).toBe('enter');
    expect(amountShapeProblem('abc', 'USDT')).toBe('format');
    expect(amountShapeProblem('-5', 'USDT')).toBe('format');
    expect(amountShapeProblem('1e3', 'USDT')).toBe('format');
    expect(amountShapeProblem('0.000', 'USDT')).toBe('positive');
    expect(amountShapeProblem('1.1234567', 'USDT')).toBe('decimals');
    expect(amountShapeProblem('1.123456', 'USDT')).toBeNull();
    expect(amountShapeProblem('0.12345678', 'BTC')).toBeNull();
    expect(amountShapeProblem('0.123456789', 'BTC')).toBe('decimals');
  });
});

describe('rechargeAmountProblem', () => {
  const limits = { min_recharge: '10.00000000', max_recharge: '100000.00000000' };
  it('keeps the amount within the network limits, both ends included', () => {
    expect(rechargeAmountProblem('9.99', 'USDT', limits)).toBe('belowMin');
    expect(rechargeAmountProblem('10', 'USDT', limits)).toBeNull();
    expect(rechargeAmountProblem('100000', 'USDT', limits)).toBeNull();
    expect(rechargeAmountProblem('100000.000001', 'USDT', limits)).toBe('aboveMax');
    expect(rechargeAmountProblem('', 'USDT', limits)).toBe('enter');
  });
});

describe('withdrawal amounts', () => {
  const usdt: WithdrawTerms = {
    currency: 'USDT',
    channel: { min_withdraw: '10', fee_fixed: '1', fee_percent: '0.1' },
    rate: '1',
    balance: '100',
  };
  const eth: WithdrawTerms = {
    currency: 'ETH',
    channel: { min_withdraw: '0.01', fee_fixed: '0.001', fee_percent: '0' },
    rate: '3000',
    balance: '300',
  };

  it('quotes the fee, the amount received and the USDT held as the amount is typed', () => {
    expect(quoteOf('50', usdt)).toEqual({ fee: '1.050000', receive: '48.950000', hold: '50.00000000' });
    expect(quoteOf('0.05', eth)).toEqual({ fee: '0.00100000', receive: '0.04900000', hold: '150.00000000' });
    expect(quoteOf('5x', usdt)).toBeNull();
  });

  it('asks for the minimum, more than the fee, and no more than the balance covers', () => {
    expect(withdrawAmountProblem('9', usdt)).toBe('belowMin');
    expect(withdrawAmountProblem('100', usdt)).toBeNull();
    expect(withdrawAmountProblem('100.01', usdt)).toBe('insufficient');
    expect(withdrawAmountProblem('0.1', eth)).toBeNull();
    expect(withdrawAmountProblem('0.10000001', eth)).toBe('insufficient');
    const costly = { ...usdt, channel: { ...usdt.channel, fee_fixed: '20' } };
    expect(withdrawAmountProblem('15', costly)).toBe('belowFee');
    expect(withdrawAmountProblem('', usdt)).toBe('enter');
  });
});
