import { describe, expect, it } from 'vitest';
import { asRate, commissionOf } from './commission.ts';

describe('commission', () => {
  it('is held × rate, rounded half up to 8 places', () => {
    expect(commissionOf('44.25', '0.05')).toBe('2.2125');
    expect(commissionOf('0.00000030', '0.05')).toBe('0.00000002'); // 0.000000015 rounds up
    expect(commissionOf('0.00000029', '0.05')).toBe('0.00000001'); // 0.0000000145 rounds down
    expect(commissionOf('60', '0.0333')).toBe('1.998');
    expect(commissionOf('12.5', '0')).toBe('0');
    expect(commissionOf('12.5', '1')).toBe('12.5');
  });

  it('reads a rate from 0 to 1 as stored, and nothing else', () => {
    expect(asRate('0.05')).toBe('0.05');
    expect(asRate(0.1)).toBe('0.1');
    expect(asRate(' 0.0500 ')).toBe('0.05');
    expect(asRate('1')).toBe('1');
    for (const bad of ['1.5', '-0.1', 'abc', '', null, undefined, {}, '5%'])
      expect(asRate(bad)).toBeUndefined();
  });
});
