import { describe, expect, it } from 'vitest';
import { isAcceptable, validityLeft } from './validity.ts';

const NOW = Date.parse('2026-05-01T12:00:00Z');

describe('a quote’s validity', () => {
  it('counts whole days, then hours, minutes and seconds', () => {
    expect(validityLeft('2026-05-08T23:59:59.999Z', NOW)).toEqual({ days: 7, clock: '12:00:00' });
    expect(validityLeft('2026-05-01T13:02:03Z', NOW)).toEqual({ days: 0, clock: '1:02:03' });
  });

  it('rounds up to the second, so a quote still valid never reads 0:00:00', () => {
    expect(validityLeft('2026-05-01T12:00:00.200Z', NOW)).toEqual({ days: 0, clock: '0:00:01' });
  });

  it('is over at its instant, after it, and without a validity', () => {
    expect(validityLeft('2026-05-01T12:00:00Z', NOW)).toBeNull();
    expect(validityLeft('2026-04-30T12:00:00Z', NOW)).toBeNull();
    expect(validityLeft(null, NOW)).toBeNull();
    expect(validityLeft('not a date', NOW)).toBeNull();
  });

  it('lets only a quoted quote within its validity be accepted', () => {
    const until = '2026-05-02T00:00:00Z';
    expect(isAcceptable({ status: 'quoted', valid_until: until }, NOW)).toBe(true);
    expect(isAcceptable({ status: 'quoted', valid_until: '2026-05-01T11:59:59Z' }, NOW)).toBe(false);
    for (const status of ['requested', 'declined', 'accepted', 'cancelled', 'expired']) {
      expect(isAcceptable({ status, valid_until: until }, NOW)).toBe(false);
    }
  });
});
