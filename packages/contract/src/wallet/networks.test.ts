import { describe, expect, it } from 'vitest';
import {
  channelOf,
  CURRENCY_NETWORKS,
  maxWithdrawal,
  quoteWithdrawal,
  rechargeCredit,
  WALLET_CHANNELS,
  WALLET_CURRENCIES,
} from './networks.ts';

describe('wallet arithmetic', () => {
  it('names a channel for every network of every currency, and no other', () => {
    const pairs = WALLET_CURRENCIES.flatMap((currency) =>
      CURRENCY_NETWORKS[currency].map((network) => channelOf(currency, network)),
    );
    expect([...WALLET_CHANNELS]).toEqual(pairs);
  });

  it('charges the fixed fee plus the percent, rounded up to the currency', () => {
    const quote = quoteWithdrawal('100', 'USDT', { fee_fixed: '1', fee_percent: '0.1' }, '1');
    expect(quote).toEqual({ fee: '1.100000', receive: '98.900000', hold: '100.00000000' });
    const odd = quoteWithdrawal('0.333333', 'USDT', { fee_fixed: '0', fee_percent: '1' }, '1');
    expect(odd.fee).toBe('0.003334');
    expect(odd.receive).toBe('0.329999');
  });

  it('holds the amount at the rate in USDT, rounded up', () => {
    const quote = quoteWithdrawal('0.12345678', 'ETH', { fee_fixed: '0.002', fee_percent: '0' }, '3000.123');
    // 0.12345678 × 3000.123 = 370.38552518394, rounded up
    expect(quote.hold).toBe('370.38552519');
    expect(quote.receive).toBe('0.12145678');
  });

  it('fills Max with what the balance can hold, never more', () => {
    expect(maxWithdrawal('10000', 'ETH', '3000')).toBe('3.33333333');
    expect(maxWithdrawal('10000', 'USDT', '1')).toBe('10000.000000');
    expect(maxWithdrawal('0', 'BTC', '60000')).toBe('0.00000000');
    const hold = quoteWithdrawal(
      maxWithdrawal('10000', 'ETH', '3000'),
      'ETH',
      { fee_fixed: '0', fee_percent: '0' },
      '3000',
    ).hold;
    expect(Number(hold)).toBeLessThanOrEqual(10000);
  });

  it('credits a recharge at the rate, cut to the ledger', () => {
    expect(rechargeCredit('0.5', '3000')).toBe('1500.00000000');
    expect(rechargeCredit('0.00000001', '0.5')).toBe('0.00000000');
  });
});
