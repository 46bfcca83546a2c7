import { randomUUID } from 'node:crypto';
import {
  adminWithdrawalPage,
  settlementLogPage,
  settlementSummary,
  withdrawResponse,
} from '@market/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser, get, post, type TestUser } from './helper.ts';
import { expectLedgerBalanced, FUND_PASSWORD, setFundPassword } from './order-support.ts';
import { useSellerOrderTests } from './seller-orders-support.ts';
import { ADDRESS, txHash } from './wallet-support.ts';

// The store's money: summary (GET /merchant/pay/index), its ledger, and withdrawing it.
const { ctx, buyer, order, seller, ship, receive, storeBalance, userBalance } = useSellerOrderTests();

const summary = (user: TestUser | null = ctx.shop.merchant) =>
  get(ctx.app, '/merchant/pay/index', user ? { token: user.token } : {});

/** A USDT-TRC20 withdrawal of `amount` from the store, under `key` (fresh by default). */
const withdraw = (body: object = {}, key = randomUUID(), user: TestUser = ctx.shop.merchant) =>
  post(
    ctx.app,
    '/api/seller/settlement/withdraw',
    {
      currency: 'USDT',
      network: 'TRC20',
      address: ADDRESS.TRC20,
      amount: '30',
      fund_password: FUND_PASSWORD,
      ...body,
    },
    { token: user.token, headers: { 'idempotency-key': key } },
  );

const review = (body: object) =>
  post(ctx.app, '/api/admin/withdraw/review', body, { token: ctx.admin.token });

describe('who may see and move a store’s money', () => {
  it('answers a visitor 401 and a buyer 403 on every settlement call', async () => {
    const someone = await buildUser(ctx.database);
    expect((await summary(null)).status).toBe(401);
    expect((await summary(someone)).body).toMatchObject({ code: 403 });
    for (const path of ['settlement/log', 'settlement/withdraw']) {
      expect((await seller(path, {}, null)).body, path).toMatchObject({
        code: 401,
        msg: 'Please login first',
      });
      expect((await seller(path, {}, someone)).status, path).toBe(403);
    }
  });
});

