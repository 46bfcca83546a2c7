import { sellerOrderDetail, sellerOrderPage } from '@market/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser, post } from './helper.ts';
import { useSellerOrderTests } from './seller-orders-support.ts';

// The seller's order list and detail: scoped to the caller's own store, paid orders only.
const { ctx, rows, buyer, order, seller, ship, receive } = useSellerOrderTests();

const HOUR = 60 * 60 * 1000;
const calls = ['order/index', 'order/detail', 'order/ship', 'order/cancel'];

describe('who may call the seller order calls', () => {
  it('answers a visitor 401 and a buyer 403 on every one, before reading the body', async () => {
    const someone = await buildUser(ctx.database);
    for (const path of calls) {
      const visitor = await seller(path, { id: 1 }, null);
      expect(visitor.status, path).toBe(401);
      expect(visitor.body).toMatchObject({ code: 401, msg: 'Please login first' });
      const asBuyer = await seller(path, { id: 1 }, someone);
      expect(asBuyer.status, path).toBe(403);
      expect(asBuyer.body).toMatchObject({ code: 403, msg: 'You do not have permission to do this' });
    }
  });

  it('answers a merchant without a store 404', async () => {
    const storeless = await buildUser(ctx.database, { role: 'merchant' });
    const { status, body } = await seller('order/index', {}, storeless);
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 404, msg: 'This store does not exist' });
  });
});

describe('the order list', () => {
  it('shows paid orders by tab with buyer, lines, total and the 24-hour shipping deadline', async () => {
    const ada = await buyer('Ada Lovelace');
    const waiting = await order(ada, { num: 2 });
    const unpaid = await order(ada, { paid: false });
    const late = await order(ada);
    await ctx.database.db.execute(
      sql`update orders set paid_at = now() - interval '25 hours' where id = ${late}`,
    );
    const shipped = await order(ada);
    await ship(shipped);

    const { body } = await seller('order/index', { status: 'to_ship' });
    expect(body.code).toBe(1);
    const page = sellerOrderPage.parse(body.data);
    const mine = page.list.filter((row) => [waiting, unpaid, late, shipped].includes(row.id));
    expect(mine.map((row) => row.id)).toEqual([late, waiting]);
    const [lateRow, waitingRow] = mine;
    expect(waitingRow).toMatchObject({
      status: 'paid',
      buyer_name: 'Ada Lovelace',
      total: '40',
      is_overdue: false,
      items: [{ title: expect.any(String), size: 'M', color: 'Black', num: 2, price: '20' }],
    });
    expect(waitingRow!.order_no).toMatch(/^\d{18}$/);
    expect(Date.parse(waitingRow!.ship_deadline!) - Date.parse(waitingRow!.paid_at!)).toBe(24 * HOUR);
    expect(lateRow!.is_overdue).toBe(true);
    expect(page).toMatchObject({ page: 1, limit: 20, is_total_capped: false });
    expect(page.total).toBe(page.list.length);

    const shippedTab = sellerOrderPage.parse((await seller('order/index', { status: 'shipped' })).body.data);
    expect(shippedTab.list.map((row) => row.id)).toContain(shipped);
    expect(shippedTab.list.find((row) => row.id === shipped)).toMatchObject({
      status: 'shipped',
      is_overdue: false,
    });
  });

  it('keeps unpaid, expired and buyer-cancelled unpaid orders out; a refunded one is under cancelled', async () => {
    const bob = await buyer();
    const dropped = await order(bob, { paid: false });
    await post(ctx.app, '/api/order/cancel', { id: dropped }, { token: bob.token });
    const refunded = await order(bob);
    await post(ctx.app, '/api/order/cancel', { id: refunded }, { token: bob.token });
    const cancelled = sellerOrderPage.parse((await seller('order/index', { status: 'cancelled' })).body.data);
    expect(cancelled.list.map((row) => row.id)).toContain(refunded);
    expect(cancelled.list.map((row) => row.id)).not.toContain(dropped);
    const detail = await seller('order/detail', { id: dropped });
    expect(detail.status).toBe(404);
  });

  it('pages, finds by (part of) an order number, and refuses a tab or keyword it does not know', async () => {
    const cy = await buyer();
    const ids = [await order(cy), await order(cy), await order(cy)];
    const first = sellerOrderPage.parse((await seller('order/index', { limit: 2 })).body.data);
    const second = sellerOrderPage.parse((await seller('order/index', { limit: 2, page: 2 })).body.data);
    expect(first.list).toHaveLength(2);
    expect(first.total).toBe(second.total);
    expect(second.list[0]!.id).toBeLessThan(first.list[1]!.id);

    const [target] = await rows<{ order_no: string }>(sql`select order_no from orders where id = ${ids[1]}`);
    const exact = sellerOrderPage.parse(
      (await seller('order/index', { keyword: target!.order_no })).body.data,
    );
    expect(exact.list.map((row) => row.id)).toEqual([ids[1]]);
    expect(exact.total).toBe(1);
    const tail = target!.order_no.slice(-10);
    const partial = (await seller('order/index', { keyword: tail })).body.data;
    expect(partial.list.map((row: { id: number }) => row.id)).toEqual([ids[1]]);

    const badTab = await seller('order/index', { status: 'paid' });
    expect(badTab.body).toMatchObject({ code: 0, data: { field: 'status' } });
    const badKeyword = await seller('order/index', { keyword: 'abc' });
    expect(badKeyword.body).toEqual({
      code: 0,
      msg: 'An order number has digits only, at most 18',
      data: { field: 'keyword' },
    });
  });

  it('never lists another store’s orders', async () => {
    const dee = await buyer();
    await order(dee);
    const { body } = await seller('order/index', {}, ctx.stranger);
    expect(body).toMatchObject({ code: 1, data: { list: [], total: 0, is_total_capped: false } });
  });
});

describe('an order’s detail', () => {
  it('shows the address snapshot, shipping, commission and deadline; another store’s order is not found', async () => {
    const eve = await buyer('Eve');
    const id = await order(eve, { num: 3 });
    await ship(id, 'EE 1234 5678 9CN');
    await receive(eve, id);
    const { body } = await seller('order/detail', { id });
    expect(body.code).toBe(1);
    expect(sellerOrderDetail.parse(body.data)).toMatchObject({
      id,
      status: 'received',
      buyer_name: 'Eve',
      shop_id: ctx.shop.store.id,
      total: '60',
      commission: '3',
      carrier: 'DHL',
      tracking_no: 'EE 1234 5678 9CN',
      cancelled_by: null,
      cancel_reason: '',
      is_overdue: false,
      address: {
        country: 'DE',
        city: 'Berlin',
        address: 'Alexanderplatz 1',
        name: 'Ada',
        mobile: '+49 30 1234567',
      },
    });
    expect(body.data.shipped_at).not.toBeNull();
    expect(body.data.received_at).not.toBeNull();

    const foreign = await seller('order/detail', { id }, ctx.stranger);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ code: 404, msg: 'This order does not exist', data: null });
    const bad = await seller('order/detail', { id: 'x' });
    expect(bad.body).toMatchObject({ code: 0, data: { field: 'id' } });
  });
});
