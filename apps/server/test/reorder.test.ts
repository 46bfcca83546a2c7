import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, productSkus, stores } from '../src/db/schema.ts';
import { buildCategory, buildProduct, buildStore } from './catalogue-builders.ts';
import { buildUser, post, type TestUser } from './helper.ts';
import { buildBuyer, fund, rowsOf } from './order-support.ts';
import { useTestApp } from './use-test-app.ts';

const image = `/uploads/${'a'.repeat(64)}.webp`;

/**
 * Crate Co's shelf when Ada ordered from it: Enamel Cups in cartons of 12 (24+ at 9), a Tin Plate,
 * a Glass Jar, a Cork Mat and a Felt Pad at one price each. Each test then changes one thing.
 */
const ctx = useTestApp(async (ctx) => {
  const category = await buildCategory(ctx.database);
  const store = await buildStore(ctx.database, { name: 'Crate Co' });
  const refs = { storeId: store.id, categoryId: category.id };
  const cup = await buildProduct(ctx.database, refs, {
    title: 'Enamel Cup',
    priceTiers: [{ min_qty: 24, price: '9' }],
    minOrderQty: 12,
    orderMultiple: 12,
    skus: [
      { size: 'One', color: 'Blue', price: '10', stock: 1000 },
      { size: 'One', color: 'Red', price: '10', stock: 1000 },
    ],
  });
  const single = (title: string, price: string) =>
    buildProduct(ctx.database, refs, { title, skus: [{ size: 'One', color: 'White', price, stock: 100 }] });
  const plate = await single('Tin Plate', '5');
  const jar = await single('Glass Jar', '4');
  const mat = await single('Cork Mat', '2');
  const pad = await single('Felt Pad', '1');
  const skuOf = async (productId: number, color?: string) =>
    (
      await rowsOf<{ id: number }>(
        ctx.database,
        sql`select id::int as id from product_skus where product_id = ${productId}
            and (${color ?? null}::text is null or color = ${color ?? null}) order by id`,
      )
    )[0]!.id;
  const skus = {
    blue: await skuOf(cup.id, 'Blue'),
    red: await skuOf(cup.id, 'Red'),
    plate: await skuOf(plate.id),
    jar: await skuOf(jar.id),
    mat: await skuOf(mat.id),
    pad: await skuOf(pad.id),
  };
  const ada = await buildBuyer(ctx);
  await fund(ctx, await buildUser(ctx.database, { role: 'admin' }), ada.user.id, '400');
  const items = [
    { product_id: cup.id, sku_id: skus.blue, num: 24 },
    { product_id: cup.id, sku_id: skus.red, num: 12 },
    { product_id: plate.id, sku_id: skus.plate, num: 5 },
    { product_id: jar.id, sku_id: skus.jar, num: 3 },
    { product_id: mat.id, sku_id: skus.mat, num: 10 },
    { product_id: pad.id, sku_id: skus.pad, num: 7 },
  ];
  const { body } = await post(
    ctx.app,
    '/api/order/create',
    { items, address_id: ada.addressId },
    { token: ada.token },
  );
  if (body.code !== 1) throw new Error(`order failed: ${body.msg}`);
  return {
    store,
    products: { cup, plate, jar, mat, pad },
    skus,
    ada,
    orderId: body.data.orders[0].id as number,
  };
});

const reorder = (user: TestUser | undefined, body: object) =>
  post(ctx.app, '/api/order/reorder', body, user ? { token: user.token } : {});

/** A line that can go back into the cart, as the answer shows it. */
const line = (
  sku: keyof typeof ctx.skus,
  shown: { product: keyof typeof ctx.products; title: string; color?: string },
  now: { num: number; price: string; amount: string },
  then: { num: number; price: string },
) => ({
  sku_id: ctx.skus[sku],
  product_id: ctx.products[shown.product].id,
  shop_id: ctx.store.id,
  shop_name: 'Crate Co',
  title: shown.title,
  image,
  size: 'One',
  color: shown.color ?? 'White',
  ...now,
  ordered_num: then.num,
  ordered_price: then.price,
  price_changed: now.price !== then.price,
  quantity_changed: now.num !== then.num,
});

