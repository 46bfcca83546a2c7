import type { AdminAccount, AdminRole } from '@market/contract';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { fail, forbidden, notFound } from '../../lib/app-error.ts';
import { toPage } from '../../lib/paging.ts';
import { recordAudit } from '../audit/index.ts';
import { sessionStore } from '../session/index.ts';
import {
  type AdminRow,
  countSuperAdmins,
  listAdmins,
  lockAdminCandidate,
  setAdminRole,
} from '../user/index.ts';

/** Who asks for the change, and from where (the audit row keeps both). */
export interface Actor {
  id: number;
  ip: string;
}

const present = (row: AdminRow): AdminAccount => ({
  id: row.id,
  username: row.username,
  email: row.email,
  admin_role: row.adminRole!,
  is_disabled: row.isDisabled,
  created_at: row.createdAt.toISOString(),
});

const rolesOf = (row: Pick<AdminRow, 'role' | 'adminRole'>) => ({
  role: row.role,
  admin_role: row.adminRole,
});

export async function getAdmins(db: Db, params: { admin_role?: AdminRole; page: number; limit: number }) {
  const { rows, total } = await listAdmins(db, { adminRole: params.admin_role, ...params });
  return toPage(rows, present, total, params);
}

/**
 * One admin change at a time (an advisory lock): two super admins demoting each other at once
 * would otherwise each count two supers and leave none. Inside the lock the actor must still be a
 * super admin, and the change ends the user's sessions, so the new rights start at their next login.
 */
async function changeRoles<T>(
  db: Db,
  actor: Actor,
  userId: number,
  change: (tx: Tx, target: AdminRow | undefined) => Promise<{ row: AdminRow; action: string; answer: T }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin_roles'))`);
    const self = await lockAdminCandidate(tx, actor.id);
    if (self?.adminRole !== 'super') throw forbidden();
    const before = await lockAdminCandidate(tx, userId);
    const { row, action, answer } = await change(tx, before);
    await recordAudit(tx, {
      actorId: actor.id,
      action,
      subject: `user:${userId}`,
      before: before && rolesOf(before),
      after: rolesOf(row),
      ip: actor.ip,
    });
    await sessionStore.endOthers(tx as unknown as Db, userId);
    return answer;
  });
}

/** A buyer becomes an admin of a role. A merchant keeps their store: they are refused. */
export function grantAdmin(db: Db, actor: Actor, input: { user_id: number; admin_role: AdminRole }) {
  return changeRoles(db, actor, input.user_id, async (tx, target) => {
    if (!target) throw notFound('msg.user_not_found');
    if (target.role === 'admin') throw fail('msg.already_admin', { field: 'user_id' });
    if (target.role !== 'buyer') throw fail('msg.merchant_cannot_be_admin', { field: 'user_id' });
    const row = await setAdminRole(tx, target.id, input.admin_role);
    return { row, action: 'admin.grant', answer: present(row) };
  });
}

/** The admin being changed exists, is an admin, and is not the one asking. */
function otherAdmin(actor: Actor, target: AdminRow | undefined): AdminRow {
  if (target?.id === actor.id) throw fail('msg.admin_own_role', { field: 'user_id' });
  if (target?.role !== 'admin') throw notFound('msg.admin_not_found');
  return target;
}

/** The last super admin keeps the role: someone must be able to manage admins. */
async function assertNotLastSuper(tx: Tx, target: AdminRow, field: string): Promise<void> {
  if (target.adminRole === 'super' && (await countSuperAdmins(tx)) <= 1)
    throw fail('msg.last_super_admin', { field });
}

export function changeAdminRole(db: Db, actor: Actor, input: { user_id: number; admin_role: AdminRole }) {
  return changeRoles(db, actor, input.user_id, async (tx, target) => {
    const admin = otherAdmin(actor, target);
    if (input.admin_role !== 'super') await assertNotLastSuper(tx, admin, 'admin_role');
    const row = await setAdminRole(tx, admin.id, input.admin_role);
    return { row, action: 'admin.role', answer: present(row) };
  });
}

export function revokeAdmin(db: Db, actor: Actor, input: { user_id: number }) {
  return changeRoles(db, actor, input.user_id, async (tx, target) => {
    const admin = otherAdmin(actor, target);
    await assertNotLastSuper(tx, admin, 'user_id');
    const row = await setAdminRole(tx, admin.id, null);
    return { row, action: 'admin.revoke', answer: null };
  });
}
