import { ladderOf, pooledPricesOf } from '@market/contract/tier-price';
import { multiply } from '@market/contract/decimal';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stores } from '../src/db/schema.ts';
import { buildCategory, buildProduct, buildStore } from './catalogue-builders.ts';
import { buildUser, post } from './helper.ts';
import {
  buildBuyer,
  expectLedgerBalanced,
  fund,
  payKey,
  rowsOf,
  stockOf,
  FUND_PASSWORD,
} from './order-support.ts';
import { useTestApp } from './use-test-app.ts';

const BREAKS = [
  { min_qty: 24, price: '9' },
  { min_qty: 120, price: '8.5' },
];

/**
 * Crate Co sells Enamel Cups in cartons of 12 (at least one): 10 a cup, 24+ at 9, 120+ at 8.5 for
 * both colours; the red one's own breaks are 36+ at 7. Its orders must come to 100 or more. Tin
 * Plates, green and yellow, have the same terms and no SKU breaks of their own.
 */
const ctx = useTestApp(async (ctx) => {
  const category = await buildCategory(ctx.database);
  const store = await buildStore(ctx.database, { name: 'Crate Co', minOrderAmount: '100' });
  const product = await buildProduct(
    ctx.database,
    { storeId: store.id, categoryId: category.id },
    {
      title: 'Enamel Cup',
      priceTiers: BREAKS,
      minOrderQty: 12,
      orderMultiple: 12,
      skus: [
        { size: 'One', color: 'Blue', price: '10', stock: 1000 },
        { size: 'One', color: 'Red', price: '10', stock: 1000 },
      ],
    },
  );
  const skus = await rowsOf<{ id: number; color: string }>(
    ctx.database,
    sql`select id::int as id, color from product_skus where product_id = ${product.id} order by id`,
  );
  const red = skus.find((sku) => sku.color === 'Red')!.id;
  await ctx.database.db.execute(
    sql`update product_skus set price_tiers = ${JSON.stringify([{ min_qty: 36, price: '7' }])}::jsonb where id = ${red}`,
  );
  const plate = await buildProduct(
    ctx.database,
    { storeId: store.id, categoryId: category.id },
    {
      title: 'Tin Plate',
      priceTiers: BREAKS,
      minOrderQty: 12,
      orderMultiple: 12,
      skus: [
        { size: 'One', color: 'Green', price: '10', stock: 1000 },
        { size: 'One', color: 'Yellow', price: '10', stock: 1000 },
      ],
    },
  );
  const plates = await rowsOf<{ id: number }>(
    ctx.database,
    sql`select id::int as id from product_skus where product_id = ${plate.id} order by id`,
  );
  return {
    admin: await buildUser(ctx.database, { role: 'admin' }),
    store,
    product,
    plate,
    green: plates[0]!.id,
    yellow: plates[1]!.id,
    blue: skus.find((sku) => sku.color === 'Blue')!.id,
    red,
  };
});

const line = (skuId: number, num: number) => ({ product_id: ctx.product.id, sku_id: skuId, num });
const ladders = () => ({
  [ctx.blue]: ladderOf('10', BREAKS, 12),
  [ctx.red]: ladderOf('10', [{ min_qty: 36, price: '7' }], 12),
});

