import { orderCreateResponse, orderPage, orderSchema } from '@market/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rollUpSales } from '../src/modules/order/sales-rollup.ts';
import { confirmOverdueReceipts, expireOverdueOrders } from '../src/modules/order/sweeper.ts';
import { post } from './helper.ts';
import {
  buildBuyer,
  buildShop,
  expectLedgerBalanced,
  fund,
  payKey,
  stockOf,
  useOrderTests,
} from './order-support.ts';

const { ctx, rows, twoStores, balanceOf, createCheckout, pay } = useOrderTests();

describe('create, pay, ship, receive, review', () => {
  it('goes the whole way with every balance on the ledger', async () => {
    const buyer = await buildBuyer(ctx);
    await fund(ctx, ctx.admin, buyer.user.id, '100');
    const stockA = await stockOf(ctx.database, ctx.shopA.skuId);

    const created = await createCheckout(buyer);
    expect(orderCreateResponse.parse(created).orders).toHaveLength(2);
    expect(created.total).toBe('54.15');
    expect(await stockOf(ctx.database, ctx.shopA.skuId)).toBe(stockA - 3);

    const paid = await pay(buyer.token, created.checkout_id);
    expect(paid.body).toMatchObject({
      code: 1,
      msg: 'Payment successful',
      data: { checkout_id: created.checkout_id, total: '54.15', balance: '45.85' },
    });
    expect(await balanceOf(buyer.token)).toBe('45.85');
    const paidTab = await post(ctx.app, '/api/order/index', { status: 'paid' }, { token: buyer.token });
    expect(
      orderPage
        .parse(paidTab.body.data)
        .list.map((o) => o.shop_name)
        .sort(),
    ).toEqual(['Alpha Wholesale', 'Beta Goods']);
    await expectLedgerBalanced(ctx.database);

    const orderA = created.orders.find((o) => o.total === '44.25')!;
    const ship = await post(
      ctx.app,
      '/api/seller/order/ship',
      { id: orderA.id, carrier: 'DHL', tracking_no: 'DHL 123456' },
      { token: ctx.shopA.merchant.token },
    );
    expect(ship.body).toMatchObject({
      code: 1,
      data: { status: 'shipped', carrier: 'DHL', tracking_no: 'DHL 123456' },
    });

    const received = await post(ctx.app, '/api/order/receive', { id: orderA.id }, { token: buyer.token });
    expect(received.body).toMatchObject({ code: 1, msg: 'Receipt confirmed', data: { status: 'received' } });
    const [store] = await rows<{ balance: string; transaction_amount: string }>(
      sql`select balance::text, transaction_amount::text from stores where id = ${ctx.shopA.store.id}`,
    );
    // the platform keeps the default 5 % commission (2.2125) of the 44.25 held
    expect(Number(store!.balance)).toBe(42.0375);
    const assessTab = await post(ctx.app, '/api/order/index', { status: 'assess' }, { token: buyer.token });
    expect(assessTab.body.data.list.map((o: { id: number }) => o.id)).toEqual([orderA.id]);

    const review = await post(
      ctx.app,
      '/api/order/assess',
      { id: orderA.id, rating: 5, content: 'Great quality', images: [] },
      { token: buyer.token },
    );
    expect(review.body).toMatchObject({ code: 1, data: { is_reviewed: true } });
    const reviews = await post(ctx.app, '/api/index/reviews', {
      product_id: ctx.shopA.product.id,
      kind: 'all',
    });
    expect(reviews.body.data.list[0]).toMatchObject({ stars: 5, content: 'Great quality' });
    const again = await post(
      ctx.app,
      '/api/order/assess',
      { id: orderA.id, rating: 4 },
      { token: buyer.token },
    );
    expect(again.body).toEqual({ code: 0, msg: 'This order has already been reviewed', data: null });
    await expectLedgerBalanced(ctx.database);
  });

  it('places no order the balance cannot pay: nothing is held, the field is the balance', async () => {
    const buyer = await buildBuyer(ctx);
    await fund(ctx, ctx.admin, buyer.user.id, '54.14');
    const stockA = await stockOf(ctx.database, ctx.shopA.skuId);
    const refused = await post(
      ctx.app,
      '/api/order/create',
      { items: twoStores(), address_id: buyer.addressId },
      { token: buyer.token },
    );
    expect(refused.body).toEqual({
      code: 0,
      msg: "Your balance of 54.14 USDT does not cover this order's 54.15 USDT. Recharge first, then place the order",
      data: { field: 'balance' },
    });
    expect(await stockOf(ctx.database, ctx.shopA.skuId)).toBe(stockA);
    const held = await rows<{ n: number }>(
      sql`select count(*)::int as n from checkouts where user_id = ${buyer.user.id}`,
    );
    expect(held[0]!.n).toBe(0);
    await fund(ctx, ctx.admin, buyer.user.id, '0.01');
    expect((await createCheckout(buyer)).total).toBe('54.15');
  });

  it('refuses a wrong fund password, a balance that fell short after the order, and a second payment', async () => {
    const buyer = await buildBuyer(ctx);
    await fund(ctx, ctx.admin, buyer.user.id, '54.15');
    const created = await createCheckout(buyer);
    const wrong = await pay(buyer.token, created.checkout_id, { password: 'not-the-password' });
    expect(wrong.body).toEqual({
      code: 0,
      msg: 'The fund password is wrong',
      data: { field: 'fund_password' },
    });
    await fund(ctx, ctx.admin, buyer.user.id, '-0.01');
    const short = await pay(buyer.token, created.checkout_id);
    expect(short.body).toEqual({ code: 0, msg: 'Insufficient balance', data: { field: 'balance' } });
    await fund(ctx, ctx.admin, buyer.user.id, '0.01');
    expect((await pay(buyer.token, created.checkout_id)).body.data.balance).toBe('0');
    const twice = await pay(buyer.token, created.checkout_id);
    expect(twice.body).toEqual({ code: 0, msg: 'This order has already been paid', data: null });
    await expectLedgerBalanced(ctx.database);
  });

  it('replays a retried payment with the same key: one charge, the same answer', async () => {
    const buyer = await buildBuyer(ctx);
    await fund(ctx, ctx.admin, buyer.user.id, '200');
    const created = await createCheckout(buyer);
    const key = payKey();
    const first = await pay(buyer.token, created.checkout_id, { key });
    const second = await pay(buyer.token, created.checkout_id, { key });
    expect(second.body).toEqual(first.body);
    expect(await balanceOf(buyer.token)).toBe('145.85');
  });

  it('cancels a paid order once, refunding it in full and giving the stock back', async () => {
    const buyer = await buildBuyer(ctx);
    await fund(ctx, ctx.admin, buyer.user.id, '54.15');
    const created = await createCheckout(buyer);
    await pay(buyer.token, created.checkout_id);
    const stockB = await stockOf(ctx.database, ctx.shopB.skuId);
    const orderB = created.orders.find((o) => o.total === '9.9')!;
    const cancel = await post(ctx.app, '/api/order/cancel', { id: orderB.id }, { token: buyer.token });
    expect(cancel.body).toMatchObject({ code: 1, data: { status: 'cancelled' } });
    expect(await balanceOf(buyer.token)).toBe('9.9');
    expect(await stockOf(ctx.database, ctx.shopB.skuId)).toBe(stockB + 10);
    const twice = await post(ctx.app, '/api/order/cancel', { id: orderB.id }, { token: buyer.token });
    expect(twice.body).toEqual({
      code: 0,
      msg: 'Only paid orders that have not shipped can be cancelled',
      data: null,
    });
    expect(await balanceOf(buyer.token)).toBe('9.9');
    await expectLedgerBalanced(ctx.database);
  });

  it('counts units sold into the product and store at the roll-up, and takes a refund back out', async () => {
    const buyer = await buildBuyer(ctx);
    await fund(ctx, ctx.admin, buyer.user.id, '54.15');
    await rollUpSales(ctx.database.db);
    const salesOf = async () =>
      (
        await rows<{ product: number; store: number }>(sql`
          select (select sales from products where id = ${ctx.shopB.product.id}) as product,
            (select sell_count from stores where id = ${ctx.shopB.store.id}) as store`)
      )[0]!;
    const before = await salesOf();
    const created = await createCheckout(buyer);
    expect((await pay(buyer.token, created.checkout_id)).body.code).toBe(1);
    // the payment only tallies: the counters move at the roll-up, shop A's 3 and shop B's 10 apart
    expect(await salesOf()).toEqual(before);
    expect(await rollUpSales(ctx.database.db)).toBe(2);
    expect(await salesOf()).toEqual({ product: before.product + 10, store: before.store + 10 });
    expect(await rollUpSales(ctx.database.db)).toBe(0);

    const orderB = created.orders.find((o) => o.total === '9.9')!;
    await post(ctx.app, '/api/order/cancel', { id: orderB.id }, { token: buyer.token });
    expect(await rollUpSales(ctx.database.db)).toBe(1);
    expect(await salesOf()).toEqual(before);
  });

  it('refuses an order when the stock ran out, taking nothing', async () => {
    const buyer = await buildBuyer(ctx);
    const scarce = await buildShop(ctx, { stock: 2 });
    const items = [{ product_id: scarce.product.id, sku_id: scarce.skuId, num: 3 }];
    const { body } = await post(
      ctx.app,
      '/api/order/create',
      { items, address_id: buyer.addressId },
      { token: buyer.token },
    );
    expect(body.code).toBe(0);
    expect(body.msg).toMatch(/^Only 2 left of /);
    expect(await stockOf(ctx.database, scarce.skuId)).toBe(2);
    const orders = await post(ctx.app, '/api/order/index', {}, { token: buyer.token });
    expect(orders.body.data.total).toBe(0);
  });
});

