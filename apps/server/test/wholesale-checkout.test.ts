import { ladderOf, unitPriceOf } from '@market/contract/tier-price';
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
 * both colours; the red one's own breaks are 36+ at 7. Its orders must come to 100 or more.
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
  return {
    admin: await buildUser(ctx.database, { role: 'admin' }),
    store,
    product,
    blue: skus.find((sku) => sku.color === 'Blue')!.id,
    red,
  };
});

const line = (skuId: number, num: number) => ({ product_id: ctx.product.id, sku_id: skuId, num });
const ladders = () => ({
  [ctx.blue]: ladderOf('10', BREAKS, 12),
  [ctx.red]: ladderOf('10', [{ min_qty: 36, price: '7' }], 12),
});

describe('the cart prices each line by its quantity’s tier', () => {
  it('answers the tier price and the terms on every change', async () => {
    const buyer = await buildUser(ctx.database);
    const call = (url: string, body: object) => post(ctx.app, url, body, { token: buyer.token });
    const priceOf = (answer: { body: { data: { list: { price: string }[] } } }) =>
      answer.body.data.list[0]!.price;
    const added = await call('/api/cart/add', { sku_id: ctx.blue, num: 12 });
    expect(added.body.data.list[0]).toMatchObject({
      price: '10',
      tiers: [{ min_qty: 12, price: '10' }, ...BREAKS],
      min_order_qty: 12,
      order_multiple: 12,
      shop_min_order_amount: '100',
    });
    expect(priceOf(await call('/api/cart/add', { sku_id: ctx.blue, num: 12 }))).toBe('9');
    expect(priceOf(await call('/api/cart/set', { sku_id: ctx.blue, num: 120 }))).toBe('8.5');
    expect(priceOf(await call('/api/cart/set', { sku_id: ctx.blue, num: 5 }))).toBe('10');
    expect(priceOf(await call('/api/cart/index', {}))).toBe('10');
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
        const amounts = [blue, red].map((n, i) => multiply(unitPriceOf(Object.values(ladders())[i]!, n), n));
        const items = amounts.reduce((sum, amount) => sum + Number(amount), 0);
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
          const price = unitPriceOf(ladders()[item.sku_id]!, item.num);
          expect(item.price).toBe(price);
          expect(Number(item.amount)).toBe(Number(multiply(price, item.num)));
        }
        expect(Number(body.data.items_amount)).toBeCloseTo(items, 8);
      }),
      { numRuns: 40 },
    );
  });
});