describe('the cart prices each line at its product’s total', () => {
  it('answers the tier price and the terms on every change', async () => {
    const buyer = await buildUser(ctx.database);
    const call = (url: string, body: object) => post(ctx.app, url, body, { token: buyer.token });
    const priceOf = (answer: { body: { data: { items: { price: string }[] } } }) =>
      answer.body.data.items[0]!.price;
    const added = await call('/api/cart/add', { sku_id: ctx.blue, num: 12 });
    expect(added.body.data.items).toEqual([{ sku_id: ctx.blue, num: 12, price: '10' }]);
    // the terms come with the whole cart, as /cart reads it
    expect((await call('/api/cart/index', {})).body.data.list[0]).toMatchObject({
      price: '10',
      tiers: [{ min_qty: 12, price: '10' }, ...BREAKS],
      min_order_qty: 12,
      order_multiple: 12,
      shop_min_order_amount: '100',
    });
    expect(priceOf(await call('/api/cart/add', { sku_id: ctx.blue, num: 12 }))).toBe('9');
    expect(priceOf(await call('/api/cart/set', { sku_id: ctx.blue, num: 120 }))).toBe('8.5');
    expect(priceOf(await call('/api/cart/set', { sku_id: ctx.blue, num: 5 }))).toBe('10');
    expect((await call('/api/cart/index', {})).body.data.list[0].price).toBe('10');
  });

  it('counts a product’s colours together, each on its own ladder, and another product apart', async () => {
    const buyer = await buildUser(ctx.database);
    const call = (url: string, body: object) => post(ctx.app, url, body, { token: buyer.token });
    type Line = { sku_id: number; price: string; num: number };
    type Answer = { body: { data: { list?: Line[]; items?: Line[] } } };
    // a change answers its product's lines (decision 056), the index the whole cart
    const prices = (answer: Answer) =>
      Object.fromEntries(
        (answer.body.data.items ?? answer.body.data.list ?? []).map((item) => [
          item.sku_id,
          [item.num, item.price],
        ]),
      );
    await call('/api/cart/add', { sku_id: ctx.green, num: 12 });
    // 12 green + 12 yellow = 24 plates: both at the 24+ price
    expect(prices(await call('/api/cart/add', { sku_id: ctx.yellow, num: 12 }))).toEqual({
      [ctx.green]: [12, '9'],
      [ctx.yellow]: [12, '9'],
    });
    // 12 blue cups count with no plate: the cup's 12-unit price
    expect(prices(await call('/api/cart/add', { sku_id: ctx.blue, num: 12 }))[ctx.blue]).toEqual([12, '10']);
    // 12 red + 12 blue = 24 cups: blue on the product's breaks at 9, red on its own (36+) at 10
    const cups = prices(await call('/api/cart/add', { sku_id: ctx.red, num: 12 }));
    expect([cups[ctx.blue], cups[ctx.red]]).toEqual([
      [12, '9'],
      [12, '10'],
    ]);
    // 24 red + 12 blue = 36: red reaches its own 36+ at 7
    const more = prices(await call('/api/cart/set', { sku_id: ctx.red, num: 24 }));
    expect([more[ctx.blue], more[ctx.red]]).toEqual([
      [12, '9'],
      [24, '7'],
    ]);
    // add-many answers the touched lines at the product's units over the whole cart
    await call('/api/cart/del', { sku_ids: [ctx.yellow] });
    const many = await call('/api/cart/add-many', { items: [{ sku_id: ctx.yellow, num: 12 }] });
    expect(many.body.data.items).toEqual([{ sku_id: ctx.yellow, num: 12, price: '9' }]);
    expect(prices(await call('/api/cart/index', {}))[ctx.green]).toEqual([12, '9']);
  });
});