describe('the order clock', () => {
  it('expires unpaid orders and releases their stock; payment is then refused', async () => {
    const buyer = await buildBuyer(ctx);
    await fund(ctx, ctx.admin, buyer.user.id, '100');
    const before = await stockOf(ctx.database, ctx.shopA.skuId);
    const created = await createCheckout(buyer);
    await ctx.database.db.execute(
      sql`update orders set expires_at = now() - interval '1 minute' where checkout_id = ${created.checkout_id}`,
    );
    await ctx.database.db.execute(
      sql`update checkouts set expires_at = now() - interval '1 minute' where id = ${created.checkout_id}`,
    );
    expect(await expireOverdueOrders(ctx.database.db)).toBe(2);
    expect(await stockOf(ctx.database, ctx.shopA.skuId)).toBe(before);
    const paid = await pay(buyer.token, created.checkout_id);
    expect(paid.body.msg).toBe('This order has expired and its goods were released. Please order again');
    expect(await balanceOf(buyer.token)).toBe('100');
  });

  it('confirms receipt of orders shipped long ago and pays their stores', async () => {
    const buyer = await buildBuyer(ctx);
    await fund(ctx, ctx.admin, buyer.user.id, '100');
    const created = await createCheckout(buyer, [
      { product_id: ctx.shopB.product.id, sku_id: ctx.shopB.skuId, num: 1 },
    ]);
    await pay(buyer.token, created.checkout_id);
    const id = created.orders[0]!.id;
    await post(
      ctx.app,
      '/api/seller/order/ship',
      { id, carrier: 'EMS', tracking_no: 'EE123456789CN' },
      { token: ctx.shopB.merchant.token },
    );
    await ctx.database.db.execute(
      sql`update orders set shipped_at = now() - interval '11 days' where id = ${id}`,
    );
    expect(await confirmOverdueReceipts(ctx.database.db, 10)).toBe(1);
    const detail = await post(ctx.app, '/api/order/detail', { id }, { token: buyer.token });
    expect(orderSchema.parse(detail.body.data).status).toBe('received');
    await expectLedgerBalanced(ctx.database);
  });
});
