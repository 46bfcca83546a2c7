import type { Db } from '../../db/client.ts';
import { fail } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { type Throttle, throttleRules } from '../../lib/throttle.ts';
import { findUserById } from './queries.ts';

/**
 * The fund password every call that spends the balance asks for (paying, withdrawing): refused
 * when none is set, and at most `fundPasswordPerUser` wrong tries per window, counted per user.
 */
export async function checkFundPassword(
  deps: { db: Db; throttle: Throttle },
  userId: number,
  password: string,
): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user?.fundPasswordHash) throw fail('msg.fund_password_not_set', { field: 'fund_password' });
  const throttleKey = `fund:user:${userId}`;
  await deps.throttle.assertAllowed(throttleKey, throttleRules.fundPasswordPerUser);
  if (!(await verifyPassword(user.fundPasswordHash, password))) {
    await deps.throttle.recordFailure(throttleKey, throttleRules.fundPasswordPerUser);
    throw fail('msg.fund_password_wrong', { field: 'fund_password' });
  }
}
