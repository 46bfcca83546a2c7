import { describe, expect, it } from 'vitest';
import { formatShownAmount } from './format.ts';

describe('formatShownAmount', () => {
  it('shows USDT to the cent: a fee rounded up, an amount received rounded down', () => {
    expect(formatShownAmount('10.92556', 'USDT', 'ceil')).toBe('10.93 USDT');
    expect(formatShownAmount('9914.63444', 'USDT', 'floor')).toBe('9,914.63 USDT');
    expect(formatShownAmount('1.1', 'USDT', 'ceil')).toBe('1.1 USDT');
  });

  it('shows the coins to their chain places, exactly', () => {
    expect(formatShownAmount('0.00012345', 'BTC', 'ceil')).toBe('0.00012345 BTC');
    expect(formatShownAmount('0.001', 'ETH', 'floor')).toBe('0.001 ETH');
  });
});