describe('checkout on wholesale terms', () => {
  it('charges the tier price: 24 blue at 9 and 36 red at 7 come to 468', async () => {
    const buyer = await buildBuyer(ctx);
    await fund(ctx, ctx.admin, buyer.user.id, '1000');
    const { body } = await post(
      ctx.app,
      '/api/order/create',
      { items: [line(ctx.blue, 24), line(ctx.red, 36)], address_id: buyer.addressId },
      { token: buyer.token },
    );
    expect(body.code, body.msg).toBe(1);
    expect(body.data.total).toBe('468');
    const items = body.data.orders[0].items as { price: string; num: number; amount: string }[];
    expect(items.map((item) => [item.price, item.num, item.amount])).toEqual([
      ['9', 24, '216'],
      ['7', 36, '252'],
    ]);
    const paid = await post(
      ctx.app,
      '/api/order/pay',
      { checkout_id: body.data.checkout_id, fund_password: FUND_PASSWORD },
      { token: buyer.token, headers: payKey() },
    );
    expect(paid.body.data.balance).toBe('532');
    await expectLedgerBalanced(ctx.database);
  });

  it('12 green + 12 yellow plates are both at the 24+ price in the placed order and its total', async () => {
    const buyer = await buildBuyer(ctx);
    await fund(ctx, ctx.admin, buyer.user.id, '1000');
    const plate = (skuId: number, num: number) => ({ product_id: ctx.plate.id, sku_id: skuId, num });
    const items = [plate(ctx.green, 12), plate(ctx.yellow, 12)];
    const confirmed = await post(ctx.app, '/api/order/confirm', { items }, { token: buyer.token });
    expect(confirmed.body.data.items_amount).toBe('216');
    const { body } = await post(
      ctx.app,
      '/api/order/create',
      { items, address_id: buyer.addressId },
      { token: buyer.token },
    );
    expect(body.code, body.msg).toBe(1);
    expect(body.data.total).toBe('216');
    const lines = body.data.orders[0].items as {
      sku_id: number;
      price: string;
      num: number;
      amount: string;
    }[];
    expect(lines.map((item) => [item.sku_id, item.price, item.num, item.amount])).toEqual([
      [ctx.green, '9', 12, '108'],
      [ctx.yellow, '9', 12, '108'],
    ]);
    const paid = await post(
      ctx.app,
      '/api/order/pay',
      { checkout_id: body.data.checkout_id, fund_password: FUND_PASSWORD },
      { token: buyer.token, headers: payKey() },
    );
    expect(paid.body.data.balance).toBe('784');
    const stored = await rowsOf<{ price: string }>(
      ctx.database,
      sql`select oi.price::text as price from order_items oi join orders o on o.id = oi.order_id
          where o.checkout_id = ${body.data.checkout_id} order by oi.sku_id`,
    );
    expect(stored.map((row) => Number(row.price))).toEqual([9, 9]);
    await expectLedgerBalanced(ctx.database);
  });

  it('refuses a line below the minimum or off the carton, and a store below its minimum, naming the line', async () => {
    const buyer = await buildBuyer(ctx);
    const stock = await stockOf(ctx.database, ctx.blue);
    const refused = async (items: object[]) => {
      const { body } = await post(
        ctx.app,
        '/api/order/create',
        { items, address_id: buyer.addressId },
        { token: buyer.token },
      );
      expect(body.code).toBe(0);
      return [body.msg, body.data.field];
    };
    expect(await refused([line(ctx.blue, 6)])).toEqual([
      'Enamel Cup: order at least 12 units',
      'items.0.num',
    ]);
    expect(await refused([line(ctx.blue, 24), line(ctx.red, 30)])).toEqual([
      'Enamel Cup: order in multiples of 12 units',
      'items.1.num',
    ]);
    // a SKU sent twice is one line of 18, named where it was first sent
    expect(await refused([line(ctx.blue, 12), line(ctx.red, 12), line(ctx.red, 6)])).toEqual([
      'Enamel Cup: order in multiples of 12 units',
      'items.1.num',
    ]);
    await ctx.database.db.update(stores).set({ minOrderAmount: '250' }).where(eq(stores.id, ctx.store.id));
    try {
      expect(await refused([line(ctx.blue, 24)])).toEqual([
        'Crate Co: the minimum order is 250; add more from this store',
        'items.0',
      ]);
    } finally {
      await ctx.database.db.update(stores).set({ minOrderAmount: '100' }).where(eq(stores.id, ctx.store.id));
    }
    expect(await stockOf(ctx.database, ctx.blue)).toBe(stock);
    const [{ count }] = (await rowsOf<{ count: string }>(
      ctx.database,
      sql`select count(*)::text as count from checkouts where user_id = ${buyer.user.id}`,
    )) as [{ count: string }];
    expect(count).toBe('0');
  });

  it('whatever quantities the client sends, prices and refuses them as the terms say', async () => {
    const buyer = await buildBuyer(ctx);
    // cartons half the time, so both answers are seen often
    const quantity = fc.oneof(
      fc.integer({ min: 1, max: 300 }),
      fc.integer({ min: 1, max: 25 }).map((n) => n * 12),
    );
    await fc.assert(
      fc.asyncProperty(quantity, quantity, async (blue, red) => {
        const { body } = await post(
          ctx.app,
          '/api/order/confirm',
          { items: [line(ctx.blue, blue), line(ctx.red, red)] },
          { token: buyer.token },
        );
        const isOrderable = (n: number) => n >= 12 && n % 12 === 0;
        // both colours count together; each on its own ladder
        const expected = pooledPricesOf([
          { product_id: 1, sku_id: ctx.blue, num: blue, ladder: ladders()[ctx.blue]! },
          { product_id: 1, sku_id: ctx.red, num: red, ladder: ladders()[ctx.red]! },
        ]);
        const items = expected.reduce((sum, entry) => sum + Number(entry.amount), 0);
        if (!isOrderable(blue) || !isOrderable(red) || items < 100) {
          expect(body.code).toBe(0);
          const field = !isOrderable(blue) ? 'items.0.num' : !isOrderable(red) ? 'items.1.num' : 'items.0';
          expect(body.data.field).toBe(field);
          return;
        }
        expect(body.code, body.msg).toBe(1);
        const lines = body.data.orders[0].items as {
          sku_id: number;
          price: string;
          num: number;
          amount: string;
        }[];
        for (const item of lines) {
          const { price, amount } = expected.find((entry) => entry.line.sku_id === item.sku_id)!;
          expect(item.price).toBe(price);
          expect(Number(item.amount)).toBe(Number(amount));
          expect(Number(item.amount)).toBe(Number(multiply(price, item.num)));
        }
        expect(Number(body.data.items_amount)).toBeCloseTo(items, 8);
      }),
      { numRuns: 40 },
    );
  });
});
