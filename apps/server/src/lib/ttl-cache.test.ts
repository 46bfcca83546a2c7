import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

afterEach(() => vi.useRealTimers());

describe('TtlCache', () => {
  it('answers from memory until the entry expires', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('says whether a key is held: while loading and fresh, not once expired', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1000);
    expect(cache.has('k')).toBe(false);
    const loading = cache.get('k', async () => 7);
    expect(cache.has('k')).toBe(true);
    expect(await loading).toBe(7);
    vi.advanceTimersByTime(1001);
    expect(cache.has('k')).toBe(false);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new TtlCache<string>(1000);
    let loads = 0;
    const load = () => new Promise<string>((resolve) => setTimeout(() => resolve(`v${++loads}`), 10));
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual([
      'v1',
      'v1',
      'v1',
    ]);
    expect(loads).toBe(1);
  });

  it('forgets a failed load, drops the oldest entry when full, and clears', async () => {
    const cache = new TtlCache<number>(1000, 2);
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    await Promise.resolve();
    expect(await cache.get('bad', async () => 7)).toBe(7);
    await cache.get('b', async () => 1);
    await cache.get('c', async () => 1);
    expect(await cache.get('bad', async () => 8)).toBe(8);
    cache.clear();
    expect(await cache.get('c', async () => 2)).toBe(2);
  });
});
