import { type AdminUserChangeResponse, roleMay } from '@market/contract';
import type { Db } from '../../db/client.ts';
import { fail, forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import { deleteUserSessions } from '../session/index.ts';
import { findUserById, lockUser, updateUser, type UserRow } from '../user/index.ts';

type Action = 'user.freeze' | 'user.unfreeze' | 'user.reset_fund_password' | 'user.revoke_sessions';

interface Change {
  /** Refuses the change for this account (already frozen, …), before anything is written. */
  check?(user: UserRow): void;
  /** What changes on the account row (nothing for revoking sessions). */
  values?: Parameters<typeof updateUser>[2];
  /** Whether every session of the account ends. */
  endSessions: boolean;
}

const changes: Record<Action, Change> = {
  'user.freeze': {
    check: (user) => {
      if (user.isDisabled) throw fail('msg.user_already_frozen', { field: 'user_id' });
    },
    values: { isDisabled: true },
    endSessions: true,
  },
  'user.unfreeze': {
    check: (user) => {
      if (!user.isDisabled) throw fail('msg.user_not_frozen', { field: 'user_id' });
    },
    values: { isDisabled: false },
    endSessions: false,
  },
  // the user sets a new one (the fund password page asks no old one while none is set)
  'user.reset_fund_password': { values: { fundPasswordHash: null }, endSessions: false },
  'user.revoke_sessions': { endSessions: true },
};

const stateOf = (user: UserRow) => ({
  is_disabled: user.isDisabled,
  has_fund_password: user.fundPasswordHash !== null,
});

/**
 * Support's change to an account, with its reason: the account row locked, changed, its sessions
 * ended where the change says so, and the audit row, all in one transaction. Only a super admin
 * acts on an admin's account; nobody on their own.
 */
export async function changeUser(
  db: Db,
  admin: AuthUser & { ip: string },
  action: Action,
  body: { user_id: number; reason: string },
): Promise<AdminUserChangeResponse> {
  const change = changes[action];
  return db.transaction(async (tx) => {
    await lockUser(tx, body.user_id);
    const user = await findUserById(tx, body.user_id);
    if (!user) throw notFound('msg.user_not_found');
    if (user.id === admin.id) throw fail('msg.user_is_self', { field: 'user_id' });
    if (user.role === 'admin' && !roleMay(admin.adminRole, 'admins')) throw forbidden();
    change.check?.(user);
    const after = change.values ? ((await updateUser(tx, user.id, change.values)) ?? user) : user;
    const sessionsEnded = change.endSessions ? await deleteUserSessions(tx, user.id) : 0;
    await recordAudit(tx, {
      actorId: admin.id,
      action,
      subject: `user:${user.id}`,
      before: stateOf(user),
      after: { ...stateOf(after), sessions_ended: sessionsEnded, reason: body.reason },
      ip: admin.ip,
    });
    return { user_id: user.id, ...stateOf(after), sessions_ended: sessionsEnded };
  });
}

/** An export of a list (users' e-mails, the site's money) is audited with its filter: who took what, when. */
export async function auditExport(db: Db, admin: { id: number; ip: string }, list: string, filter: object) {
  await db.transaction((tx) =>
    recordAudit(tx, {
      actorId: admin.id,
      action: `${list}.export`,
      subject: list,
      before: null,
      after: filter,
      ip: admin.ip,
    }),
  );
}
