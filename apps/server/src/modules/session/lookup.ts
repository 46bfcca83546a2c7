import type { Db } from '../../db/client.ts';
import { SessionCache } from '../../lib/session-cache.ts';
import type { SharedRedis } from '../../lib/redis.ts';
import { findSession, touchSession } from './queries.ts';

const CHANNEL = 'market:sessions';

/**
 * How the auth plugin finds a token's session: from this instance's cache for a few seconds after
 * the database answered it (a round trip less on every signed-in call, decision 052). With Redis,
 * what one instance forgets the others forget within milliseconds.
 */
export async function sessionLookup(db: Db, shared: SharedRedis | null) {
  const cache = new SessionCache();
  if (shared) {
    cache.onForget = (userId) => void shared.publish(CHANNEL, String(userId)).catch(() => undefined);
    await shared.subscribe(CHANNEL, (message) => {
      const userId = Number(message);
      if (Number.isSafeInteger(userId)) cache.forget(userId, false);
    });
  }
  return {
    cache,
    async find(tokenHash: string) {
      const cached = cache.get(tokenHash);
      if (cached) return cached;
      const startedAt = Date.now();
      const session = await findSession(db, tokenHash);
      if (session) cache.set(tokenHash, session, startedAt);
      return session;
    },
    async touch(sessionId: number) {
      await touchSession(db, sessionId);
      cache.touched(sessionId, new Date());
    },
  };
}
