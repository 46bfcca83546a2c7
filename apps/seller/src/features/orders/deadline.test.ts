import { describe, expect, it } from 'vitest';
import { deadlineState, formatClock, SOON_MS } from './deadline.ts';

const PAID_AT = Date.parse('2026-03-01T08:00:00Z');
const DEADLINE = new Date(PAID_AT + 24 * 3600_000).toISOString();
const paid = { status: 'paid', ship_deadline: DEADLINE, is_overdue: false };

describe('deadlineState', () => {
  it('counts down the 24 hours after payment', () => {
    expect(deadlineState(paid, PAID_AT)).toEqual({ kind: 'due', leftMs: 24 * 3600_000 });
  });

  it('is soon in the last two hours', () => {
    const now = Date.parse(DEADLINE) - SOON_MS + 1;
    expect(deadlineState(paid, now)).toEqual({ kind: 'soon', leftMs: SOON_MS - 1 });
  });

  it('is overdue once the clock passes the deadline, with how late', () => {
    expect(deadlineState(paid, Date.parse(DEADLINE))).toEqual({ kind: 'overdue', lateMs: 0 });
    expect(deadlineState(paid, Date.parse(DEADLINE) + 90_000)).toEqual({ kind: 'overdue', lateMs: 90_000 });
  });

  it("believes the server's overdue flag over a slow device clock", () => {
    expect(deadlineState({ ...paid, is_overdue: true }, PAID_AT).kind).toBe('overdue');
  });

  it('has nothing to count once shipped, received or cancelled, or without a deadline', () => {
    for (const status of ['shipped', 'received', 'cancelled']) {
      expect(deadlineState({ ...paid, status }, PAID_AT)).toEqual({ kind: 'none' });
    }
    expect(deadlineState({ ...paid, ship_deadline: null }, PAID_AT)).toEqual({ kind: 'none' });
  });
});

describe('formatClock', () => {
  it('writes h:mm:ss, hours past a day included', () => {
    expect(formatClock(24 * 3600_000)).toBe('24:00:00');
    expect(formatClock(30 * 3600_000 + 5 * 60_000)).toBe('30:05:00');
    expect(formatClock(59_000)).toBe('0:00:59');
  });

  it('rounds a countdown up (0:00:00 means the time is up) and a lateness down', () => {
    expect(formatClock(1)).toBe('0:00:01');
    expect(formatClock(1999, 'down')).toBe('0:00:01');
  });
});
