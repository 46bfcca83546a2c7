import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser, post, type TestUser } from './helper.ts';
import { expectLedgerBalanced } from './order-support.ts';
import { THRESHOLD, useTwoPersonTests } from './two-person-support.ts';

const t = useTwoPersonTests();
const { ctx, admins, approveAdjustment, rejectAdjustment, listAdjustments } = t;

const OWN_REQUEST = 'You asked for this adjustment; another admin must approve or reject it';
const OWN = "You cannot decide on your own account's money; another admin must";

const adjust = (admin: TestUser, body: object) =>
  post(ctx.app, '/api/admin/user/adjust_balance', body, {
    token: admin.token,
    headers: { 'idempotency-key': randomUUID() },
  });

describe('POST /api/admin/user/adjust_balance under the two-person rule', () => {
  it('posts at once at or below the threshold; above it waits for a second admin, the balance as it was', async () => {
    const user = await t.buildWallet('0');
    const small = await adjust(admins.finance, {
      user_id: user.user.id,
      amount: THRESHOLD,
      reason: 'refund',
    });
    expect(small.body.data).toMatchObject({ status: 'posted', balance: '500', entry_id: expect.any(Number) });
    const large = await adjust(admins.finance, { user_id: user.user.id, amount: '500.5', reason: 'bonus' });
    expect(large.body.data).toEqual({
      user_id: user.user.id,
      balance: '500',
      entry_id: null,
      adjustment_id: expect.any(Number),
      status: 'pending',
    });
    expect(await t.balanceOf(user)).toBe('500');
    const audits = await t.audits(`user:${user.user.id}`);
    expect(audits.map((row) => row.action)).toEqual(['user.adjust_balance', 'adjustment.request']);
    expect(JSON.parse(audits[1]!.after)).toMatchObject({
      status: 'pending',
      amount: '500.5',
      reason: 'bonus',
    });
    const own = await adjust(admins.finance, {
      user_id: admins.finance.user.id,
      amount: '1',
      reason: 'mine',
    });
    expect(own.body).toEqual({ code: 0, msg: OWN, data: { field: 'user_id' } });
  });
});

describe('POST /api/admin/adjustment/approve and /reject', () => {
  it('the second admin posts it once; the requester and the account holder may not', async () => {
    const holder = await buildUser(ctx.database, { role: 'admin', adminRole: 'finance' });
    const request = await adjust(admins.finance, {
      user_id: holder.user.id,
      amount: '750',
      reason: 'payout fix',
    });
    const id = request.body.data.adjustment_id as number;
    expect((await approveAdjustment({ id }, admins.finance)).body).toEqual({
      code: 0,
      msg: OWN_REQUEST,
      data: null,
    });
    expect((await approveAdjustment({ id }, holder)).body).toEqual({ code: 0, msg: OWN, data: null });
    expect((await rejectAdjustment({ id, reason: 'no' }, admins.finance)).body.msg).toBe(OWN_REQUEST);
    const approved = await approveAdjustment({ id }, admins.second);
    expect(approved.body.data).toMatchObject({
      id,
      status: 'posted',
      amount: '750',
      requested_by: admins.finance.user.id,
      requester: admins.finance.user.username,
      decided_by: admins.second.user.id,
      decider: admins.second.user.username,
      approvals_required: 2,
      entry_id: expect.any(Number),
    });
    expect(await t.balanceOf(holder)).toBe('750');
    const again = await approveAdjustment({ id }, ctx.admin);
    expect(again.body).toEqual({ code: 0, msg: 'This request has already been approved', data: null });
    const entries = await t.rows<{ n: number }>(
      sql`select count(*)::int as n from ledger_entries where reference = ${`adjustment:${id}`}`,
    );
    expect(entries).toEqual([{ n: 2 }]);
    const audits = await t.audits(`user:${holder.user.id}`);
    expect(audits.map((row) => [row.action, row.actor_id])).toEqual([
      ['adjustment.request', admins.finance.user.id],
      ['adjustment.approve', admins.second.user.id],
    ]);
    expect(JSON.parse(audits[1]!.after)).toMatchObject({ status: 'posted', money: '750' });
    await expectLedgerBalanced(ctx.database);
  });

  it('rejects with a reason and moves nothing; a debit that would overdraw stays pending', async () => {
    const user = await t.buildWallet('300');
    const debit = await adjust(admins.finance, {
      user_id: user.user.id,
      amount: '-600',
      reason: 'chargeback',
    });
    const id = debit.body.data.adjustment_id as number;
    const overdraw = await approveAdjustment({ id }, admins.second);
    expect(overdraw.body).toEqual({ code: 0, msg: 'Insufficient balance', data: { field: 'amount' } });
    const noReason = await rejectAdjustment({ id, reason: '' }, admins.second);
    expect(noReason.body).toEqual({ code: 0, msg: 'Please enter a reason', data: { field: 'reason' } });
    const rejected = await rejectAdjustment({ id, reason: 'not our loss' }, admins.second);
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      decision_reason: 'not our loss',
      entry_id: null,
    });
    expect(await t.balanceOf(user)).toBe('300');
    expect((await approveAdjustment({ id }, ctx.admin)).body.msg).toBe(
      'This request has already been rejected',
    );
    const last = (await t.audits(`user:${user.user.id}`)).at(-1)!;
    expect([last.action, JSON.parse(last.after)]).toEqual([
      'adjustment.reject',
      { adjustment: id, status: 'rejected', reason: 'not our loss' },
    ]);
  });

  it('answers an unknown adjustment 404 and bad input naming the field', async () => {
    const steps = [
      [approveAdjustment, {}],
      [rejectAdjustment, { reason: 'x' }],
    ] as const;
    for (const [step, body] of steps) {
      const unknown = await step({ id: 987654, ...body }, admins.second);
      expect(unknown.status).toBe(404);
      expect(unknown.body.msg).toBe('Adjustment not found');
      const badId = await step({ id: -1, ...body }, admins.second);
      expect(badId.body).toMatchObject({ code: 0, data: { field: 'id' } });
    }
  });
});

