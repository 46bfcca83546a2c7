import { describe, expect, it } from 'vitest';
import { formatClock, remainingMs } from './countdown.ts';

describe('pay countdown', () => {
  it('counts down to the expiry and stops at zero', () => {
    const now = Date.parse('2025-01-01T10:00:00Z');
    expect(remainingMs('2025-01-01T10:30:00Z', now)).toBe(30 * 60_000);
    expect(remainingMs('2025-01-01T09:59:00Z', now)).toBe(0);
    expect(remainingMs('not a date', now)).toBe(0);
  });

  it('shows m:ss, rounding up', () => {
    expect(formatClock(30 * 60_000)).toBe('30:00');
    expect(formatClock(61_500)).toBe('1:02');
    expect(formatClock(400)).toBe('0:01');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(3_725_000)).toBe('1:02:05');
  });
});
