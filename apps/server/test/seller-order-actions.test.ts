import { orderSchema, sellerOrderDetail } from '@market/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rollUpAllSales } from '../src/modules/order/index.ts';
import { post } from './helper.ts';
import { expectLedgerBalanced, stockOf } from './order-support.ts';
import { useSellerOrderTests } from './seller-orders-support.ts';

// The seller ships or cancels a paid order of their store; receipt settles it with commission.
const { ctx, rows, buyer, order, seller, ship, receive, storeBalance, systemBalance, userBalance } =
  useSellerOrderTests();

const buyerDetail = async (token: string, id: number) =>
  orderSchema.parse((await post(ctx.app, '/api/order/detail', { id }, { token })).body.data);

describe('shipping', () => {
  it('ships a paid order with its carrier and tracking number, and leaves the buyer a site message', async () => {
    const ada = await buyer();
    const id = await order(ada);
    const { body } = await seller('order/ship', { id, carrier: ' SF Express ', tracking_no: 'SF1234567890' });
    expect(body.code).toBe(1);
    expect(body.msg).toBe('The order was marked as shipped');
    expect(sellerOrderDetail.parse(body.data)).toMatchObject({
      id,
      status: 'shipped',
      carrier: 'SF Express',
      tracking_no: 'SF1234567890',
    });
    expect(await buyerDetail(ada.token, id)).toMatchObject({
      carrier: 'SF Express',
      tracking_no: 'SF1234567890',
    });
    const messages = await rows<{ kind: string; params: { order_no: string } }>(
      sql`select kind, params from site_messages where user_id = ${ada.user.id}`,
    );
    expect(messages).toEqual([{ kind: 'order_shipped', params: { order_no: body.data.order_no } }]);

    const again = await seller('order/ship', { id, carrier: 'DHL', tracking_no: 'SF1234567890' });
    expect(again.body).toEqual({ code: 0, msg: 'Only paid orders can be shipped', data: null });
  });

  it('names the field of a missing carrier or a malformed tracking number, and changes nothing', async () => {
    const bo = await buyer();
    const id = await order(bo);
    const noCarrier = await seller('order/ship', { id, carrier: '  ', tracking_no: 'SF1234567890' });
    expect(noCarrier.body).toEqual({ code: 0, msg: 'Please enter the carrier', data: { field: 'carrier' } });
    for (const trackingNo of ['X1', 'AB--123456', 'AB 1234 !', 'A'.repeat(41)]) {
      const bad = await seller('order/ship', { id, carrier: 'DHL', tracking_no: trackingNo });
      expect(bad.body, trackingNo).toEqual({
        code: 0,
        msg: 'Please enter a tracking number of 6 to 40 letters and digits',
        data: { field: 'tracking_no' },
      });
    }
    const noTracking = await seller('order/ship', { id, carrier: 'DHL' });
    expect(noTracking.body).toMatchObject({ code: 0, data: { field: 'tracking_no' } });
    expect((await buyerDetail(bo.token, id)).status).toBe('paid');
  });

  it('cannot ship an unpaid order or another store’s', async () => {
    const cy = await buyer();
    const unpaid = await order(cy, { paid: false });
    const paid = await order(cy);
    const body = { carrier: 'DHL', tracking_no: 'JD0146000035' };
    expect((await seller('order/ship', { id: unpaid, ...body })).status).toBe(404);
    const foreign = await seller('order/ship', { id: paid, ...body }, ctx.stranger);
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe('This order does not exist');
    expect((await buyerDetail(cy.token, paid)).status).toBe('paid');
  });
});

