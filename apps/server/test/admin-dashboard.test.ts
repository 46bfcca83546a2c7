import { type AdminRole, dashboardResponse } from '@market/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser, post } from './helper.ts';
import { placeCheckouts } from './checkout-builders.ts';
import { buildBuyer, buildShop, fund, payKey, FUND_PASSWORD } from './order-support.ts';
import { requestRecharge, useWalletTests } from './wallet-support.ts';

const { ctx, buildWallet, reviewRecharge, reviewWithdrawal, withdraw, rows } = useWalletTests();

const dashboard = async (token = ctx.admin.token) => {
  const { body } = await post(ctx.app, '/api/admin/dashboard', {}, { token });
  expect(body.code, body.msg).toBe(1);
  return dashboardResponse.parse(body.data);
};
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('POST /api/admin/dashboard', () => {
  it("answers today's sales, sign-ups and money in and out, and 30 days of them, oldest first", async () => {
    // two sold orders of 10 (one paid three days ago), one unpaid; a recharge credited, a withdrawal paid
    const shop = await buildShop(ctx, { price: '10' });
    const buyer = await buildBuyer(ctx);
    await fund(ctx, ctx.admin, buyer.user.id, '100');
    const checkouts = await placeCheckouts(ctx, buyer, shop, 3);
    for (const id of checkouts.slice(0, 2)) {
      const paid = await post(
        ctx.app,
        '/api/order/pay',
        { checkout_id: id, fund_password: FUND_PASSWORD },
        { token: buyer.token, headers: payKey() },
      );
      expect(paid.body.code, paid.body.msg).toBe(1);
    }
    await rows(
      sql`update orders set paid_at = now() - interval '3 days' where checkout_id = ${checkouts[1]!}`,
    );
    const recharger = await buildWallet('0');
    const recharge = await requestRecharge(ctx, recharger, { amount: '25' });
    expect((await reviewRecharge({ id: recharge, approve: true })).body.code).toBe(1);
    const withdrawer = await buildWallet('500');
    const asked = await withdraw(withdrawer, { amount: '40' });
    expect(asked.body.code, asked.body.msg).toBe(1);
    const paid = await reviewWithdrawal({
      id: asked.body.data.withdrawal.id,
      approve: true,
      tx_hash: 'a'.repeat(64),
    });
    expect(paid.body.code, paid.body.msg).toBe(1);
    const [signUps] = await rows<{ n: number }>(
      sql`select count(*)::int as n from users where created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`,
    );

    const answer = await dashboard();
    expect(answer.days).toHaveLength(30);
    expect(answer.days.at(-1)!.date).toBe(today());
    expect(answer.days[0]!.date).toBe(daysAgo(29));
    expect(answer.today).toEqual(answer.days.at(-1));
    expect(answer.today).toMatchObject({
      orders: 1,
      gmv: '10',
      new_users: signUps!.n,
      recharges: 1,
      recharge_amount: '25',
      withdrawals: 1,
      withdraw_amount: '40',
    });
    expect(answer.days.find((day) => day.date === daysAgo(3))).toMatchObject({ orders: 1, gmv: '10' });
    expect(answer.days.find((day) => day.date === daysAgo(1))).toMatchObject({
      orders: 0,
      gmv: '0',
      new_users: 0,
      recharge_amount: '0',
    });
  });

  it('counts what waits in each queue the role may use, at once, and leaves the others null', async () => {
    const before = (await dashboard()).pending;
    const user = await buildWallet('0');
    await requestRecharge(ctx, user, { amount: '15' });
    const after = (await dashboard()).pending;
    expect(after.recharges).toBe(before.recharges! + 1);
    expect(after.withdrawals).toBe(before.withdrawals);

    // a withdrawal waits from its request until it is paid, its approval step included
    const asked = await withdraw(await buildWallet('100'), { amount: '30' });
    const id = asked.body.data.withdrawal.id as number;
    expect((await dashboard()).pending.withdrawals).toBe(before.withdrawals! + 1);
    const approved = await post(ctx.app, '/api/admin/withdraw/approve', { id }, { token: ctx.admin.token });
    expect(approved.body.data.status).toBe('approved');
    expect((await dashboard()).pending.withdrawals).toBe(before.withdrawals! + 1);
    const paid = await post(
      ctx.app,
      '/api/admin/withdraw/pay',
      { id, tx_hash: 'd'.repeat(64) },
      { token: (await buildUser(ctx.database, { role: 'admin', adminRole: 'finance' })).token },
    );
    expect(paid.body.code, paid.body.msg).toBe(1);
    expect((await dashboard()).pending.withdrawals).toBe(before.withdrawals);
    expect(typeof after.applications).toBe('number');
    expect(typeof after.loans).toBe('number');

    const as = async (adminRole: AdminRole) =>
      (await dashboard((await buildUser(ctx.database, { role: 'admin', adminRole })).token)).pending;
    expect(await as('finance')).toEqual({
      applications: null,
      recharges: after.recharges,
      withdrawals: after.withdrawals,
      loans: after.loans,
    });
    expect(await as('reviewer')).toEqual({
      applications: after.applications,
      recharges: null,
      withdrawals: null,
      loans: null,
    });
    expect(await as('support')).toEqual({
      applications: null,
      recharges: null,
      withdrawals: null,
      loans: null,
    });
  });

  it('refuses a buyer (403) and a visitor (401)', async () => {
    const buyer = await buildUser(ctx.database);
    expect((await post(ctx.app, '/api/admin/dashboard', {}, { token: buyer.token })).status).toBe(403);
    expect((await post(ctx.app, '/api/admin/dashboard', {})).status).toBe(401);
  });

  it('refuses a body it does not know, naming the field', async () => {
    const { body } = await post(ctx.app, '/api/admin/dashboard', { days: 7 }, { token: ctx.admin.token });
    expect(body).toMatchObject({ code: 0, data: { field: 'days' } });
  });
});