describe('the settlement', () => {
  it('sums available, pending, withdrawing, earned and commission from orders, ledger and withdrawals', async () => {
    await setFundPassword(ctx.database, ctx.shop.merchant.user.id);
    const ada = await buyer();
    const settled = await order(ada, { num: 5 }); // 100 held
    await ship(settled);
    await receive(ada, settled); // 95 to the store, 5 commission
    await ship(await order(ada)); // 20 held, shipped
    await order(ada, { num: 2 }); // 40 held, to ship
    await order(ada, { paid: false }); // not the seller's yet

    const first = await summary();
    expect(first.status).toBe(200);
    expect(settlementSummary.parse(first.body.data)).toEqual({
      currency: 'USDT',
      available: '95',
      pending: '60',
      withdrawing: '0',
      total_earned: '95',
      total_commission: '5',
      commission_rate: '0.05',
    });
    const strangers = await summary(ctx.stranger);
    expect(strangers.body.data).toMatchObject({ available: '0', pending: '0', total_earned: '0' });

    const { body } = await withdraw({ amount: '30' });
    expect(body.code, body.msg).toBe(1);
    expect(body.msg).toBe('Withdrawal submitted; the amount is held until it is paid');
    const held = withdrawResponse.parse(body.data);
    expect(held).toMatchObject({
      balance: '65',
      withdrawal: { amount: '30', hold: '30', status: 'pending' },
    });
    expect((await summary()).body.data).toMatchObject({
      available: '65',
      withdrawing: '30',
      total_earned: '95',
    });
    await expectLedgerBalanced(ctx.database);
  });

  it('lists the store’s entries with their order number or withdrawal and its state, newest first', async () => {
    const { body } = await seller('settlement/log', { limit: 10 });
    expect(body.code).toBe(1);
    const log = settlementLogPage.parse(body.data);
    expect(log.total).toBe(2);
    const [withdrawal, proceeds] = log.list;
    expect(withdrawal).toMatchObject({
      kind: 'withdrawal',
      amount: '-30',
      balance_after: '65',
      order_id: null,
      order_no: null,
      withdrawal_status: 'pending',
    });
    expect(withdrawal!.withdrawal_id).toEqual(expect.any(Number));
    expect(proceeds).toMatchObject({
      kind: 'proceeds',
      amount: '95',
      balance_after: '95',
      withdrawal_id: null,
    });
    expect(proceeds!.order_no).toMatch(/^\d{18}$/);

    const bad = await seller('settlement/log', { page: 0 });
    expect(bad.body).toMatchObject({ code: 0, data: { field: 'page' } });
    const strangers = await seller('settlement/log', {}, ctx.stranger);
    expect(strangers.body.data).toMatchObject({ list: [], total: 0 });
  });

  it('a rejected store withdrawal goes back to the store, not to the seller’s own balance', async () => {
    const ownBefore = await userBalance(ctx.shop.merchant);
    const { body } = await withdraw({ amount: '15' });
    const id = body.data.withdrawal.id as number;
    expect(await storeBalance()).toBe('50.00000000');

    const queue = adminWithdrawalPage.parse(
      (await post(ctx.app, '/api/admin/withdraw/list', { status: 'pending' }, { token: ctx.admin.token }))
        .body.data,
    );
    expect(queue.list.find((row) => row.id === id)).toMatchObject({
      store_id: ctx.shop.store.id,
      user_id: ctx.shop.merchant.user.id,
    });
    const rejected = await review({ id, approve: false, reason: 'Address on a sanctions list' });
    expect(rejected.body).toMatchObject({ code: 1, data: { status: 'rejected' } });
    expect(await storeBalance()).toBe('65.00000000');
    expect(await userBalance(ctx.shop.merchant)).toBe(ownBefore);
    const log = settlementLogPage.parse((await seller('settlement/log')).body.data);
    expect(log.list[0]).toMatchObject({
      kind: 'withdrawal_refund',
      amount: '15',
      withdrawal_id: id,
      withdrawal_status: 'rejected',
    });

    // the seller's own withdrawal records (buyer side) hold only withdrawals from their balance
    const own = await post(ctx.app, '/api/wallet/withdraw_list', {}, { token: ctx.shop.merchant.token });
    expect(own.body.data).toMatchObject({ list: [], total: 0 });
    await expectLedgerBalanced(ctx.database);
  });

  it('a paid store withdrawal shows as paid in the log', async () => {
    const { body } = await withdraw({ amount: '20' });
    const id = body.data.withdrawal.id as number;
    const paid = await review({ id, approve: true, tx_hash: txHash('TRC20') });
    expect(paid.body).toMatchObject({ code: 1, data: { status: 'paid' } });
    const log = settlementLogPage.parse((await seller('settlement/log')).body.data);
    expect(log.list[0]).toMatchObject({
      kind: 'withdrawal',
      amount: '-20',
      withdrawal_id: id,
      withdrawal_status: 'paid',
    });
    // the first withdrawal of 30 still waits for its review
    expect((await summary()).body.data).toMatchObject({ available: '45', withdrawing: '30' });
    await expectLedgerBalanced(ctx.database);
  });
});

describe('withdrawing the store’s balance', () => {
  it('replays a retry with the same key: one hold, the same answer', async () => {
    const key = randomUUID();
    const first = await withdraw({ amount: '10' }, key);
    const second = await withdraw({ amount: '10' }, key);
    expect(first.body.code).toBe(1);
    expect(second.body).toEqual(first.body);
    expect(await storeBalance()).toBe('35.00000000');
  });

  it('refuses more than the store holds, a bad address, a wrong fund password and a missing key, naming the field', async () => {
    const over = await withdraw({ amount: '1000' });
    expect(over.body).toEqual({ code: 0, msg: 'Insufficient balance', data: { field: 'amount' } });
    const address = await withdraw({ address: 'not-an-address' });
    expect(address.body).toMatchObject({ code: 0, data: { field: 'address' } });
    const password = await withdraw({ fund_password: 'wrong-password' });
    expect(password.body).toMatchObject({ code: 0, data: { field: 'fund_password' } });
    const noKey = await post(
      ctx.app,
      '/api/seller/settlement/withdraw',
      {
        currency: 'USDT',
        network: 'TRC20',
        address: ADDRESS.TRC20,
        amount: '10',
        fund_password: FUND_PASSWORD,
      },
      { token: ctx.shop.merchant.token },
    );
    expect(noKey.body).toMatchObject({ code: 0, data: { field: 'Idempotency-Key' } });
    expect(await storeBalance()).toBe('35.00000000');
    await expectLedgerBalanced(ctx.database);
  });

  it('takes nothing from an empty store', async () => {
    await setFundPassword(ctx.database, ctx.stranger.user.id);
    const { body } = await withdraw({ amount: '10' }, randomUUID(), ctx.stranger);
    expect(body).toEqual({ code: 0, msg: 'Insufficient balance', data: { field: 'amount' } });
    const [count] = await ctx.database.db
      .execute(sql`select count(*)::int as n from withdrawals where store_id = ${ctx.stranger.store.id}`)
      .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(count!.n).toBe(0);
  });
});
