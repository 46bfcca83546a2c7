import { describe, expect, it } from 'vitest';
import { buildUser, post } from './helper.ts';
import { buildBuyer, fund } from './order-support.ts';
import { productBody, useSellerTests } from './seller-support.ts';

const { ctx, call, create } = useSellerTests();

describe('POST /api/seller/product/stock', () => {
  it('sets prices and stock of several SKUs; the product’s price follows its lowest SKU', async () => {
    const product = await create();
    const [small, medium] = product.skus;
    const { body } = await call('stock', {
      items: [
        { sku_id: medium!.id, price: '15' },
        { sku_id: small!.id, price: 11.25, stock: '40' },
      ],
    });
    expect(body).toEqual({
      code: 1,
      msg: 'Prices and stock saved',
      data: {
        updated: 2,
        skus: [
          { id: medium!.id, size: 'M', color: 'Red', price: '15', stock: 5, price_tiers: null },
          { id: small!.id, size: 'S', color: 'Red', price: '11.25', stock: 40, price_tiers: null },
        ],
      },
    });
    const detail = await post(ctx.app, '/api/index/pro_info', { id: product.id });
    expect(detail.body.data.price).toBe('11.25');
    const row = (await call('index', {})).body.data.list.find(
      (item: { id: number }) => item.id === product.id,
    );
    expect(row).toMatchObject({ price: '11.25', stock: 45 });
  });

  it.each([
    [[{ sku_id: 1 }], 'items.0', 'Please enter a price or a stock'],
    [
      [
        { sku_id: 1, stock: 1 },
        { sku_id: 2, price: '0' },
      ],
      'items.1.price',
      'The price must be more than zero',
    ],
    [[{ sku_id: 1, stock: -3 }], 'items.0.stock', 'The stock must be a whole number from 0 to 100000000'],
    [
      [
        { sku_id: 1, stock: 1 },
        { sku_id: 1, stock: 2 },
      ],
      'items.1.sku_id',
      'This product option is listed more than once',
    ],
    [[], 'items', 'please select product'],
  ])('refuses %j naming %s', async (items, field, msg) => {
    expect((await call('stock', { items })).body).toEqual({ code: 0, msg, data: { field } });
  });

  it('changes nothing when one SKU is not the store’s (404 naming it); visitor 401, buyer 403', async () => {
    const mine = await create();
    const theirs = await create();
    await call('delete', { id: theirs.id });
    const { status, body } = await call('stock', {
      items: [
        { sku_id: mine.skus[0]!.id, stock: 99 },
        { sku_id: theirs.skus[0]!.id, stock: 99 },
      ],
    });
    expect([status, body]).toEqual([
      404,
      { code: 404, msg: 'This product option does not exist', data: { field: 'items.1.sku_id' } },
    ]);
    expect((await call('detail', { id: mine.id })).body.data.skus[0].stock).toBe(10);
    const items = [{ sku_id: mine.skus[0]!.id, stock: 1 }];
    expect((await call('stock', { items }, ctx.beta)).status).toBe(404);
    expect((await call('stock', { items }, null)).status).toBe(401);
    expect((await call('stock', { items }, ctx.buyer)).status).toBe(403);
  });
});

describe('products with orders', () => {
  it('keeps order history through edits and delete; checkout refuses off-shelf and deleted products', async () => {
    const product = await create({ title: 'Ordered Shirt' });
    const [small, medium] = product.skus;
    const buyer = await buildBuyer(ctx);
    await fund(ctx, await buildUser(ctx.database, { role: 'admin' }), buyer.user.id, '100');
    const line = (skuId: number) => ({ product_id: product.id, sku_id: skuId, num: 2 });
    const created = await post(
      ctx.app,
      '/api/order/create',
      { items: [line(small!.id)], address_id: buyer.addressId },
      { token: buyer.token },
    );
    expect(created.body.code, created.body.msg).toBe(1);
    const orderId = created.body.data.orders[0].id as number;

    // the ordered SKU cannot be left out; the other can, and stock 0 is the way to stop selling it
    const save = (skus: unknown[]) =>
      call(
        'save',
        productBody(ctx.category.id, ctx.pictures, { id: product.id, title: 'Ordered Shirt', skus }),
      );
    const refused = await save([{ id: medium!.id, size: 'M', color: 'Red', price: '10', stock: 5 }]);
    expect(refused.body).toEqual({
      code: 0,
      msg: 'An option that has orders cannot be removed; set its stock to 0 instead',
      data: { field: 'skus' },
    });
    expect((await call('detail', { id: product.id })).body.data.skus).toHaveLength(2);
    const kept = await save([{ id: small!.id, size: 'S', color: 'Red', price: '12.5', stock: 0 }]);
    expect(kept.body.data.skus).toEqual([
      { id: small!.id, size: 'S', color: 'Red', price: '12.5', stock: 0, price_tiers: null },
    ]);

    const confirm = () =>
      post(ctx.app, '/api/order/confirm', { items: [line(small!.id)] }, { token: buyer.token });
    await call('stock', { items: [{ sku_id: small!.id, stock: 10 }] });
    expect((await confirm()).body.code).toBe(1);
    await call('shelf', { ids: [product.id], on_shelf: false });
    expect((await confirm()).body).toMatchObject({ code: 0, msg: 'Ordered Shirt is no longer on sale' });
    await call('shelf', { ids: [product.id], on_shelf: true });
    await call('delete', { id: product.id });
    expect((await confirm()).body).toMatchObject({ code: 0, msg: 'Ordered Shirt is no longer on sale' });

    const order = await post(ctx.app, '/api/order/detail', { id: orderId }, { token: buyer.token });
    expect(order.body.code).toBe(1);
    expect(order.body.data.items).toEqual([
      expect.objectContaining({ product_id: product.id, sku_id: small!.id, title: 'Ordered Shirt', num: 2 }),
    ]);
  });
});
