import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCategory, buildProduct, buildStore } from './catalogue-builders.ts';
import { buildUser, post, type TestUser } from './helper.ts';
import { rowsOf } from './order-support.ts';
import { useTestApp } from './use-test-app.ts';

const image = `/uploads/${'a'.repeat(64)}.webp`;

/**
 * Crate Co sells Enamel Cups in cartons of 12 (24+ at 9), 60 of them in stock, and Tin Plates
 * one by one, none left; its Glass Jar is off shelf and its Felt Pad deleted. Shut Shop is closed
 * for holiday.
 */
const ctx = useTestApp(async (ctx) => {
  const category = await buildCategory(ctx.database);
  const store = await buildStore(ctx.database, { name: 'Crate Co' });
  const shut = await buildStore(ctx.database, { name: 'Shut Shop', isHoliday: true });
  const refs = { storeId: store.id, categoryId: category.id };
  const cup = await buildProduct(ctx.database, refs, {
    title: 'Enamel Cup',
    priceTiers: [{ min_qty: 24, price: '9' }],
    minOrderQty: 12,
    orderMultiple: 12,
    skus: [{ size: 'One', color: 'Blue', price: '10', stock: 60 }],
  });
  const single = (title: string, stock: number, more: object = {}, storeId = store.id) =>
    buildProduct(
      ctx.database,
      { storeId, categoryId: category.id },
      { title, skus: [{ size: 'One', color: 'White', price: '5', stock }], ...more },
    );
  const plate = await single('Tin Plate', 0);
  const jar = await single('Glass Jar', 10, { onShelf: false, isOnSale: false });
  const pad = await single('Felt Pad', 10, { deletedAt: new Date(), onShelf: false, isOnSale: false });
  const vase = await single('Clay Vase', 10, {}, shut.id);
  const skuOf = async (productId: number) =>
    (
      await rowsOf<{ id: number }>(
        ctx.database,
        sql`select id::int as id from product_skus where product_id = ${productId}`,
      )
    )[0]!.id;
  return {
    store,
    cup,
    skus: {
      cup: await skuOf(cup.id),
      plate: await skuOf(plate.id),
      jar: await skuOf(jar.id),
      pad: await skuOf(pad.id),
      vase: await skuOf(vase.id),
    },
    ada: await buildUser(ctx.database),
  };
});

const check = (user: TestUser | undefined, body: object, headers: Record<string, string> = {}) =>
  post(ctx.app, '/api/cart/quick-check', body, user ? { token: user.token, headers } : { headers });

const cupShown = () => ({
  sku_id: ctx.skus.cup,
  product_id: ctx.cup.id,
  shop_id: ctx.store.id,
  shop_name: 'Crate Co',
  title: 'Enamel Cup',
  image,
  size: 'One',
  color: 'Blue',
  min_order_qty: 12,
  order_multiple: 12,
  stock: 60,
});

