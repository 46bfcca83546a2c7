import { randomUUID } from 'node:crypto';
import { moneyLogPage } from '@market/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoWallet } from '../src/modules/ledger/seed.ts';
import { buildTestApp, buildUser, post, type TestContext, type TestUser } from './helper.ts';
import { expectLedgerBalanced, fund } from './order-support.ts';

let ctx: TestContext;
let admin: TestUser;
let alice: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await buildUser(ctx.database, { role: 'admin' });
  alice = await buildUser(ctx.database);
});
afterAll(() => ctx.close());

const adjust = (body: object, key: string | null = randomUUID(), token = admin.token) =>
  post(ctx.app, '/api/admin/user/adjust_balance', body, {
    token,
    headers: key === null ? {} : { 'idempotency-key': key },
  });

describe('POST /api/admin/user/adjust_balance', () => {
  it('credits and debits a balance, each a ledger entry, audited, netting to zero', async () => {
    const credit = await adjust({ user_id: alice.user.id, amount: '100.5', reason: 'welcome bonus' });
    expect(credit.body).toMatchObject({ code: 1, data: { user_id: alice.user.id, balance: '100.5' } });
    const debit = await adjust({ user_id: alice.user.id, amount: '-0.25', reason: 'correction' });
    expect(debit.body.data.balance).toBe('100.25');
    const me = await post(ctx.app, '/api/user/index', {}, { token: alice.token });
    expect(me.body.data.money).toBe('100.25');
    const audit = await ctx.database.db.execute(
      `select action, subject, before, after from audit_log where subject = 'user:${alice.user.id}' order by id`,
    );
    const rows = (audit as unknown as { rows: { action: string; before: string; after: string }[] }).rows;
    expect(rows.map((row) => row.action)).toEqual(['user.adjust_balance', 'user.adjust_balance']);
    expect(JSON.parse(rows[1]!.before)).toEqual({ money: '100.5' });
    expect(JSON.parse(rows[1]!.after)).toMatchObject({ money: '100.25', reason: 'correction' });
    await expectLedgerBalanced(ctx.database);
  });

  it('never debits below zero and changes nothing then', async () => {
    const bob = await buildUser(ctx.database);
    await fund(ctx, admin, bob.user.id, '5');
    const { body } = await adjust({ user_id: bob.user.id, amount: '-5.00000001', reason: 'too much' });
    expect(body).toEqual({ code: 0, msg: 'Insufficient balance', data: { field: 'amount' } });
    const me = await post(ctx.app, '/api/user/index', {}, { token: bob.token });
    expect(me.body.data.money).toBe('5');
    await expectLedgerBalanced(ctx.database);
  });

  it('replays a retry with the same key and refuses the key with another body', async () => {
    const carol = await buildUser(ctx.database);
    const key = randomUUID();
    const body = { user_id: carol.user.id, amount: '7', reason: 'refund of fee' };
    const first = await adjust(body, key);
    const again = await adjust(body, key);
    expect(again.body).toEqual(first.body);
    const me = await post(ctx.app, '/api/user/index', {}, { token: carol.token });
    expect(me.body.data.money).toBe('7');
    const other = await adjust({ ...body, amount: '8' }, key);
    expect(other.body).toMatchObject({ code: 0, data: { field: 'Idempotency-Key' } });
    expect(other.body.msg).toMatch(/already used/);
  });

  it('needs an idempotency key, a known user, an amount and a reason, naming the field', async () => {
    const missingKey = await adjust({ user_id: alice.user.id, amount: '1', reason: 'x' }, null);
    expect(missingKey.body).toMatchObject({ code: 0, data: { field: 'Idempotency-Key' } });
    const badKey = await adjust({ user_id: alice.user.id, amount: '1', reason: 'x' }, 'short');
    expect(badKey.body).toMatchObject({ code: 0, data: { field: 'Idempotency-Key' } });
    for (const [amount, message] of [
      ['abc', 'Please enter an amount such as 12 or 12.50'],
      ['1.123456789', 'Please enter an amount such as 12 or 12.50'],
      ['0', 'The amount must not be zero'],
      [0.1, undefined],
    ] as const) {
      const { body } = await adjust({ user_id: alice.user.id, amount, reason: 'x' });
      if (message) expect(body).toEqual({ code: 0, msg: message, data: { field: 'amount' } });
      else expect(body.code).toBe(1);
    }
    const noReason = await adjust({ user_id: alice.user.id, amount: '1', reason: ' ' });
    expect(noReason.body).toEqual({ code: 0, msg: 'Please enter a reason', data: { field: 'reason' } });
    const nobody = await adjust({ user_id: 987654, amount: '1', reason: 'x' });
    expect(nobody.status).toBe(404);
    expect(nobody.body.msg).toBe('This user does not exist');
  });

  it('is for admins only', async () => {
    const asBuyer = await adjust(
      { user_id: alice.user.id, amount: '1000', reason: 'free money' },
      randomUUID(),
      alice.token,
    );
    expect(asBuyer.status).toBe(403);
    const asVisitor = await post(ctx.app, '/api/admin/user/adjust_balance', {
      user_id: 1,
      amount: '1',
      reason: 'x',
    });
    expect(asVisitor.status).toBe(401);
  });
});

describe('POST /api/user/money_log', () => {
  it('lists the caller’s own entries, newest first, with the balance after each', async () => {
    const dave = await buildUser(ctx.database);
    await fund(ctx, admin, dave.user.id, '10');
    await fund(ctx, admin, dave.user.id, '2.5');
    const { body } = await post(
      ctx.app,
      '/api/user/money_log',
      { page: 1, limit: 10 },
      { token: dave.token },
    );
    expect(moneyLogPage.parse(body.data)).toBeTruthy();
    expect(body.data.total).toBe(2);
    expect(
      body.data.list.map((e: { amount: string; balance_after: string; kind: string; memo: string }) => [
        e.kind,
        e.amount,
        e.balance_after,
        e.memo,
      ]),
    ).toEqual([
      ['adjustment', '2.5', '12.5', 'test funding'],
      ['adjustment', '10', '10', 'test funding'],
    ]);
    const alices = await post(ctx.app, '/api/user/money_log', {}, { token: alice.token });
    expect(
      alices.body.data.list.every(
        (e: { id: number }) => !body.data.list.some((d: { id: number }) => d.id === e.id),
      ),
    ).toBe(true);
  });

  it('asks a visitor to log in and refuses a bad page', async () => {
    expect((await post(ctx.app, '/api/user/money_log', {})).status).toBe(401);
    const { body } = await post(ctx.app, '/api/user/money_log', { page: 0 }, { token: alice.token });
    expect(body).toMatchObject({ code: 0, data: { field: 'page' } });
  });
});

describe('the demo wallet', () => {
  it('gives the demo buyer a fund password and a balance once, on the ledger', async () => {
    const demo = await buildUser(ctx.database);
    await ensureDemoWallet(ctx.database.db, demo.user.username);
    await ensureDemoWallet(ctx.database.db, demo.user.username);
    const me = await post(ctx.app, '/api/user/index', {}, { token: demo.token });
    expect(me.body.data).toMatchObject({ money: '10000', has_fund_password: true });
    const log = await post(ctx.app, '/api/user/money_log', {}, { token: demo.token });
    expect(log.body.data.list.map((e: { amount: string; memo: string }) => [e.amount, e.memo])).toEqual([
      ['10000', 'Demo balance'],
    ]);
    await expectLedgerBalanced(ctx.database);
  });
});