describe('the seller cancelling', () => {
  it('refunds a paid order in full, returns the stock, takes the sales back and tells the buyer why', async () => {
    const dee = await buyer();
    const before = await stockOf(ctx.database, ctx.shop.skuId);
    const id = await order(dee, { num: 3 });
    await rollUpAllSales(ctx.database.db);
    const [sold] = await rows<{ sales: number }>(
      sql`select sales from products where id = ${ctx.shop.product.id}`,
    );
    expect(await userBalance(dee)).toBe('940');

    const { body } = await seller('order/cancel', { id, reason: 'Out of stock in this colour' });
    expect(body).toMatchObject({
      code: 1,
      msg: 'The order was cancelled and the buyer refunded in full',
      data: { id, status: 'cancelled', cancelled_by: 'seller', cancel_reason: 'Out of stock in this colour' },
    });
    expect(await userBalance(dee)).toBe('1000');
    expect(await stockOf(ctx.database, ctx.shop.skuId)).toBe(before);
    await rollUpAllSales(ctx.database.db);
    const [after] = await rows<{ sales: number }>(
      sql`select sales from products where id = ${ctx.shop.product.id}`,
    );
    expect(after!.sales).toBe(sold!.sales - 3);
    expect(await buyerDetail(dee.token, id)).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'seller',
      cancel_reason: 'Out of stock in this colour',
    });
    await expectLedgerBalanced(ctx.database);
  });

  it('wants a reason, refuses a shipped order, and cannot reach another store’s', async () => {
    const eve = await buyer();
    const id = await order(eve);
    const noReason = await seller('order/cancel', { id, reason: ' ' });
    expect(noReason.body).toEqual({ code: 0, msg: 'Please enter a reason', data: { field: 'reason' } });
    const foreign = await seller('order/cancel', { id, reason: 'x' }, ctx.stranger);
    expect(foreign.status).toBe(404);
    await ship(id);
    const shipped = await seller('order/cancel', { id, reason: 'Changed my mind' });
    expect(shipped.body).toEqual({
      code: 0,
      msg: 'Only paid orders that have not shipped can be cancelled',
      data: null,
    });
    expect(await userBalance(eve)).toBe('980');
  });

  it('marks a buyer’s own cancellation as the buyer’s', async () => {
    const fay = await buyer();
    const id = await order(fay);
    const { body } = await post(ctx.app, '/api/order/cancel', { id }, { token: fay.token });
    expect(body.data).toMatchObject({ status: 'cancelled', cancelled_by: 'buyer', cancel_reason: '' });
  });
});

describe('receipt settles with commission', () => {
  it('buy, ship, receive: the store gets held − commission, the commission account the rest', async () => {
    const gil = await buyer();
    const storeBefore = Number(await storeBalance());
    const commissionBefore = Number(await systemBalance('commission'));
    const id = await order(gil, { num: 2 });
    await ship(id);
    const received = await receive(gil, id);
    expect(received).toMatchObject({
      status: 'received',
      carrier: 'DHL',
      tracking_no: 'JD014600003512345678',
    });
    // 40 held, 5 % to the platform by default
    expect(Number(await storeBalance()) - storeBefore).toBe(38);
    expect(Number(await systemBalance('commission')) - commissionBefore).toBe(2);
    const entries = await rows<{ account_type: string; amount: string }>(
      sql`select account_type, amount::text from ledger_entries where reference = ${`order:${id}`} and kind = 'proceeds' order by id`,
    );
    expect(entries.map((e) => [e.account_type, Number(e.amount)])).toEqual([
      ['order', -40],
      ['store', 38],
      ['system', 2],
    ]);
    expect((await seller('order/detail', { id })).body.data.commission).toBe('2');
    await expectLedgerBalanced(ctx.database);
  });

  it('takes the store’s own rate over the site’s, and the site’s over the default', async () => {
    const hal = await buyer();
    await ctx.database.db.execute(
      sql`insert into site_settings (key, value) values ('commission_rate', '"0.1"'::jsonb)
          on conflict (key) do update set value = excluded.value`,
    );
    const bySite = await order(hal);
    await ship(bySite);
    await receive(hal, bySite);
    expect((await seller('order/detail', { id: bySite })).body.data.commission).toBe('2');

    await ctx.database.db.execute(
      sql`update stores set commission_rate = 0.0333 where id = ${ctx.shop.store.id}`,
    );
    const byStore = await order(hal, { num: 3 });
    await ship(byStore);
    await receive(hal, byStore);
    // 60 × 0.0333 = 1.998
    expect((await seller('order/detail', { id: byStore })).body.data.commission).toBe('1.998');
    await ctx.database.db.execute(
      sql`update stores set commission_rate = null where id = ${ctx.shop.store.id}`,
    );
    await ctx.database.db.execute(sql`delete from site_settings where key = 'commission_rate'`);
    await expectLedgerBalanced(ctx.database);
  });
});
