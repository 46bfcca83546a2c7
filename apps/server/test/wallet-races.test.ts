import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, post, type TestContext, type TestUser } from './helper.ts';
import { placeCheckouts } from './checkout-builders.ts';
import { buildBuyer, buildShop, expectLedgerBalanced, FUND_PASSWORD, fund, payKey } from './order-support.ts';
import { ADDRESS, requestRecharge, txHash } from './wallet-support.ts';

// On PostgreSQL (the API pass of npm test) these calls really run at once on a pool of
// connections; on PGlite they interleave on one. The ledger must hold either way.
let ctx: TestContext;
let admin: TestUser;
let secondAdmin: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await buildUser(ctx.database, { role: 'admin' });
  secondAdmin = await buildUser(ctx.database, { role: 'admin' });
});
afterAll(() => ctx.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const withdraw = (user: TestUser, amount: string) =>
  post(
    ctx.app,
    '/api/wallet/withdraw',
    { currency: 'USDT', network: 'TRC20', address: ADDRESS.TRC20, amount, fund_password: FUND_PASSWORD },
    { token: user.token, headers: { 'idempotency-key': randomUUID() } },
  );

/** Every withdrawal ended at most once and its hold went exactly one way. */
async function expectWithdrawalsSettled(userId: number) {
  const broken = await rows<{ id: string }>(sql`
    select w.id::text from withdrawals w
    where w.user_id = ${userId} and (
      (w.status = 'pending' and w.held <> w.hold)
      or (w.status <> 'pending' and w.held <> 0)
      or (select count(*) from ledger_entries e where e.account_type = 'withdrawal' and e.account_id = w.id)
        <> case w.status when 'pending' then 1 else 2 end
      or (w.status = 'rejected') <> exists (select 1 from ledger_entries e
        where e.reference = 'withdrawal:' || w.id and e.kind = 'withdrawal_refund' and e.account_type = 'user')
    )`);
  expect(broken).toEqual([]);
}

describe('one wallet under concurrent withdrawals, payments and reviews', () => {
  it('30 withdrawals of 50 against 1000: exactly 20 held, none 5xx, nothing negative', async () => {
    const buyer = await buildBuyer(ctx);
    await fund(ctx, admin, buyer.user.id, '1000');
    const answers = await Promise.all(Array.from({ length: 30 }, () => withdraw(buyer, '50')));
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    const held = answers.filter((answer) => answer.body.code === 1);
    expect(held).toHaveLength(20);
    const refused = answers.filter((answer) => answer.body.code !== 1);
    expect(new Set(refused.map((answer) => answer.body.msg))).toEqual(new Set(['Insufficient balance']));
    const me = await post(ctx.app, '/api/user/index', {}, { token: buyer.token });
    expect(me.body.data.money).toBe('0');
    await expectWithdrawalsSettled(buyer.user.id);
    await expectLedgerBalanced(ctx.database);
  });

  it('two admins deciding every withdrawal at once: each ends exactly once, paid xor refunded', async () => {
    const buyer = await buildBuyer(ctx);
    await fund(ctx, admin, buyer.user.id, '500');
    const ids: number[] = [];
    for (let i = 0; i < 8; i += 1) ids.push((await withdraw(buyer, '50')).body.data.withdrawal.id);
    const decisions = await Promise.all(
      ids.flatMap((id) => [
        post(
          ctx.app,
          '/api/admin/withdraw/review',
          { id, approve: true, tx_hash: txHash() },
          { token: admin.token },
        ),
        post(
          ctx.app,
          '/api/admin/withdraw/review',
          { id, approve: false, reason: 'second reviewer' },
          { token: secondAdmin.token },
        ),
      ]),
    );
    expect(decisions.every((answer) => answer.status < 500)).toBe(true);
    expect(decisions.filter((answer) => answer.body.code === 1)).toHaveLength(ids.length);
    const refused = decisions.filter((answer) => answer.body.code !== 1).map((answer) => answer.body.msg);
    const decided = ['This withdrawal has already been paid out', 'This request has already been rejected'];
    expect(refused.filter((msg) => !decided.includes(msg))).toEqual([]);
    const statuses = await rows<{ status: string; n: string }>(
      sql`select status, count(*)::text as n from withdrawals where user_id = ${buyer.user.id} group by status`,
    );
    const rejected = Number(statuses.find((row) => row.status === 'rejected')?.n ?? 0);
    const paid = Number(statuses.find((row) => row.status === 'paid')?.n ?? 0);
    expect(paid + rejected).toBe(ids.length);
    const me = await post(ctx.app, '/api/user/index', {}, { token: buyer.token });
    expect(Number(me.body.data.money)).toBe(100 + rejected * 50);
    await expectWithdrawalsSettled(buyer.user.id);
    await expectLedgerBalanced(ctx.database);
  });

  it('approvals racing each other, withdrawals and payments: every deposit credited at most once', async () => {
    const shop = await buildShop(ctx, { price: '10', stock: 1000 });
    const buyer = await buildBuyer(ctx);
    await fund(ctx, admin, buyer.user.id, '100');
    const recharges: number[] = [];
    for (let i = 0; i < 5; i += 1) recharges.push(await requestRecharge(ctx, buyer, { amount: '40' }));
    const checkouts = await placeCheckouts(ctx, buyer, shop, 10);
    const calls = [
      ...recharges.flatMap((id) => [
        post(ctx.app, '/api/admin/recharge/review', { id, approve: true }, { token: admin.token }),
        post(ctx.app, '/api/admin/recharge/review', { id, approve: true }, { token: secondAdmin.token }),
      ]),
      ...Array.from({ length: 10 }, () => withdraw(buyer, '25')),
      ...checkouts.map((id) =>
        post(
          ctx.app,
          '/api/order/pay',
          { checkout_id: id, fund_password: FUND_PASSWORD },
          { token: buyer.token, headers: payKey() },
        ),
      ),
    ];
    const answers = await Promise.all(calls);
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    const approvals = answers.slice(0, recharges.length * 2);
    expect(approvals.filter((answer) => answer.body.code === 1)).toHaveLength(recharges.length);
    const credits = await rows<{ reference: string; n: string }>(sql`
      select reference, count(*)::text as n from ledger_entries
      where kind = 'recharge' and account_type = 'user' and account_id = ${buyer.user.id} group by reference`);
    expect(credits).toHaveLength(recharges.length);
    expect(credits.every((row) => row.n === '1')).toBe(true);
    // 100 + 5 × 40 = 300 came in; what went out is held, paid or still there
    const [sums] = await rows<{ withdrawn: string; paid: string; money: string }>(sql`
      select
        (select coalesce(sum(hold), 0) from withdrawals where user_id = ${buyer.user.id})::text as withdrawn,
        (select coalesce(sum(total), 0) from orders where user_id = ${buyer.user.id} and status = 'paid')::text as paid,
        (select money from users where id = ${buyer.user.id})::text as money`);
    expect(Number(sums!.withdrawn) + Number(sums!.paid) + Number(sums!.money)).toBe(300);
    expect(Number(sums!.money)).toBeGreaterThanOrEqual(0);
    await expectWithdrawalsSettled(buyer.user.id);
    await expectLedgerBalanced(ctx.database);
  });
});
