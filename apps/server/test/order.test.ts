import { orderConfirmResponse } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { post } from './helper.ts';
import { buildBuyer, fund, useOrderTests } from './order-support.ts';

const { ctx, twoStores, balanceOf, createCheckout, pay } = useOrderTests();

describe('confirm', () => {
  it('prices each store from the database: items, freight once per product, tax in cents', async () => {
    const buyer = await buildBuyer(ctx);
    const { body } = await post(
      ctx.app,
      '/api/order/confirm',
      { items: twoStores() },
      { token: buyer.token },
    );
    expect(body.code).toBe(1);
    const data = orderConfirmResponse.parse(body.data);
    // A: 3 × 12.5 = 37.5, freight 3, tax 10% = 3.75 → 44.25; B: 10 × 0.99 = 9.9 → 9.9
    expect(data.orders.map((o) => [o.shop_name, o.items_amount, o.freight, o.tax, o.total])).toEqual([
      ['Alpha Wholesale', '37.5', '3', '3.75', '44.25'],
      ['Beta Goods', '9.9', '0', '0', '9.9'],
    ]);
    expect(data).toMatchObject({
      items_amount: '47.4',
      freight: '3',
      tax: '3.75',
      total: '54.15',
      balance: '0',
    });
    expect(data.address).toMatchObject({ country: 'DE', city: 'Berlin', is_default: true });
  });

  it('merges repeated lines of one SKU and refuses more than the stock, naming the product', async () => {
    const buyer = await buildBuyer(ctx);
    const line = { product_id: ctx.shopA.product.id, sku_id: ctx.shopA.skuId, num: 30 };
    const { body } = await post(
      ctx.app,
      '/api/order/confirm',
      { items: [line, line] },
      { token: buyer.token },
    );
    expect(body.code).toBe(0);
    expect(body.msg).toMatch(/^Only 50 left of /);
    expect(body.data).toEqual({ field: 'items' });
  });

  it('takes a whole cart of 500 lines, and refuses a 501st naming the items', async () => {
    const buyer = await buildBuyer(ctx);
    const line = { product_id: ctx.shopB.product.id, sku_id: ctx.shopB.skuId, num: 1 };
    const whole = await post(
      ctx.app,
      '/api/order/confirm',
      { items: Array.from({ length: 500 }, () => line) },
      { token: buyer.token },
    );
    expect(whole.body.code, whole.body.msg).toBe(1);
    expect(whole.body.data.orders[0].items).toEqual([
      expect.objectContaining({ sku_id: line.sku_id, num: 500 }),
    ]);
    const over = await post(
      ctx.app,
      '/api/order/confirm',
      { items: Array.from({ length: 501 }, () => line) },
      { token: buyer.token },
    );
    expect(over.body).toEqual({ code: 0, msg: 'Products must be at most 500', data: { field: 'items' } });
  });

  it('answers "please select product" when nothing is selected, and names bad fields', async () => {
    const buyer = await buildBuyer(ctx);
    const empty = await post(ctx.app, '/api/order/confirm', { items: [] }, { token: buyer.token });
    expect(empty.body).toEqual({ code: 0, msg: 'please select product', data: { field: 'items' } });
    const zero = await post(
      ctx.app,
      '/api/order/confirm',
      { items: [{ product_id: ctx.shopA.product.id, sku_id: ctx.shopA.skuId, num: 0 }] },
      { token: buyer.token },
    );
    expect(zero.body).toMatchObject({ code: 0, msg: 'The quantity must be a whole number from 1 to 99999' });
    const mismatch = await post(
      ctx.app,
      '/api/order/confirm',
      { items: [{ product_id: ctx.shopB.product.id, sku_id: ctx.shopA.skuId, num: 1 }] },
      { token: buyer.token },
    );
    expect(mismatch.status).toBe(404);
    expect(mismatch.body.msg).toBe('This product option does not exist');
  });
});

describe('whose orders', () => {
  it('keeps another buyer’s orders and checkouts out of reach, and other stores’ orders from a seller', async () => {
    const owner = await buildBuyer(ctx);
    const stranger = await buildBuyer(ctx);
    await fund(ctx, ctx.admin, stranger.user.id, '100');
    await fund(ctx, ctx.admin, owner.user.id, '100');
    const created = await createCheckout(owner);
    const id = created.orders[0]!.id;
    for (const url of ['/api/order/detail', '/api/order/cancel', '/api/order/receive']) {
      const { status, body } = await post(ctx.app, url, { id }, { token: stranger.token });
      expect(status, url).toBe(404);
      expect(body.msg).toBe('This order does not exist');
    }
    const payOther = await pay(stranger.token, created.checkout_id);
    expect(payOther.status).toBe(404);
    expect(await balanceOf(stranger.token)).toBe('100');
    const shipOther = await post(
      ctx.app,
      '/api/seller/order/ship',
      { id, carrier: 'UPS', tracking_no: '1Z999AA10123456784' },
      { token: ctx.shopB.merchant.token },
    );
    expect(shipOther.status).toBe(404);
    const list = await post(ctx.app, '/api/order/index', {}, { token: stranger.token });
    expect(list.body.data.list).toEqual([]);
  });
});
