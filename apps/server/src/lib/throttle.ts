import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { throttles } from './throttle-schema.ts';
import { tooManyRequests } from './app-error.ts';

export interface ThrottleRule {
  /** Failures allowed within the window before further tries are refused. */
  limit: number;
  windowSeconds: number;
}

/** A key's failures and the seconds until its window ends, for a query that reads them along with other things. */
export const throttleState = {
  count: throttles.count,
  retryAfter: sql<number>`ceil(extract(epoch from ${throttles.resetAt} - now()))::int`,
};

/** Throws 429 when a key's state (read with `throttleState`; none: no failures) is at the limit. */
export function assertUnderLimit(
  state: { count: number | null; retryAfter: number | null } | undefined,
  rule: ThrottleRule,
): void {
  if (state?.count != null && state.retryAfter != null && state.retryAfter > 0 && state.count >= rule.limit)
    throw tooManyRequests(state.retryAfter, 'msg.too_many_requests');
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
    const [row] = await this.#db.select(throttleState).from(throttles).where(eq(throttles.key, key));
    assertUnderLimit(row, rule);
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
