import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { fail } from '../../lib/app-error.ts';
import { retryTransaction } from '../../lib/db-errors.ts';
import { idempotencyKeys } from './schema.ts';

/** How long an answer is kept for replay. */
export const IDEMPOTENCY_TTL_DAYS = 7;

export interface IdempotentCall {
  userId: number;
  /** The call, e.g. `order.pay`: one key may be used once per call. */
  scope: string;
  key: string;
  /** The request without secrets (a fund password is checked, not fingerprinted). */
  body: unknown;
}

/**
 * Runs `work` once per key: the key row is inserted first in the same transaction, so a retry
 * running at the same moment waits on it and then replays the stored answer; a retry after a
 * failure (rolled back with the work) runs again. The same key with another body is refused. A
 * deadlock's victim runs again.
 */
export async function runIdempotent<T>(
  db: Db,
  call: IdempotentCall,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const fingerprint = fingerprintOf(call.scope, call.body);
  return retryTransaction(() => claimAndRun(db, call, fingerprint, work));
}

async function claimAndRun<T>(
  db: Db,
  call: IdempotentCall,
  fingerprint: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ userId: call.userId, scope: call.scope, key: call.key, fingerprint })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key })
      .prepare('idempotency_claim')
      .execute();
    if (!claimed) {
      const [stored] = await tx
        .select({ fingerprint: idempotencyKeys.fingerprint, response: idempotencyKeys.response })
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, call.userId),
            eq(idempotencyKeys.scope, call.scope),
            eq(idempotencyKeys.key, call.key),
          ),
        );
      if (!stored || stored.fingerprint !== fingerprint)
        throw fail('msg.idempotency_key_reused', { field: 'Idempotency-Key' });
      return stored.response as T;
    }
    const result = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ response: result as object })
      .where(
        and(
          eq(idempotencyKeys.userId, call.userId),
          eq(idempotencyKeys.scope, call.scope),
          eq(idempotencyKeys.key, call.key),
        ),
      )
      .prepare('idempotency_answer')
      .execute();
    return result;
  });
}

export async function deleteExpiredKeys(db: Db): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${IDEMPOTENCY_TTL_DAYS})`))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}

function fingerprintOf(scope: string, body: unknown): string {
  return createHash('sha256').update(scope).update('\0').update(canonicalJson(body)).digest('hex');
}

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` are the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
