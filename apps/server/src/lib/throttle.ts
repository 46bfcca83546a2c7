import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { throttles } from '../db/schema.ts';
import { tooManyRequests } from './app-error.ts';

export interface ThrottleRule {
  /** Failures allowed within the window before further tries are refused. */
  limit: number;
  windowSeconds: number;
}

/**
 * Failure counters kept in the database, so every server instance sees the same count. Used for
 * wrong passwords, wrong fund passwords and the like: check before, record after a failure.
 */
export class Throttle {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Throws 429 when `key` has used up its failures in the current window. */
  async assertAllowed(key: string, rule: ThrottleRule): Promise<void> {
    const [row] = await this.#db
      .select({
        count: throttles.count,
        retryAfter: sql<number>`ceil(extract(epoch from ${throttles.resetAt} - now()))::int`,
      })
      .from(throttles)
      .where(eq(throttles.key, key));
    if (row && row.retryAfter > 0 && row.count >= rule.limit) {
      throw tooManyRequests(row.retryAfter, 'msg.too_many_requests');
    }
  }

  async recordFailure(key: string, rule: ThrottleRule): Promise<void> {
    const window = sql`now() + make_interval(secs => ${rule.windowSeconds})`;
    await this.#db
      .insert(throttles)
      .values({ key, count: 1, resetAt: sql`${window}` })
      .onConflictDoUpdate({
        target: throttles.key,
        set: {
          count: sql`case when ${throttles.resetAt} <= now() then 1 else ${throttles.count} + 1 end`,
          resetAt: sql`case when ${throttles.resetAt} <= now() then ${window} else ${throttles.resetAt} end`,
        },
      });
  }

  async clear(key: string): Promise<void> {
    await this.#db.delete(throttles).where(eq(throttles.key, key));
  }
}

export const throttleRules = {
  loginPerAccount: { limit: 5, windowSeconds: 15 * 60 },
  loginPerIp: { limit: 20, windowSeconds: 15 * 60 },
  passwordPerUser: { limit: 5, windowSeconds: 15 * 60 },
  fundPasswordPerUser: { limit: 5, windowSeconds: 15 * 60 },
} as const satisfies Record<string, ThrottleRule>;
