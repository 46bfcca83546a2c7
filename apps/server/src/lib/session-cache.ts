/**
 * Signed-in calls look their token up in this process's memory for a few seconds instead of in the
 * database on every call (decision 052). A change that ends a session or changes what a session
 * grants (role, admin role, freeze) forgets the user's entries in every cache of the process at
 * once (`forgetUser`, called by the session and user queries themselves), and in other instances
 * through Redis; without Redis, another instance may answer a revoked token for at most TTL_MS.
 */

import type { AdminRole, Role } from '@market/contract';

export interface CachedUser {
  id: number;
  role: Role;
  adminRole: AdminRole | null;
  isDisabled: boolean;
}

export interface CachedSession {
  sessionId: number;
  lastSeenAt: Date;
  expiresAt: Date;
  user: CachedUser;
}

interface Entry {
  session: CachedSession;
  until: number;
}

export const SESSION_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 50_000;
/**
 * A user whose sessions changed is not cached again for this long: a lookup that raced the
 * change's transaction may have read the row before its commit.
 */
const QUIET_AFTER_FORGET_MS = 10_000;

const caches = new Set<SessionCache>();

/** Forgets a user's sessions in every cache of this process (and, through their hooks, beyond). */
export function forgetUser(userId: number): void {
  for (const cache of caches) cache.forget(userId, true);
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly forgottenAt = new Map<number, number>();
  /** Called with the user's id on each local forget; app.ts publishes it to the other instances. */
  onForget: ((userId: number) => void) | null = null;

  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(ttlMs = SESSION_CACHE_TTL_MS, now: () => number = Date.now) {
    this.ttlMs = ttlMs;
    this.now = now;
    caches.add(this);
  }

  get(tokenHash: string): CachedSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.until <= now || entry.session.expiresAt.getTime() <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.session;
  }

  /** Keeps a lookup that started at `startedAt`, unless its user changed since shortly before. */
  set(tokenHash: string, session: CachedSession, startedAt: number): void {
    const forgotten = this.forgottenAt.get(session.user.id);
    if (forgotten !== undefined) {
      if (startedAt - forgotten < QUIET_AFTER_FORGET_MS) return;
      this.forgottenAt.delete(session.user.id);
    }
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { session, until: this.now() + this.ttlMs });
  }

  /** After a touch the cached copy carries the new last-seen time, so it is not touched again. */
  touched(sessionId: number, at: Date): void {
    for (const entry of this.entries.values()) {
      if (entry.session.sessionId === sessionId) entry.session = { ...entry.session, lastSeenAt: at };
    }
  }

  /** Drops the user's entries; `local` when the change happened here (then the others are told). */
  forget(userId: number, local: boolean): void {
    const now = this.now();
    if (this.forgottenAt.size >= MAX_ENTRIES) {
      for (const [id, at] of this.forgottenAt)
        if (now - at >= QUIET_AFTER_FORGET_MS) this.forgottenAt.delete(id);
    }
    this.forgottenAt.set(userId, now);
    for (const [hash, entry] of this.entries) {
      if (entry.session.user.id === userId) this.entries.delete(hash);
    }
    if (local) this.onForget?.(userId);
  }

  close(): void {
    caches.delete(this);
    this.entries.clear();
  }
}