describe('POST /api/cart/quick-check', () => {
  it('prices the valid lines of one product at their total: 12 red + 12 blue mugs at the 24+ price', async () => {
    const category = await buildCategory(ctx.database);
    const mug = await buildProduct(
      ctx.database,
      { storeId: ctx.store.id, categoryId: category.id },
      {
        title: 'Tin Mug',
        priceTiers: [{ min_qty: 24, price: '9' }],
        minOrderQty: 12,
        orderMultiple: 12,
        skus: [
          { size: 'One', color: 'Red', price: '10', stock: 100 },
          { size: 'One', color: 'Blue', price: '10', stock: 100 },
        ],
      },
    );
    const [red, blue] = (
      await rowsOf<{ id: number }>(
        ctx.database,
        sql`select id::int as id from product_skus where product_id = ${mug.id} order by id`,
      )
    ).map((row) => row.id);
    const priced = async (lines: object[]) =>
      (
        (await check(ctx.ada, { lines })).body.data.lines as { price: string | null; amount: string | null }[]
      ).map((line) => [line.price, line.amount]);
    expect(
      await priced([
        { sku_id: red, num: 12 },
        { sku_id: blue, num: 12 },
      ]),
    ).toEqual([
      ['9', '108'],
      ['9', '108'],
    ]);
    // a refused line (off the carton) does not count towards the others' tier
    expect(
      await priced([
        { sku_id: red, num: 12 },
        { sku_id: blue, num: 13 },
      ]),
    ).toEqual([
      ['10', '120'],
      [null, null],
    ]);
  });

  it('answers a line that can be added with its tier price and amount', async () => {
    const answer = await check(ctx.ada, { lines: [{ sku_id: ctx.skus.cup, num: 24 }] });
    expect(answer.body).toEqual({
      code: 1,
      msg: 'Success',
      data: {
        lines: [
          {
            sku_id: ctx.skus.cup,
            num: 24,
            reason: null,
            suggested_num: null,
            sku: cupShown(),
            price: '9',
            amount: '216',
          },
        ],
      },
    });
  });

  it('says what is wrong with each other line, in the order sent, and the quantity to use', async () => {
    const lines = [
      [ctx.skus.cup, 5],
      [ctx.skus.cup, 12],
      [ctx.skus.cup, 30],
      [99_999_999, 1],
      [ctx.skus.plate, 1],
      [ctx.skus.jar, 1],
      [ctx.skus.pad, 1],
      [ctx.skus.vase, 1],
    ].map(([sku_id, num]) => ({ sku_id: sku_id!, num: num! }));
    const answer = await check(ctx.ada, { lines });
    const verdicts = (
      answer.body.data.lines as { reason: string | null; suggested_num: number | null }[]
    ).map((line) => [line.reason, line.suggested_num]);
    expect(verdicts).toEqual([
      ['below_minimum', 12],
      // the first line of the cup was refused, yet it holds the SKU: one line per SKU
      ['duplicate', null],
      ['duplicate', null],
      ['not_found', null],
      ['out_of_stock', null],
      ['off_shelf', null],
      ['not_found', null],
      ['store_closed', null],
    ]);
    const [first, , , unknown] = answer.body.data.lines;
    expect(first).toEqual({
      sku_id: ctx.skus.cup,
      num: 5,
      reason: 'below_minimum',
      suggested_num: 12,
      sku: cupShown(),
      price: null,
      amount: null,
    });
    expect(unknown).toEqual({
      sku_id: 99_999_999,
      num: 1,
      reason: 'not_found',
      suggested_num: null,
      sku: null,
      price: null,
      amount: null,
    });
  });

  it('suggests the next whole carton, or the most the stock holds', async () => {
    const verdictOf = async (num: number) => {
      const { body } = await check(ctx.ada, { lines: [{ sku_id: ctx.skus.cup, num }] });
      const [line] = body.data.lines;
      return [line.reason, line.suggested_num, line.price];
    };
    expect(await verdictOf(30)).toEqual(['not_multiple', 36, null]);
    expect(await verdictOf(59)).toEqual(['not_multiple', 60, null]);
    expect(await verdictOf(61)).toEqual(['not_multiple', 60, null]);
    expect(await verdictOf(72)).toEqual(['short_of_stock', 60, null]);
    expect(await verdictOf(60)).toEqual([null, null, '9']);
  });

  it('changes nothing in the cart', async () => {
    await check(ctx.ada, { lines: [{ sku_id: ctx.skus.cup, num: 24 }] });
    const rows = await rowsOf<{ count: number }>(
      ctx.database,
      sql`select count(*)::int as count from cart_items where user_id = ${ctx.ada.user.id}`,
    );
    expect(rows).toEqual([{ count: 0 }]);
  });

  it('refuses bad input naming the field, in the caller’s language', async () => {
    const many = Array.from({ length: 201 }, () => ({ sku_id: ctx.skus.cup, num: 12 }));
    const cases: [object, string, string][] = [
      [{}, 'lines', 'Enter from 1 to 200 lines, each an item number and a quantity'],
      [{ lines: [] }, 'lines', 'Enter from 1 to 200 lines, each an item number and a quantity'],
      [{ lines: many }, 'lines', 'Enter from 1 to 200 lines, each an item number and a quantity'],
      [{ lines: [{ sku_id: 'cup', num: 12 }] }, 'sku_id', 'Invalid id'],
      [
        {
          lines: [
            { sku_id: ctx.skus.cup, num: 12 },
            { sku_id: ctx.skus.cup, num: 0 },
          ],
        },
        'num',
        'The quantity must be a whole number from 1 to 99999',
      ],
      [
        { lines: [{ sku_id: ctx.skus.cup, num: 1.5 }] },
        'num',
        'The quantity must be a whole number from 1 to 99999',
      ],
      [{ lines: [{ sku_id: ctx.skus.cup, num: 12, price: '1' }] }, 'price', 'Unknown field: price'],
    ];
    for (const [body, field, msg] of cases) {
      expect((await check(ctx.ada, body)).body).toEqual({ code: 0, msg, data: { field } });
    }
    expect((await check(ctx.ada, { lines: [] }, { 'accept-language': 'fr' })).body).toEqual({
      code: 0,
      msg: 'Saisissez de 1 à 200 lignes, chacune avec une référence et une quantité',
      data: { field: 'lines' },
    });
  });

  it('asks for a login', async () => {
    const answer = await check(undefined, { lines: [{ sku_id: ctx.skus.cup, num: 12 }] });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 401, msg: 'Please login first', data: null });
  });
});
