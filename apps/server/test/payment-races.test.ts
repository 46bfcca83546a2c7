import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, post, type TestContext, type TestUser } from './helper.ts';
import { placeCheckouts } from './checkout-builders.ts';
import { buildBuyer, buildShop, expectLedgerBalanced, FUND_PASSWORD, fund, payKey } from './order-support.ts';

// On PostgreSQL (the API pass of npm test) these payments really run at once on a pool of 20
// connections; on PGlite they interleave on one. The ledger must hold either way.
let ctx: TestContext;
let admin: TestUser;
let shop: Awaited<ReturnType<typeof buildShop>>;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await buildUser(ctx.database, { role: 'admin' });
  shop = await buildShop(ctx, { price: '0.99', stock: 10_000 });
});
afterAll(() => ctx.close());

const checkouts = (buyer: Awaited<ReturnType<typeof buildBuyer>>, count: number) =>
  placeCheckouts(ctx, buyer, shop, count);

const pay = (token: string, checkoutId: number, key = payKey()) =>
  post(
    ctx.app,
    '/api/order/pay',
    { checkout_id: checkoutId, fund_password: FUND_PASSWORD },
    { token, headers: key },
  );

describe('payments racing on one balance', () => {
  it('50 payments against a balance that covers 10: exactly 10 succeed, none fails with 5xx', async () => {
    const buyer = await buildBuyer(ctx);
    await fund(ctx, admin, buyer.user.id, '9.9');
    const ids = await checkouts(buyer, 50);
    const results = await Promise.all(ids.map((id) => pay(buyer.token, id)));
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(10);
    const refused = results.filter((r) => r.body.code !== 1);
    expect(new Set(refused.map((r) => r.body.msg))).toEqual(new Set(['Insufficient balance']));
    const me = await post(ctx.app, '/api/user/index', {}, { token: buyer.token });
    expect(me.body.data.money).toBe('0');
    const paid = await post(
      ctx.app,
      '/api/order/index',
      { status: 'paid', limit: 50 },
      { token: buyer.token },
    );
    expect(paid.body.data.total).toBe(10);
    await expectLedgerBalanced(ctx.database);
  });

  it('20 retries with one idempotency key: one charge, twenty identical answers', async () => {
    const buyer = await buildBuyer(ctx);
    await fund(ctx, admin, buyer.user.id, '5');
    const [id] = await checkouts(buyer, 1);
    const key = payKey();
    const results = await Promise.all(Array.from({ length: 20 }, () => pay(buyer.token, id!, key)));
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    const first = results[0]!.body;
    expect(first).toMatchObject({ code: 1, data: { balance: '4.01' } });
    for (const result of results) expect(result.body).toEqual(first);
    const [entries] = (
      (await ctx.database.db.execute(
        sql`select count(*)::int as n from ledger_entries where reference = ${`checkout:${id}`}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    // one journal: the buyer's debit and the order's escrow credit
    expect(entries!.n).toBe(2);
    await expectLedgerBalanced(ctx.database);
  });

  it('payments, cancellations and an admin debit racing on one wallet never overdraw it', async () => {
    const buyer = await buildBuyer(ctx);
    await fund(ctx, admin, buyer.user.id, '10');
    const ids = await checkouts(buyer, 12);
    const paidFirst = await pay(buyer.token, ids[0]!);
    const orderId = paidFirst.body.data.order_ids[0] as number;
    const results = await Promise.all([
      ...ids.slice(1).map((id) => pay(buyer.token, id)),
      post(ctx.app, '/api/order/cancel', { id: orderId }, { token: buyer.token }),
      post(ctx.app, '/api/order/cancel', { id: orderId }, { token: buyer.token }),
      post(
        ctx.app,
        '/api/admin/user/adjust_balance',
        { user_id: buyer.user.id, amount: '-3', reason: 'race' },
        { token: admin.token, headers: payKey() },
      ),
    ]);
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    const cancels = results.slice(11, 13);
    expect(cancels.filter((r) => r.body.code === 1)).toHaveLength(1);
    await expectLedgerBalanced(ctx.database);
  });
});
