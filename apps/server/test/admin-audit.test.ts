import { auditPage } from '@market/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.ts';
import { buildUser, post } from './helper.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp(async ({ database }) => {
  const superAdmin = await buildUser(database, { role: 'admin' });
  const other = await buildUser(database, { role: 'admin', adminRole: 'finance' });
  const at = (days: number) => sql`now() - make_interval(days => ${days})`;
  // oldest first, as they would have been written
  await database.db.insert(auditLog).values([
    {
      actorId: superAdmin.user.id,
      action: 'admin.role',
      subject: 'user:120',
      before: '{}',
      after: '{}',
      createdAt: at(40),
    },
    {
      actorId: other.user.id,
      action: 'ledger.adjust',
      subject: 'user:12',
      before: '{}',
      after: '{}',
      createdAt: at(10),
    },
    {
      actorId: other.user.id,
      action: 'wallet.recharge_review',
      subject: 'recharge:7',
      before: '{"status":"pending"}',
      after: '{"status":"approved"}',
    },
    {
      actorId: superAdmin.user.id,
      action: 'site.settings',
      subject: 'site:settings',
      before: '{"web_name":"A"}',
      after: '{"web_name":"B"}',
      ip: '10.0.0.1',
    },
  ]);
  return { superAdmin, other };
});

const list = (body: object, token = ctx.superAdmin.token) =>
  post(ctx.app, '/api/admin/audit/list', body, { token });
const page = async (body: object) => {
  const { body: answer } = await list(body);
  expect(answer.code, answer.msg).toBe(1);
  return auditPage.parse(answer.data);
};
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

describe('POST /api/admin/audit/list', () => {
  it('lists newest first with who acted, the values before and after, and the address', async () => {
    const answer = await page({});
    expect(answer.total).toBe(4);
    expect(answer.list.map((row) => row.action)).toEqual([
      'site.settings',
      'wallet.recharge_review',
      'ledger.adjust',
      'admin.role',
    ]);
    expect(answer.list[0]).toMatchObject({
      actor_id: ctx.superAdmin.user.id,
      actor_name: ctx.superAdmin.user.username,
      subject: 'site:settings',
      before: { web_name: 'A' },
      after: { web_name: 'B' },
      ip: '10.0.0.1',
    });
  });

  it('filters by actor, action, the start of the subject and a range of days, and pages', async () => {
    const byActor = await page({ actor_id: ctx.other.user.id });
    expect(byActor.list.map((row) => row.action)).toEqual(['wallet.recharge_review', 'ledger.adjust']);
    expect((await page({ action: 'ledger.adjust' })).list.map((row) => row.subject)).toEqual(['user:12']);
    // `user:12` is the start of both user:12 and user:120; `%` is a character, not a wildcard
    expect((await page({ subject: 'user:12' })).total).toBe(2);
    expect((await page({ subject: 'user:%' })).total).toBe(0);
    expect((await page({ from: day(15), to: day(5) })).list.map((row) => row.action)).toEqual([
      'ledger.adjust',
    ]);
    expect((await page({ from: day(0) })).total).toBe(2);
    const second = await page({ limit: 3, page: 2 });
    expect(second).toMatchObject({ total: 4, total_capped: false, page: 2 });
    expect(second.list.map((row) => row.action)).toEqual(['admin.role']);
  });

  it('names the field of bad input', async () => {
    const badDay = await list({ from: '31.01.2026' });
    expect(badDay.body).toEqual({
      code: 0,
      msg: 'Please enter a date such as 2026-01-31',
      data: { field: 'from' },
    });
    const backwards = await list({ from: day(1), to: day(3) });
    expect(backwards.body).toEqual({
      code: 0,
      msg: 'The end date must not be before the start date',
      data: { field: 'to' },
    });
    expect((await list({ actor_id: 'me' })).body).toMatchObject({ code: 0, data: { field: 'actor_id' } });
    expect((await list({ ip: '1.2.3.4' })).body).toMatchObject({ code: 0, data: { field: 'ip' } });
    // past the counted rows (decision 043): refused, naming the page
    expect((await list({ page: 600, limit: 20 })).body).toMatchObject({ code: 0, data: { field: 'page' } });
  });

  it('is for super admins only, and answers the actions for the filter', async () => {
    expect((await list({}, ctx.other.token)).status).toBe(403);
    const actions = await post(ctx.app, '/api/admin/audit/actions', {}, { token: ctx.superAdmin.token });
    expect(actions.body.data).toEqual([
      'admin.role',
      'ledger.adjust',
      'site.settings',
      'wallet.recharge_review',
    ]);
    const unknown = await post(
      ctx.app,
      '/api/admin/audit/actions',
      { all: true },
      { token: ctx.superAdmin.token },
    );
    expect(unknown.body).toMatchObject({ code: 0, data: { field: 'all' } });
  });
});

describe('the audit log', () => {
  it('cannot be changed or deleted, even by the database owner', async () => {
    const [row] = await ctx.database.db.select().from(auditLog).limit(1);
    await expect(
      ctx.database.db.update(auditLog).set({ action: 'nothing' }).where(eq(auditLog.id, row!.id)),
    ).rejects.toThrow();
    await expect(ctx.database.db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    const [kept] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(kept).toEqual(row);
  });
});
