import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { throttles } from '../../lib/throttle-schema.ts';
import { fail } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { assertUnderLimit, type Throttle, throttleRules, throttleState } from '../../lib/throttle.ts';
import { users } from './schema.ts';

/** How long a verified fund password is recognised without argon2id again (decision 013). */
export const FUND_PASSWORD_MEMO_MS = 5 * 60_000;
const MEMO_MAX_USERS = 50_000;

/**
 * Fund passwords verified lately, per user: a keyed hash of the password under a key that lives only
 * in this process, and the stored argon2id hash it was verified against (so a changed password
 * forgets it). Anyone who can read this process's memory could read the passwords as they arrive,
 * so it weakens nothing argon2id protects against (a stolen database); it spares a payment the
 * tens of milliseconds of CPU argon2id costs each time.
 */
class VerifiedMemo {
  private readonly key = randomBytes(32);
  private readonly entries = new Map<number, { storedHash: string; mac: Buffer; expiresAt: number }>();

  private mac(userId: number, password: string): Buffer {
    return createHmac('sha256', this.key).update(`${userId}\0${password}`).digest();
  }

  has(userId: number, storedHash: string, password: string): boolean {
    const entry = this.entries.get(userId);
    if (!entry || entry.expiresAt <= Date.now() || entry.storedHash !== storedHash) return false;
    return timingSafeEqual(entry.mac, this.mac(userId, password));
  }

  remember(userId: number, storedHash: string, password: string): void {
    this.entries.delete(userId);
    if (this.entries.size >= MEMO_MAX_USERS) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(userId, {
      storedHash,
      mac: this.mac(userId, password),
      expiresAt: Date.now() + FUND_PASSWORD_MEMO_MS,
    });
  }

  forget(userId: number): void {
    this.entries.delete(userId);
  }
}

const memo = new VerifiedMemo();

/** The user's stored fund password hash and the throttle of its tries: one prepared query. */
function buildStateQuery(db: Db, name: string) {
  return db
    .select({ storedHash: users.fundPasswordHash, throttle: throttleState })
    .from(users)
    .leftJoin(throttles, eq(throttles.key, sql.placeholder('throttleKey')))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(name);
}

/**
 * The fund password every call that spends the balance asks for (paying, withdrawing): refused
 * when none is set, and at most `fundPasswordPerUser` wrong tries per window, counted per user.
 * A password verified in the last FUND_PASSWORD_MEMO_MS is recognised without argon2id (still
 * behind the throttle); a wrong one always goes through argon2id, counts, and forgets the memo.
 */
export async function checkFundPassword(
  deps: { db: Db; throttle: Throttle },
  userId: number,
  password: string,
): Promise<void> {
  const throttleKey = `fund:user:${userId}`;
  const [row] = await preparedQuery(deps.db, 'fund_password_state', buildStateQuery).execute({
    userId,
    throttleKey,
  });
  const storedHash = row?.storedHash;
  if (!storedHash) throw fail('msg.fund_password_not_set', { field: 'fund_password' });
  assertUnderLimit(row.throttle ?? undefined, throttleRules.fundPasswordPerUser);
  if (memo.has(userId, storedHash, password)) return;
  if (!(await verifyPassword(storedHash, password))) {
    memo.forget(userId);
    await deps.throttle.recordFailure(throttleKey, throttleRules.fundPasswordPerUser);
    throw fail('msg.fund_password_wrong', { field: 'fund_password' });
  }
  memo.remember(userId, storedHash, password);
}
