import { adminLedgerListResponse, adminOrderListResponse } from '@market/contract';
import { parse } from 'csv-parse/sync';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/modules/audit/index.ts';
import { buildUser, post, type TestUser } from './helper.ts';
import { buildBuyer, fund, useOrderTests } from './order-support.ts';

const { ctx, createCheckout, pay } = useOrderTests();
let buyer: Awaited<ReturnType<typeof buildBuyer>>;
let finance: TestUser;
let support: TestUser;
let orderNos: string[];

beforeAll(async () => {
  finance = await buildUser(ctx.database, { role: 'admin', adminRole: 'finance' });
  support = await buildUser(ctx.database, { role: 'admin', adminRole: 'support' });
  buyer = await buildBuyer(ctx);
  await fund(ctx, ctx.admin, buyer.user.id, '100');
  const checkout = await createCheckout(buyer);
  expect((await pay(buyer.token, checkout.checkout_id)).body.code).toBe(1);
  const { body } = await post(
    ctx.app,
    '/api/admin/order/list',
    { user_id: buyer.user.id },
    { token: support.token },
  );
  orderNos = body.data.list.map((order: { order_no: string }) => order.order_no);
});

const today = () => new Date().toISOString().slice(0, 10);

/** The latest audit row of an action. */
async function lastAuditOf(action: string) {
  const [row] = await ctx.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

/** A CSV export's rows (the byte order mark first, then the header); the export is audited with its filter. */
async function exportRows(url: string, body: object, token: string) {
  const response = await ctx.app.inject({ method: 'POST', url, payload: body, headers: { token } });
  const list = url.split('/')[3]!;
  const audit = await lastAuditOf(
    `${list === 'user' ? 'users' : list === 'order' ? 'orders' : 'ledger'}.export`,
  );
  expect(JSON.parse(audit!.after!)).toMatchObject(body);
  expect(audit?.ip).toBe('127.0.0.1');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/csv');
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  return parse(response.body.slice(1), { columns: true }) as Record<string, string>[];
}

describe('POST /api/admin/order/list', () => {
  it('lists every order newest first, by user, store, status, day and number', async () => {
    const asSupport = (body: object) =>
      post(ctx.app, '/api/admin/order/list', body, { token: support.token });
    const byUser = adminOrderListResponse.parse((await asSupport({ user_id: buyer.user.id })).body.data);
    expect(byUser.total).toBe(2);
    expect(byUser.list.map((order) => order.store_name).sort()).toEqual(['Alpha Wholesale', 'Beta Goods']);
    expect(byUser.list[0]).toMatchObject({
      user_id: buyer.user.id,
      username: buyer.user.username,
      status: 'paid',
    });
    const byStore = (
      await asSupport({ store_id: ctx.shopB.store.id, status: 'paid', date_from: today(), date_to: today() })
    ).body.data;
    expect(byStore.list.map((order: { total: string }) => order.total)).toEqual(['9.9']);
    const byNumber = (await asSupport({ order_no: orderNos[0] })).body.data;
    expect(byNumber.list.map((order: { order_no: string }) => order.order_no)).toEqual([orderNos[0]]);
    expect((await asSupport({ status: 'shipped' })).body.data.total).toBe(0);
    expect((await asSupport({ date_to: '2001-01-01' })).body.data).toMatchObject({
      total: 0,
      total_capped: false,
    });
  });

  it('names a bad field and is refused to a reviewer', async () => {
    const asFinance = (body: object) =>
      post(ctx.app, '/api/admin/order/list', body, { token: finance.token });
    expect((await asFinance({ status: 'lost' })).body).toMatchObject({ code: 0, data: { field: 'status' } });
    expect((await asFinance({ date_from: '31/01/2026' })).body).toEqual({
      code: 0,
      msg: 'Please enter a date such as 2026-01-31',
      data: { field: 'date_from' },
    });
    expect((await asFinance({ order_no: 'A1' })).body).toMatchObject({
      code: 0,
      data: { field: 'order_no' },
    });
    const reviewer = await buildUser(ctx.database, { role: 'admin', adminRole: 'reviewer' });
    expect((await post(ctx.app, '/api/admin/order/list', {}, { token: reviewer.token })).status).toBe(403);
  });

  it('exports the filter as CSV', async () => {
    const rows = await exportRows(
      '/api/admin/order/export',
      { user_id: buyer.user.id, direction: 'asc' },
      support.token,
    );
    expect(rows.map((row) => row.order_no).sort()).toEqual([...orderNos].sort());
    expect(rows[0]).toMatchObject({ user_id: String(buyer.user.id), status: 'paid' });
    expect(Number(rows[0]!.id)).toBeLessThan(Number(rows[1]!.id));
  });
});

describe('POST /api/admin/ledger/list', () => {
  it('lists the entries of a user, a kind and an account', async () => {
    const asFinance = (body: object) =>
      post(ctx.app, '/api/admin/ledger/list', body, { token: finance.token });
    const mine = adminLedgerListResponse.parse((await asFinance({ user_id: buyer.user.id })).body.data);
    expect(mine.list.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['payment', '-54.15'],
      ['adjustment', '100'],
    ]);
    expect(mine.list[1]).toMatchObject({
      account_type: 'user',
      account_id: buyer.user.id,
      actor_id: ctx.admin.user.id,
    });
    const payments = (await asFinance({ entry_kind: 'payment', account_type: 'order' })).body.data;
    expect(payments.list.map((entry: { amount: string }) => entry.amount).sort()).toEqual(['44.25', '9.9']);
    expect((await asFinance({ account_type: 'store', account_id: ctx.shopA.store.id })).body.data.total).toBe(
      0,
    );
  });

  it('names a bad kind, refuses a page past the cap, and is refused to support', async () => {
    const bad = await post(
      ctx.app,
      '/api/admin/ledger/list',
      { entry_kind: 'gift' },
      { token: finance.token },
    );
    expect(bad.body).toMatchObject({ code: 0, data: { field: 'entry_kind' } });
    const deep = await post(
      ctx.app,
      '/api/admin/ledger/list',
      { page: 101, limit: 100 },
      { token: finance.token },
    );
    expect(deep.body).toMatchObject({ code: 0, data: { field: 'page' } });
    expect((await post(ctx.app, '/api/admin/ledger/list', {}, { token: support.token })).status).toBe(403);
  });

  it('exports the filter as CSV, amounts as plain numbers', async () => {
    const rows = await exportRows('/api/admin/ledger/export', { user_id: buyer.user.id }, finance.token);
    expect(rows.map((row) => [row.kind, row.amount])).toEqual([
      ['payment', '-54.15'],
      ['adjustment', '100'],
    ]);
    expect(rows[1]!.memo).toBe('test funding');
  });
});

describe('POST /api/admin/user/export', () => {
  it('exports the users of the filter', async () => {
    const rows = await exportRows('/api/admin/user/export', { keyword: buyer.user.username }, support.token);
    expect(rows).toEqual([
      expect.objectContaining({
        id: String(buyer.user.id),
        email: buyer.user.email,
        frozen: 'false',
        fund_password: 'true',
      }),
    ]);
    const bad = await post(ctx.app, '/api/admin/user/export', { sort: 'money' }, { token: support.token });
    expect(bad.body).toMatchObject({ code: 0, data: { field: 'sort' } });
  });
});
