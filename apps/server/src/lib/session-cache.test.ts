import { describe, expect, it } from 'vitest';
import { type CachedSession, forgetUser, SessionCache } from './session-cache.ts';

const at = (ms: number) => new Date(ms);

function sessionOf(userId: number, sessionId = userId * 10, expiresAt = at(1e12)): CachedSession {
  return {
    sessionId,
    lastSeenAt: at(0),
    expiresAt,
    user: { id: userId, role: 'buyer', adminRole: null, isDisabled: false },
  };
}

function clockAt(start: number) {
  const clock = { ms: start, now: () => clock.ms };
  return clock;
}

describe('SessionCache', () => {
  it('answers a kept lookup until its time to live is over', () => {
    const clock = clockAt(1_000_000);
    const cache = new SessionCache(10_000, clock.now);
    cache.set('a', sessionOf(1), clock.ms);
    expect(cache.get('a')?.user.id).toBe(1);
    clock.ms += 9_999;
    expect(cache.get('a')?.sessionId).toBe(10);
    clock.ms += 1;
    expect(cache.get('a')).toBeUndefined();
    cache.close();
  });

  it('never answers a session past its own expiry, even within the time to live', () => {
    const clock = clockAt(1_000_000);
    const cache = new SessionCache(10_000, clock.now);
    cache.set('a', sessionOf(1, 10, at(1_002_000)), clock.ms);
    expect(cache.get('a')).toBeDefined();
    clock.ms = 1_002_000;
    expect(cache.get('a')).toBeUndefined();
    cache.close();
  });

  it('forgets every session of a user in every cache of the process, and tells the others once each', () => {
    const clock = clockAt(1_000_000);
    const first = new SessionCache(10_000, clock.now);
    const second = new SessionCache(10_000, clock.now);
    const told: number[] = [];
    first.onForget = (userId) => told.push(userId);
    for (const cache of [first, second]) {
      cache.set('a1', sessionOf(1, 11), clock.ms);
      cache.set('a2', sessionOf(1, 12), clock.ms);
      cache.set('b', sessionOf(2), clock.ms);
    }
    forgetUser(1);
    for (const cache of [first, second]) {
      expect([cache.get('a1'), cache.get('a2')]).toEqual([undefined, undefined]);
      expect(cache.get('b')?.user.id).toBe(2);
    }
    expect(told).toEqual([1]);
    first.close();
    second.close();
  });

  it('does not keep a lookup that started shortly after its user was forgotten (it may have read the old row)', () => {
    const clock = clockAt(1_000_000);
    const cache = new SessionCache(10_000, clock.now);
    cache.forget(1, false);
    cache.set('a', sessionOf(1), clock.ms + 5_000);
    expect(cache.get('a')).toBeUndefined();
    clock.ms += 10_000;
    cache.set('a', sessionOf(1), clock.ms);
    expect(cache.get('a')?.user.id).toBe(1);
    cache.close();
  });

  it('does not tell other instances what it learnt from them', () => {
    const cache = new SessionCache();
    const told: number[] = [];
    cache.onForget = (userId) => told.push(userId);
    cache.forget(7, false);
    expect(told).toEqual([]);
    cache.close();
  });

  it('carries a touch to the cached copy, so the session is not touched again on the next call', () => {
    const clock = clockAt(1_000_000);
    const cache = new SessionCache(10_000, clock.now);
    cache.set('a', sessionOf(1, 10), clock.ms);
    cache.touched(10, at(1_000_500));
    expect(cache.get('a')?.lastSeenAt).toEqual(at(1_000_500));
    cache.close();
  });

  it('is no longer reached by forgetUser once closed', () => {
    const cache = new SessionCache();
    const told: number[] = [];
    cache.onForget = (userId) => told.push(userId);
    cache.close();
    forgetUser(3);
    expect(told).toEqual([]);
  });
});
