import { cartAddManyResponse, MAX_CART_LINES, MAX_LINE_QUANTITY } from '@market/contract';
import { ladderOf, pooledPricesOf } from '@market/contract/tier-price';
import { multiply } from '@market/contract/decimal';
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartItems, products, productSkus, stores } from '../src/db/schema.ts';
import { buildSkus } from './cart-builders.ts';
import { buildCategory, buildProduct, buildStore } from './catalogue-builders.ts';
import { buildUser, post, type TestUser } from './helper.ts';
import { useTestApp } from './use-test-app.ts';

const BREAKS = [
  { min_qty: 24, price: '9' },
  { min_qty: 120, price: '8.5' },
];
const LADDER = ladderOf('10', BREAKS, 12);

/**
 * Crate Co's Enamel Cup in cartons of 12 (one carton at least), 10 a cup, 24+ at 9, 120+ at 8.5, in
 * blue, red and a green with 30 left; Clay & Co's mug, sold one by one; an Old Lamp off sale at
 * another store; a store closed for holiday.
 */
const ctx = useTestApp(async ({ database }) => {
  const category = await buildCategory(database);
  const crate = await buildStore(database, { name: 'Crate Co' });
  const cup = await buildProduct(
    database,
    { storeId: crate.id, categoryId: category.id },
    {
      title: 'Enamel Cup',
      priceTiers: BREAKS,
      minOrderQty: 12,
      orderMultiple: 12,
      skus: [
        { size: 'One', color: 'Blue', price: '10', stock: 1000 },
        { size: 'One', color: 'Red', price: '10', stock: 1000 },
        { size: 'One', color: 'Green', price: '10', stock: 30 },
      ],
    },
  );
  const cupSkus = await database.db
    .select({ id: productSkus.id })
    .from(productSkus)
    .where(eq(productSkus.productId, cup.id))
    .orderBy(asc(productSkus.id));
  const [blue, red, green] = cupSkus.map((row) => row.id) as [number, number, number];
  const mug = await buildSkus(database, { storeName: 'Clay & Co', title: 'Stoneware Mug', price: '3' });
  const lamp = await buildSkus(database, { storeName: 'Lamp Shop', title: 'Old Lamp' });
  await database.db.update(productSkus).set({ price: '7' }).where(eq(productSkus.id, lamp.skuIds[0]!));
  await database.db.update(products).set({ isOnSale: false }).where(eq(products.id, lamp.product.id));
  const away = await buildSkus(database, { storeName: 'Away Store', title: 'Beach Towel' });
  await database.db.update(stores).set({ isHoliday: true }).where(eq(stores.id, away.store.id));
  const bulk = await buildSkus(database, { count: MAX_CART_LINES + 1, storeName: 'Bulk Goods', price: '1' });
  return { blue, red, green, mug: mug.skuIds[0]!, lamp: lamp.skuIds[0]!, towel: away.skuIds[0]!, bulk };
});

const addMany = (user: TestUser | null, items: unknown, lang = 'en') =>
  post(ctx.app, '/api/cart/add-many', { items }, { ...(user && { token: user.token }), lang });
const cartOf = async (user: TestUser) =>
  (await post(ctx.app, '/api/cart/index', {}, { token: user.token })).body.data.list as {
    sku_id: number;
    num: number;
    price: string;
  }[];
const storedOf = async (userId: number) =>
  (
    await ctx.database.db
      .select({ skuId: cartItems.skuId, num: cartItems.num })
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.skuId))
  ).map((row) => [row.skuId, row.num]);

