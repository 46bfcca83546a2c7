import { afterEach, describe, expect, it, vi } from 'vitest';
import { runEvery } from './every.ts';

afterEach(() => vi.useRealTimers());

describe('runEvery', () => {
  it('runs on every tick, skips a tick while a run is still going, and goes on after a failure', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let runs = 0;
    let release: () => void = () => {};
    const stop = runEvery(
      1000,
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('first run fails');
        if (runs === 2) await new Promise<void>((resolve) => (release = resolve));
      },
      (error) => errors.push(error),
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect([runs, errors.map((e) => (e as Error).message)]).toEqual([1, ['first run fails']]);
    await vi.advanceTimersByTimeAsync(1000); // the second run starts and waits
    await vi.advanceTimersByTimeAsync(2000); // two ticks while it waits: skipped
    expect(runs).toBe(2);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(3);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(3);
  });
});
