import { adminListResponse } from '@market/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../src/db/schema.ts';
import { buildUser, post, type TestUser } from './helper.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp(async ({ database }) => ({
  superAdmin: await buildUser(database, { role: 'admin' }),
}));

const call = (path: string, body: object, as: TestUser = ctx.superAdmin, lang?: string) =>
  post(ctx.app, `/api/admin/admins/${path}`, body, { token: as.token, ...(lang && { lang }) });

const roleOf = async (id: number) =>
  (
    await ctx.database.db
      .select({ role: users.role, adminRole: users.adminRole })
      .from(users)
      .where(eq(users.id, id))
  )[0];
const sessionsOf = async (id: number) =>
  (await ctx.database.db.select().from(sessions).where(eq(sessions.userId, id))).length;
const lastAudit = async (subject: string) =>
  (
    await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, subject))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe('the admins (super admin only)', () => {
  it('lists admins with their roles, by role when asked', async () => {
    const finance = await buildUser(ctx.database, { role: 'admin', adminRole: 'finance' });
    await buildUser(ctx.database);
    const all = adminListResponse.parse((await call('list', {})).body.data);
    expect(all.list.map((row) => row.id)).toEqual(
      expect.arrayContaining([ctx.superAdmin.user.id, finance.user.id]),
    );
    expect(all.list.every((row) => row.admin_role)).toBe(true);
    const onlyFinance = adminListResponse.parse((await call('list', { admin_role: 'finance' })).body.data);
    expect(onlyFinance.list.map((row) => row.admin_role)).toEqual(onlyFinance.list.map(() => 'finance'));
    expect(onlyFinance.list.map((row) => row.id)).toContain(finance.user.id);
    expect(onlyFinance.total).toBe(onlyFinance.list.length);
    expect((await call('list', { admin_role: 'owner' })).body).toMatchObject({
      code: 0,
      data: { field: 'admin_role' },
    });
  });

  it('makes a buyer an admin, audited, and ends their sessions', async () => {
    const buyer = await buildUser(ctx.database);
    expect(await sessionsOf(buyer.user.id)).toBe(1);
    const { body } = await call('grant', { user_id: buyer.user.id, admin_role: 'reviewer' });
    expect(body).toMatchObject({ code: 1, data: { id: buyer.user.id, admin_role: 'reviewer' } });
    expect(await roleOf(buyer.user.id)).toEqual({ role: 'admin', adminRole: 'reviewer' });
    expect(await sessionsOf(buyer.user.id)).toBe(0);
    const audit = await lastAudit(`user:${buyer.user.id}`);
    expect(audit).toMatchObject({ actorId: ctx.superAdmin.user.id, action: 'admin.grant', ip: '127.0.0.1' });
    expect(JSON.parse(audit!.before!)).toEqual({ role: 'buyer', admin_role: null });
    expect(JSON.parse(audit!.after!)).toEqual({ role: 'admin', admin_role: 'reviewer' });
    // the old token no longer works; a new login gets the reviewer's back office
    const me = await post(ctx.app, '/api/admin/me', {}, { token: buyer.token });
    expect(me.status).toBe(401);
  });

  it('changes an admin’s role, audited, ending their sessions', async () => {
    const support = await buildUser(ctx.database, { role: 'admin', adminRole: 'support' });
    const { body } = await call('role', { user_id: support.user.id, admin_role: 'finance' });
    expect(body).toMatchObject({ code: 1, data: { admin_role: 'finance' } });
    expect(await roleOf(support.user.id)).toEqual({ role: 'admin', adminRole: 'finance' });
    expect(await sessionsOf(support.user.id)).toBe(0);
    const audit = await lastAudit(`user:${support.user.id}`);
    expect(audit?.action).toBe('admin.role');
    expect(JSON.parse(audit!.before!)).toEqual({ role: 'admin', admin_role: 'support' });
    expect(JSON.parse(audit!.after!)).toEqual({ role: 'admin', admin_role: 'finance' });
  });

  it('takes admin rights away: the admin becomes a buyer, audited', async () => {
    const other = await buildUser(ctx.database, { role: 'admin', adminRole: 'super' });
    const { body } = await call('revoke', { user_id: other.user.id });
    expect(body).toMatchObject({ code: 1, data: null });
    expect(await roleOf(other.user.id)).toEqual({ role: 'buyer', adminRole: null });
    expect(await sessionsOf(other.user.id)).toBe(0);
    const audit = await lastAudit(`user:${other.user.id}`);
    expect(audit?.action).toBe('admin.revoke');
    expect(JSON.parse(audit!.after!)).toEqual({ role: 'buyer', admin_role: null });
  });

  it('refuses to change your own role or remove yourself, naming the field, in your language', async () => {
    const self = ctx.superAdmin.user.id;
    const own = await call('role', { user_id: self, admin_role: 'support' });
    expect(own.body).toEqual({
      code: 0,
      msg: 'You cannot change your own admin rights',
      data: { field: 'user_id' },
    });
    const gone = await call('revoke', { user_id: self }, ctx.superAdmin, 'de');
    expect(gone.body).toEqual({
      code: 0,
      msg: 'Sie können Ihre eigenen Administratorrechte nicht ändern',
      data: { field: 'user_id' },
    });
    expect(await roleOf(self)).toEqual({ role: 'admin', adminRole: 'super' });
  });

  it('keeps a super admin: two demoting each other leave one super admin, the other refused', async () => {
    const first = await buildUser(ctx.database, { role: 'admin', adminRole: 'super' });
    const second = await buildUser(ctx.database, { role: 'admin', adminRole: 'super' });
    const results = await Promise.all([
      call('revoke', { user_id: second.user.id }, first),
      call('revoke', { user_id: first.user.id }, second),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual([1, 403]);
    const supers = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.adminRole, 'super')));
    expect(supers.map((row) => row.id)).toContain(ctx.superAdmin.user.id);
    const kept = [first.user.id, second.user.id].filter((id) => supers.some((row) => row.id === id));
    expect(kept).toHaveLength(1);
  });

  it('refuses an admin again, a merchant, and names the field of bad input', async () => {
    const finance = await buildUser(ctx.database, { role: 'admin', adminRole: 'finance' });
    expect((await call('grant', { user_id: finance.user.id, admin_role: 'support' })).body).toEqual({
      code: 0,
      msg: 'This user is already an admin',
      data: { field: 'user_id' },
    });
    const merchant = await buildUser(ctx.database, { role: 'merchant' });
    expect((await call('grant', { user_id: merchant.user.id, admin_role: 'support' })).body).toMatchObject({
      code: 0,
      data: { field: 'user_id' },
    });
    expect(await roleOf(merchant.user.id)).toEqual({ role: 'merchant', adminRole: null });
    const badRole = await call('grant', { user_id: finance.user.id, admin_role: 'owner' });
    expect(badRole.body).toEqual({ code: 0, msg: 'Please choose a role', data: { field: 'admin_role' } });
    const noUser = await call('role', { admin_role: 'support' });
    expect(noUser.body).toMatchObject({ code: 0, data: { field: 'user_id' } });
  });

  it('answers 404 for a user or an admin that does not exist', async () => {
    const missing = await call('grant', { user_id: 999_999, admin_role: 'support' });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('This user does not exist');
    const buyer = await buildUser(ctx.database);
    const notAdmin = await call('role', { user_id: buyer.user.id, admin_role: 'support' });
    expect(notAdmin.status).toBe(404);
    expect(notAdmin.body.msg).toBe('This admin does not exist');
    expect((await call('revoke', { user_id: 999_999 })).status).toBe(404);
  });

  it('is refused (403) to every other role', async () => {
    const finance = await buildUser(ctx.database, { role: 'admin', adminRole: 'finance' });
    const buyer = await buildUser(ctx.database);
    const result = await call('grant', { user_id: buyer.user.id, admin_role: 'super' }, finance);
    expect(result.status).toBe(403);
    expect(await roleOf(buyer.user.id)).toEqual({ role: 'buyer', adminRole: null });
  });
});