describe('POST /api/cart/add-many', () => {
  it('adds every line at its product’s tier (the cup’s colours count together), answering the cart’s totals and the lines it touched', async () => {
    const buyer = await buildUser(ctx.database);
    await post(ctx.app, '/api/cart/add', { sku_id: ctx.mug, num: 2 }, { token: buyer.token });
    const { body } = await addMany(buyer, [
      { sku_id: ctx.blue, num: 12 },
      { sku_id: ctx.red, num: 24 },
    ]);
    expect(body).toEqual({
      code: 1,
      msg: 'Success',
      data: {
        count: 38,
        line_count: 3,
        items: [
          // 12 blue + 24 red = 36 cups: both at the 24+ price
          { sku_id: ctx.blue, num: 12, price: '9' },
          { sku_id: ctx.red, num: 24, price: '9' },
        ],
      },
    });
    expect(cartAddManyResponse.parse(body.data)).toBeTruthy();
    expect((await cartOf(buyer)).map((line) => [line.sku_id, line.num, line.price])).toEqual([
      [ctx.mug, 2, '3'],
      [ctx.blue, 12, '9'],
      [ctx.red, 24, '9'],
    ]);
  });

  it('adds to a line already in the cart, as add does, and prices the whole line', async () => {
    const buyer = await buildUser(ctx.database);
    await addMany(buyer, [{ sku_id: ctx.blue, num: 12 }]);
    const { body } = await addMany(buyer, [{ sku_id: ctx.blue, num: 12 }]);
    expect(body.data).toEqual({
      count: 24,
      line_count: 1,
      items: [{ sku_id: ctx.blue, num: 24, price: '9' }],
    });
    // 24 in the cart + 6 is not a whole number of cartons, and nothing changes
    const odd = await addMany(buyer, [{ sku_id: ctx.blue, num: 6 }]);
    expect(odd.body).toEqual({
      code: 0,
      msg: 'Enamel Cup: order in multiples of 12 units',
      data: { field: 'items.0.num' },
    });
    expect(await storedOf(buyer.user.id)).toEqual([[ctx.blue, 24]]);
  });

  it('refuses the whole call for one bad line, naming it in the caller’s language', async () => {
    const buyer = await buildUser(ctx.database);
    await post(ctx.app, '/api/cart/add', { sku_id: ctx.mug, num: 1 }, { token: buyer.token });
    const good = { sku_id: ctx.blue, num: 12 };
    const cases: [unknown[], string, string, number][] = [
      [[good, { sku_id: ctx.red, num: 6 }], 'items.1.num', 'Enamel Cup: order at least 12 units', 0],
      [[good, { sku_id: ctx.red, num: 18 }], 'items.1.num', 'Enamel Cup: order in multiples of 12 units', 0],
      [[good, { sku_id: ctx.green, num: 36 }], 'items.1.num', 'Only 30 left of Enamel Cup', 0],
      [
        [good, { sku_id: ctx.blue, num: 24 }],
        'items.1.sku_id',
        'This product option is listed more than once',
        0,
      ],
      [[good, { sku_id: ctx.lamp, num: 1 }], 'items.1.sku_id', 'Old Lamp is no longer on sale', 0],
      [
        [{ sku_id: ctx.towel, num: 1 }, good],
        'items.0.sku_id',
        'Away Store is closed for holiday and is not taking orders now',
        0,
      ],
      [[good, { sku_id: 99_999_999, num: 12 }], 'items.1.sku_id', 'This product option does not exist', 404],
      [
        [{ sku_id: ctx.mug, num: MAX_LINE_QUANTITY }],
        'items.0.num',
        'The quantity must be a whole number from 1 to 99999',
        0,
      ],
    ];
    for (const [items, field, msg, code] of cases) {
      const { status, body } = await addMany(buyer, items);
      expect({ field, status, body }).toEqual({
        field,
        status: code === 404 ? 404 : 200,
        body: { code: code === 404 ? 404 : 0, msg, data: { field } },
      });
    }
    expect(await storedOf(buyer.user.id)).toEqual([[ctx.mug, 1]]);
  });

  it('translates a refusal', async () => {
    const buyer = await buildUser(ctx.database);
    const { body } = await addMany(buyer, [{ sku_id: ctx.red, num: 6 }], 'de');
    expect(body).toEqual({
      code: 0,
      msg: 'Enamel Cup: Bestellen Sie mindestens 12 Stück',
      data: { field: 'items.0.num' },
    });
  });

  it(`takes 1 to 100 well-formed lines, and a cart of at most ${MAX_CART_LINES} lines`, async () => {
    const buyer = await buildUser(ctx.database);
    const refusals = [
      [[], 'items'],
      [ctx.bulk.skuIds.slice(0, 101).map((sku_id) => ({ sku_id, num: 1 })), 'items'],
      [[{ sku_id: ctx.blue, num: 0 }], 'num'],
      [[{ sku_id: ctx.blue, num: 1.5 }], 'num'],
      [[{ sku_id: 'x', num: 12 }], 'sku_id'],
      [[{ sku_id: ctx.blue, num: 12, price: '1' }], 'price'],
    ] as const;
    for (const [items, field] of refusals) {
      const { body } = await addMany(buyer, items);
      expect(body.code, JSON.stringify(items).slice(0, 80)).toBe(0);
      expect(body.data).toEqual({ field });
      expect(body.msg).not.toBe('');
    }
    const first = ctx.bulk.skuIds.slice(0, 100).map((sku_id) => ({ sku_id, num: 1 }));
    expect((await addMany(buyer, first)).body.data).toMatchObject({ count: 100, line_count: 100 });
    for (let start = 100; start < MAX_CART_LINES; start += 100) {
      const next = ctx.bulk.skuIds.slice(start, start + 100).map((sku_id) => ({ sku_id, num: 1 }));
      expect((await addMany(buyer, next)).body.data).toMatchObject({
        count: start + 100,
        line_count: start + 100,
      });
    }
    const over = await addMany(buyer, [{ sku_id: ctx.bulk.skuIds[MAX_CART_LINES], num: 1 }]);
    expect(over.body).toEqual({
      code: 0,
      msg: `The cart can hold at most ${MAX_CART_LINES} lines`,
      data: { field: 'items' },
    });
    expect((await storedOf(buyer.user.id)).length).toBe(MAX_CART_LINES);
  });

  it('answers 401 to a visitor and changes nothing', async () => {
    const { status, body } = await addMany(null, [{ sku_id: ctx.blue, num: 12 }]);
    expect(status).toBe(401);
    expect(body.code).toBe(401);
    expect(body.data).toBeNull();
  });

  it('prices every line as tier-price does at the product’s total, for any quantities (property)', async () => {
    const buyer = await buildUser(ctx.database);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        async (blueCartons, redCartons) => {
          await post(ctx.app, '/api/cart/del', {}, { token: buyer.token });
          const sent = { [ctx.blue]: blueCartons * 12, [ctx.red]: redCartons * 12 };
          const { body } = await addMany(buyer, [
            { sku_id: ctx.blue, num: sent[ctx.blue] },
            { sku_id: ctx.red, num: sent[ctx.red] },
          ]);
          expect(body.code).toBe(1);
          const expected = pooledPricesOf(
            [ctx.blue, ctx.red].map((skuId) => ({
              product_id: 1,
              sku_id: skuId,
              num: sent[skuId]!,
              ladder: LADDER,
            })),
          );
          const priceOf = (skuId: number) => expected.find((entry) => entry.line.sku_id === skuId)!;
          for (const line of body.data.items) expect(line.price).toBe(priceOf(line.sku_id).price);
          const cart = await cartOf(buyer);
          expect(cart.map((line) => line.num)).toEqual([sent[ctx.blue], sent[ctx.red]]);
          for (const line of cart) expect(multiply(line.price, line.num)).toBe(priceOf(line.sku_id).amount);
        },
      ),
      { numRuns: 25 },
    );
  });
});