const missing = (
  sku: keyof typeof ctx.skus,
  shown: { product: keyof typeof ctx.products; title: string; color?: string },
  num: number,
  reason: string,
) => ({
  sku_id: ctx.skus[sku],
  product_id: ctx.products[shown.product].id,
  title: shown.title,
  image,
  size: 'One',
  color: shown.color ?? 'White',
  ordered_num: num,
  reason,
});

describe('POST /api/order/reorder', () => {
  it('answers every line of the order as it can be bought now, adding nothing', async () => {
    expect((await reorder(ctx.ada, { order_id: ctx.orderId })).body).toEqual({
      code: 1,
      msg: 'Success',
      data: {
        order_id: ctx.orderId,
        lines: [
          line(
            'blue',
            { product: 'cup', title: 'Enamel Cup', color: 'Blue' },
            { num: 24, price: '9', amount: '216' },
            { num: 24, price: '9' },
          ),
          line(
            'red',
            { product: 'cup', title: 'Enamel Cup', color: 'Red' },
            // 24 blue + 12 red = 36 cups: the red ones were at the 24+ price too
            { num: 12, price: '9', amount: '108' },
            { num: 12, price: '9' },
          ),
          line(
            'plate',
            { product: 'plate', title: 'Tin Plate' },
            { num: 5, price: '5', amount: '25' },
            { num: 5, price: '5' },
          ),
          line(
            'jar',
            { product: 'jar', title: 'Glass Jar' },
            { num: 3, price: '4', amount: '12' },
            { num: 3, price: '4' },
          ),
          line(
            'mat',
            { product: 'mat', title: 'Cork Mat' },
            { num: 10, price: '2', amount: '20' },
            { num: 10, price: '2' },
          ),
          line(
            'pad',
            { product: 'pad', title: 'Felt Pad' },
            { num: 7, price: '1', amount: '7' },
            { num: 7, price: '1' },
          ),
        ],
        unavailable: [],
      },
    });
    const [{ count }] = (await rowsOf<{ count: number }>(
      ctx.database,
      sql`select count(*)::int as count from cart_items where user_id = ${ctx.ada.user.id}`,
    )) as [{ count: number }];
    expect(count).toBe(0);
  });

  it('settles quantities on today’s terms, prices them today, and says why a line cannot come back', async () => {
    const { db } = ctx.database;
    // the red cup now costs less than the 24+ price; plates now come in packs of 6; the jar is off shelf; mats are sold
    // out; the felt pad's product was deleted
    await db.update(productSkus).set({ price: '8.5' }).where(eq(productSkus.id, ctx.skus.red));
    await db
      .update(products)
      .set({ minOrderQty: 6, orderMultiple: 6 })
      .where(eq(products.id, ctx.products.plate.id));
    await db
      .update(products)
      .set({ onShelf: false, isOnSale: false })
      .where(eq(products.id, ctx.products.jar.id));
    await db.update(productSkus).set({ stock: 0 }).where(eq(productSkus.id, ctx.skus.mat));
    await db
      .update(products)
      .set({ deletedAt: new Date(), onShelf: false, isOnSale: false })
      .where(eq(products.id, ctx.products.pad.id));
    // only 20 blue cups left: the 24 ordered settle on the most whole cartons in stock
    await db.update(productSkus).set({ stock: 20 }).where(eq(productSkus.id, ctx.skus.blue));
    try {
      expect((await reorder(ctx.ada, { order_id: ctx.orderId })).body.data).toEqual({
        order_id: ctx.orderId,
        lines: [
          line(
            'blue',
            { product: 'cup', title: 'Enamel Cup', color: 'Blue' },
            // 12 blue + 12 red coming back still make 24 cups: the 24+ price
            { num: 12, price: '9', amount: '108' },
            { num: 24, price: '9' },
          ),
          line(
            'red',
            { product: 'cup', title: 'Enamel Cup', color: 'Red' },
            { num: 12, price: '8.5', amount: '102.0' },
            { num: 12, price: '9' },
          ),
          line(
            'plate',
            { product: 'plate', title: 'Tin Plate' },
            { num: 6, price: '5', amount: '30' },
            { num: 5, price: '5' },
          ),
        ],
        unavailable: [
          missing('jar', { product: 'jar', title: 'Glass Jar' }, 3, 'off_shelf'),
          missing('mat', { product: 'mat', title: 'Cork Mat' }, 10, 'out_of_stock'),
          missing('pad', { product: 'pad', title: 'Felt Pad' }, 7, 'gone'),
        ],
      });
    } finally {
      await db
        .update(productSkus)
        .set({ price: '10', stock: 1000 })
        .where(eq(productSkus.productId, ctx.products.cup.id));
      await db
        .update(products)
        .set({ minOrderQty: 1, orderMultiple: 1 })
        .where(eq(products.id, ctx.products.plate.id));
      await db
        .update(products)
        .set({ onShelf: true, isOnSale: true })
        .where(eq(products.id, ctx.products.jar.id));
      await db.update(productSkus).set({ stock: 100 }).where(eq(productSkus.id, ctx.skus.mat));
      await db
        .update(products)
        .set({ deletedAt: null, onShelf: true, isOnSale: true })
        .where(eq(products.id, ctx.products.pad.id));
    }
  });

  it('answers every line store_closed while the store is on holiday or suspended', async () => {
    const { db } = ctx.database;
    const reasons = async () =>
      (await reorder(ctx.ada, { order_id: ctx.orderId })).body.data as {
        lines: unknown[];
        unavailable: { reason: string }[];
      };
    for (const closed of [{ isHoliday: true }, { status: 'suspended' as const }]) {
      await db.update(stores).set(closed).where(eq(stores.id, ctx.store.id));
      try {
        const answer = await reasons();
        expect(answer.lines).toEqual([]);
        expect(answer.unavailable.map((row) => row.reason)).toEqual(Array(6).fill('store_closed'));
      } finally {
        await db.update(stores).set({ isHoliday: false, status: 'open' }).where(eq(stores.id, ctx.store.id));
      }
    }
  });

  it('answers another buyer’s order, or none, as not found', async () => {
    const eve = await buildUser(ctx.database);
    for (const orderId of [ctx.orderId, 99_999_999]) {
      const answer = await reorder(eve, { order_id: orderId });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 404, msg: 'This order does not exist', data: null });
    }
  });

  it('refuses bad input naming the field, in the caller’s language', async () => {
    const cases: [object, string, string][] = [
      [{}, 'order_id', 'Invalid id'],
      [{ order_id: 'seven' }, 'order_id', 'Invalid id'],
      [{ order_id: 0 }, 'order_id', 'Invalid id'],
      [{ order_id: ctx.orderId, add: true }, 'add', 'Unknown field: add'],
    ];
    for (const [body, field, msg] of cases) {
      const answer = await reorder(ctx.ada, body);
      expect(answer.body.code).toBe(0);
      expect(answer.body.data).toEqual({ field });
      expect(answer.body.msg).toBe(msg);
    }
    const german = await post(
      ctx.app,
      '/api/order/reorder',
      {},
      { token: ctx.ada.token, headers: { 'accept-language': 'de' } },
    );
    expect(german.body).toEqual({ code: 0, msg: 'Ungültige ID', data: { field: 'order_id' } });
  });

  it('asks for a login', async () => {
    const answer = await reorder(undefined, { order_id: ctx.orderId });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 401, msg: 'Please login first', data: null });
  });
});
