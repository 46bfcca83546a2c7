import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { throttles } from '../../lib/throttle-schema.ts';
import { fail } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { assertUnderLimit, type Throttle, throttleRules, throttleState } from '../../lib/throttle.ts';
import { type FundPasswordMemo, ProcessMemo } from './fund-password-memo.ts';
import { users } from './schema.ts';

const processMemo = new ProcessMemo();

/** The user's stored fund password hash and the throttle of its tries: one prepared query. */
function buildStateQuery(db: Db, name: string) {
  return db
    .select({ storedHash: users.fundPasswordHash, isDisabled: users.isDisabled, throttle: throttleState })
    .from(users)
    .leftJoin(throttles, eq(throttles.key, sql.placeholder('throttleKey')))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(name);
}

/**
 * The fund password every call that spends the balance asks for (paying, withdrawing): refused
 * for a frozen account and when none is set, and at most `fundPasswordPerUser` wrong tries per window, counted per user.
 * A password verified in the last FUND_PASSWORD_MEMO_MS is recognised without argon2id (still
 * behind the throttle); a wrong one always goes through argon2id, counts, and forgets the memo.
 */
export async function checkFundPassword(
  deps: { db: Db; throttle: Throttle; fundMemo?: FundPasswordMemo },
  userId: number,
  password: string,
): Promise<void> {
  const memo = deps.fundMemo ?? processMemo;
  const throttleKey = `fund:user:${userId}`;
  const [row] = await preparedQuery(deps.db, 'fund_password_state', buildStateQuery).execute({
    userId,
    throttleKey,
  });
  // a frozen account moves no money, even on a session that outlived the freeze
  if (row?.isDisabled) throw fail('msg.account_disabled');
  const storedHash = row?.storedHash;
  if (!storedHash) throw fail('msg.fund_password_not_set', { field: 'fund_password' });
  assertUnderLimit(row.throttle ?? undefined, throttleRules.fundPasswordPerUser);
  if (await memo.has(userId, storedHash, password)) return;
  if (!(await verifyPassword(storedHash, password))) {
    await memo.forget(userId);
    await deps.throttle.recordFailure(throttleKey, throttleRules.fundPasswordPerUser);
    throw fail('msg.fund_password_wrong', { field: 'fund_password' });
  }
  await memo.remember(userId, storedHash, password);
}
