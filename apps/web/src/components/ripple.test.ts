import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RIPPLE_DELAY_MS, rippleAfterTouchEnd } from './ripple.ts';

describe('ripple callback (spec §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires 500 ms after the touch ends, not before', () => {
    const callback = vi.fn();
    rippleAfterTouchEnd(callback).onTouchEnd();
    vi.advanceTimersByTime(RIPPLE_DELAY_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(RIPPLE_DELAY_MS).toBe(500);
  });

  it('runs once for a double tap, and not at all when cancelled', () => {
    const callback = vi.fn();
    const ripple = rippleAfterTouchEnd(callback);
    ripple.onTouchEnd();
    vi.advanceTimersByTime(200);
    ripple.onTouchEnd();
    vi.advanceTimersByTime(500);
    expect(callback).toHaveBeenCalledTimes(1);
    ripple.onTouchEnd();
    ripple.cancel();
    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
