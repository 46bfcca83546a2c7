import type { LoginRequest, RegisterRequest, Role, Userinfo } from '@market/contract';
import type { Db } from '../../db/client.ts';
import { fail } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { type Throttle, throttleRules } from '../../lib/throttle.ts';
import type { ClientMeta } from '../../lib/client-meta.ts';
import { createInviteCode } from '../../lib/tokens.ts';
import { checkEmailCode, consumeEmailCode } from '../ems/index.ts';
import { userinfoOf } from './present.ts';
import * as queries from './queries.ts';
import type { SessionStore } from './session-store.ts';

export interface AuthDeps {
  db: Db;
  throttle: Throttle;
  sessions: SessionStore;
}

type Registration = Omit<RegisterRequest, 'invite_code'> & { invite_code?: string | undefined };

export async function register(deps: AuthDeps, body: Registration, meta: ClientMeta): Promise<Userinfo> {
  const { db } = deps;
  if (await queries.findUserByUsername(db, body.username))
    throw fail('msg.username_taken', { field: 'username' });
  if (await queries.findUserByEmail(db, body.email)) throw fail('msg.email_taken', { field: 'email' });
  const inviter = body.invite_code ? await queries.findUserByInviteCode(db, body.invite_code) : undefined;
  if (body.invite_code && !inviter) throw fail('msg.invite_invalid', { field: 'invite_code' });

  const codeId = await checkEmailCode(db, body.email, 'register', body.code);
  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      await consumeEmailCode(tx, codeId);
      const user = await queries.insertUser(tx, {
        username: body.username,
        email: body.email,
        passwordHash,
        inviteCode: createInviteCode(),
        invitedBy: inviter?.id ?? null,
      });
      const { token } = await deps.sessions.start(tx, user.id, meta);
      return userinfoOf(tx, user, token);
    });
  } catch (error) {
    // two registrations raced past the checks above: the unique index decides
    const constraint = uniqueViolation(error);
    if (constraint === 'users_username_key') throw fail('msg.username_taken', { field: 'username' });
    if (constraint === 'users_email_key') throw fail('msg.email_taken', { field: 'email' });
    throw error;
  }
}

/** The wrong-password counter of an account, however the login names it (username or e-mail). */
export const loginThrottleKey = (userId: number) => `login:user:${userId}`;

/**
 * Username or e-mail with password. Wrong tries are counted per account and per IP; an unknown
 * account costs the same time and gets the same answers as a wrong password, its lock included.
 */
export async function login(
  deps: AuthDeps,
  body: LoginRequest,
  meta: ClientMeta,
  options: { requireRole?: Role } = {},
): Promise<Userinfo> {
  const { db, throttle } = deps;
  const ipKey = `login:ip:${meta.ip}`;
  await throttle.assertAllowed(ipKey, throttleRules.loginPerIp);
  const user = await queries.findUserByAccount(db, body.account);
  const accountKey = user ? loginThrottleKey(user.id) : `login:unknown:${body.account.trim().toLowerCase()}`;
  await throttle.assertAllowed(accountKey, throttleRules.loginPerAccount);

  const isValid = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !isValid || (options.requireRole && user.role !== options.requireRole)) {
    await throttle.recordFailure(accountKey, throttleRules.loginPerAccount);
    await throttle.recordFailure(ipKey, throttleRules.loginPerIp);
    throw fail('msg.login_failed');
  }
  if (user.isDisabled) throw fail('msg.account_disabled');
  await throttle.clear(accountKey);
  const { token } = await deps.sessions.start(db, user.id, meta);
  return userinfoOf(db, user, token);
}

/** Whether an account uses the address (e-mail codes are sent by this answer). */
export async function hasAccount(db: Db, email: string): Promise<boolean> {
  return (await queries.findUserByEmail(db, email)) !== undefined;
}

export async function logout(deps: AuthDeps, sessionId: number): Promise<void> {
  await deps.sessions.end(deps.db, sessionId);
}