describe('POST /api/admin/adjustment/list', () => {
  it('lists newest first, by status and by user, with who asked and who decided', async () => {
    const user = await t.buildWallet('0');
    await adjust(admins.finance, { user_id: user.user.id, amount: '20', reason: 'one' });
    await adjust(admins.finance, { user_id: user.user.id, amount: '2000', reason: 'two' });
    const all = await listAdjustments({ user_id: user.user.id }, admins.second);
    expect(all.body.data).toMatchObject({ total: 2, page: 1 });
    expect(
      all.body.data.list.map((row: { reason: string; status: string }) => [row.reason, row.status]),
    ).toEqual([
      ['two', 'pending'],
      ['one', 'posted'],
    ]);
    expect(all.body.data.list[1]).toMatchObject({
      decided_by: admins.finance.user.id,
      username: user.user.username,
    });
    const pending = await listAdjustments({ user_id: user.user.id, status: 'pending' }, admins.second);
    expect(pending.body.data.list).toHaveLength(1);
    const bad = await listAdjustments({ status: 'waiting' }, admins.second);
    expect(bad.body).toMatchObject({ code: 0, data: { field: 'status' } });
  });
});

describe('the two-person threshold in the wallet settings', () => {
  it('is checked naming the field, kept when not sent, and audited', async () => {
    const settings = await t.settings();
    expect(settings.two_person_threshold).toBe(THRESHOLD);
    for (const value of ['abc', '-1', '1.123456789', '']) {
      const { body } = await t.saveSettings({ ...settings, two_person_threshold: value });
      expect(body).toEqual({
        code: 0,
        msg: 'The two-person threshold must be an amount of 0 or more, such as 10000',
        data: { field: 'two_person_threshold' },
      });
    }
    const { two_person_threshold: _kept, ...withoutIt } = settings;
    expect((await t.saveSettings(withoutIt)).body.data.two_person_threshold).toBe(THRESHOLD);
    const saved = await t.saveSettings({ ...settings, two_person_threshold: '750.5' });
    expect(saved.body.data.two_person_threshold).toBe('750.5');
    const last = (await t.audits('site:wallet')).at(-1)!;
    expect(JSON.parse(last.before).two_person_threshold).toBe(THRESHOLD);
    expect(JSON.parse(last.after).two_person_threshold).toBe('750.5');
    await t.saveSettings({ ...settings, two_person_threshold: THRESHOLD });
  });

  it('the withdrawal list shows each one’s approvals and filters the approved', async () => {
    const user = await t.buildWallet('2000');
    const id = (await t.withdraw(user, { amount: '600' })).body.data.withdrawal.id;
    await t.approve({ id }, admins.finance);
    await t.approve({ id }, admins.second);
    const list = await post(
      ctx.app,
      '/api/admin/withdraw/list',
      { status: 'approved', user_id: user.user.id },
      {
        token: admins.finance.token,
      },
    );
    expect(list.body.data.list).toEqual([
      expect.objectContaining({
        id,
        status: 'approved',
        approvals_required: 2,
        approvals: [
          expect.objectContaining({ admin_id: admins.finance.user.id, created_at: expect.any(String) }),
          expect.objectContaining({ admin_id: admins.second.user.id }),
        ],
      }),
    ]);
  });
});
