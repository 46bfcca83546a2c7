import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  CurrentUser,
  ProfileRequest,
  ResetPasswordRequest,
} from '@market/contract';
import type { Db } from '../../db/client.ts';
import { fail, notFound, unauthorized } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { type Throttle, throttleRules } from '../../lib/throttle.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { checkEmailCode, consumeEmailCode } from '../ems/index.ts';
import { ownsPublicUpload, uploadHashOf } from '../upload/index.ts';
import { loginThrottleKey } from './auth-service.ts';
import { currentUserOf } from './present.ts';
import * as queries from './queries.ts';
import type { SessionStore } from './session-store.ts';

export interface AccountDeps {
  db: Db;
  throttle: Throttle;
  sessions: SessionStore;
}

export async function getCurrentUser(db: Db, auth: AuthUser): Promise<CurrentUser> {
  const user = await queries.findUserById(db, auth.id);
  if (!user) throw unauthorized();
  return currentUserOf(db, user);
}

export async function updateProfile(db: Db, auth: AuthUser, body: ProfileRequest): Promise<CurrentUser> {
  if (body.avatar !== undefined) {
    // only an image this user uploaded publicly can become the avatar
    if (!(await ownsPublicUpload(db, auth.id, uploadHashOf(body.avatar))))
      throw fail('validation.avatar_format', { field: 'avatar' });
  }
  const user = await queries.updateUser(db, auth.id, {
    ...(body.avatar !== undefined && { avatar: body.avatar }),
    ...(body.nickname !== undefined && { nickname: body.nickname }),
  });
  if (!user) throw notFound();
  return currentUserOf(db, user);
}

/**
 * Login password: the old one is required, and the user's other sessions end. Fund password: the
 * old one is required once one exists. Wrong old passwords are throttled per user.
 */
export async function changePassword(
  deps: AccountDeps,
  auth: AuthUser,
  body: ChangePasswordRequest,
): Promise<void> {
  const { db, throttle } = deps;
  const user = await queries.findUserById(db, auth.id);
  if (!user) throw unauthorized();
  const isLogin = body.type === 'login';
  const currentHash = isLogin ? user.passwordHash : user.fundPasswordHash;
  if (currentHash !== null) {
    if (!body.oldpassword) throw fail('msg.enter_original_password', { field: 'oldpassword' });
    const key = `${isLogin ? 'password' : 'fund'}:user:${user.id}`;
    const rule = isLogin ? throttleRules.passwordPerUser : throttleRules.fundPasswordPerUser;
    await throttle.assertAllowed(key, rule);
    if (!(await verifyPassword(currentHash, body.oldpassword))) {
      await throttle.recordFailure(key, rule);
      throw fail('msg.old_password_wrong', { field: 'oldpassword' });
    }
    await throttle.clear(key);
  }
  const newHash = await hashPassword(body.newpassword);
  await db.transaction(async (tx) => {
    if (isLogin) {
      await queries.updateUser(tx, user.id, { passwordHash: newHash });
      await deps.sessions.endOthers(tx, user.id, auth.sessionId);
    } else {
      await queries.updateUser(tx, user.id, { fundPasswordHash: newHash });
    }
  });
}

/** Forgotten password: a `resetpwd` code proves the address; every session of the user ends. */
export async function resetPassword(deps: AccountDeps, body: ResetPasswordRequest): Promise<void> {
  const { db, throttle } = deps;
  const codeId = await checkEmailCode(db, body.email, 'resetpwd', body.code);
  const user = await queries.findUserByEmail(db, body.email);
  if (!user) throw fail('msg.code_invalid', { field: 'code' });
  const passwordHash = await hashPassword(body.newpassword);
  await db.transaction(async (tx) => {
    await consumeEmailCode(tx, codeId);
    await queries.updateUser(tx, user.id, { passwordHash });
    await deps.sessions.endOthers(tx, user.id);
  });
  await throttle.clear(loginThrottleKey(user.id));
}

/** A `changeemail` code sent to the new address proves the user reads it. */
export async function changeEmail(db: Db, auth: AuthUser, body: ChangeEmailRequest): Promise<CurrentUser> {
  const codeId = await checkEmailCode(db, body.email, 'changeemail', body.code);
  try {
    const user = await db.transaction(async (tx) => {
      await consumeEmailCode(tx, codeId);
      return queries.updateUser(tx, auth.id, { email: body.email });
    });
    if (!user) throw unauthorized();
    return currentUserOf(db, user);
  } catch (error) {
    if (uniqueViolation(error) === 'users_email_key') throw fail('msg.email_taken', { field: 'email' });
    throw error;
  }
}
