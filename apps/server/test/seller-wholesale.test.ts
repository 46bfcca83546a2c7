import { describe, expect, it } from 'vitest';
import { post } from './helper.ts';
import { productBody, uploadPicture, useSellerTests } from './seller-support.ts';

const { ctx, call, create } = useSellerTests();

const tiers = [
  { min_qty: 24, price: '9' },
  { min_qty: 120, price: '8.5' },
];
/** A carton of 12, at least one carton, 24+ at 9 and 120+ at 8.5 (the SKUs cost 12.5 and 10). */
const wholesale = { min_order_qty: 12, order_multiple: 12, price_tiers: tiers };

const refusal = async (overrides: Record<string, unknown>) => {
  const { body } = await call('save', productBody(ctx.category.id, ctx.pictures, overrides));
  expect(body.code, body.msg).toBe(0);
  return { field: body.data?.field as string, msg: body.msg as string };
};

describe('wholesale terms of POST /api/seller/product/save', () => {
  it('stores breaks, minimum and multiple; the price is the lowest tier’s and buyers see each SKU’s ladder', async () => {
    const product = await create(wholesale);
    const { body } = await call('detail', { id: product.id });
    expect(body.data).toMatchObject({ ...wholesale, price: '8.5' });
    expect(body.data.skus.map((sku: { price_tiers: unknown }) => sku.price_tiers)).toEqual([null, null]);

    const detail = (await post(ctx.app, '/api/index/pro_info', { id: product.id })).body.data;
    expect(detail).toMatchObject({ price: '8.5', min_order_qty: 12, order_multiple: 12 });
    expect(detail.skus.map((sku: { tiers: unknown }) => sku.tiers)).toEqual([
      [
        { min_qty: 12, price: '12.5' },
        { min_qty: 24, price: '9' },
        { min_qty: 120, price: '8.5' },
      ],
      [
        { min_qty: 12, price: '10' },
        { min_qty: 24, price: '9' },
        { min_qty: 120, price: '8.5' },
      ],
    ]);
  });

  it('gives a SKU its own breaks, keeps them when left out and follows the product’s again with null', async () => {
    const own = [{ min_qty: 10, price: '11' }];
    const product = await create({
      skus: [
        { size: 'S', color: 'Red', price: '12.5', stock: 10, price_tiers: own },
        { size: 'M', color: 'Red', price: '10', stock: 5 },
      ],
      price_tiers: [{ min_qty: 50, price: '7' }],
    });
    const saved = (await call('detail', { id: product.id })).body.data;
    expect(saved.skus.map((sku: { price_tiers: unknown }) => sku.price_tiers)).toEqual([own, null]);
    expect(saved.price).toBe('7');

    const [small, medium] = product.skus;
    const again = productBody(ctx.category.id, ctx.pictures, {
      id: product.id,
      skus: [
        { id: small!.id, size: 'S', color: 'Red', price: '12', stock: 10 },
        { id: medium!.id, size: 'M', color: 'Red', price: '10', stock: 5, price_tiers: [] },
      ],
    });
    const { body } = await call('save', again);
    expect(body.code, body.msg).toBe(1);
    // left out: the product's breaks and the small SKU's own stay; the medium one now has none
    expect(body.data.price_tiers).toEqual([{ min_qty: 50, price: '7' }]);
    expect(body.data.skus.map((sku: { price_tiers: unknown }) => sku.price_tiers)).toEqual([own, []]);
    expect(body.data.price).toBe('10');

    const cleared = await call('save', {
      ...again,
      skus: again.skus.map((sku) => ({ ...sku, price_tiers: null })),
    });
    expect(cleared.body.data.skus.map((sku: { price_tiers: unknown }) => sku.price_tiers)).toEqual([
      null,
      null,
    ]);
    expect(cleared.body.data.price).toBe('7');
  });

  it('lists and filters by the lowest tier price, cards saying "from" and the minimum', async () => {
    const [cheap, plain] = [await create(wholesale), await create()];
    const page = async (body: object) =>
      (await post(ctx.app, '/api/index/pro', body)).body.data.list as {
        id: number;
        price: string;
        has_tiers: boolean;
        min_order_qty: number;
        order_multiple: number;
      }[];
    const cards = await page({ sort: 'price_asc', limit: 50 });
    const ours = cards.filter((card) => [cheap.id, plain.id].includes(card.id));
    expect(ours.map((card) => [card.price, card.has_tiers, card.min_order_qty, card.order_multiple])).toEqual(
      [
        ['8.5', true, 12, 12],
        ['10', false, 1, 1],
      ],
    );
    const filtered = await page({ min_price: '8', max_price: '9', limit: 50 });
    expect(filtered.map((card) => card.id)).toContain(cheap.id);
    expect(filtered.map((card) => card.id)).not.toContain(plain.id);
  });

  it('refuses each bad term naming its field, and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ min_order_qty: 0 }, 'min_order_qty'],
      [{ order_multiple: 'six' }, 'order_multiple'],
      [{ min_order_qty: 10, order_multiple: 12 }, 'min_order_qty'],
      [{ price_tiers: [{ min_qty: 1, price: '9' }] }, 'price_tiers.0.min_qty'],
      [{ price_tiers: [{ min_qty: 'x', price: '9' }] }, 'price_tiers.0.min_qty'],
      [{ price_tiers: [{ min_qty: 10, price: '0' }] }, 'price_tiers.0.price'],
      [
        { min_order_qty: 6, order_multiple: 6, price_tiers: [{ min_qty: 10, price: '9' }] },
        'price_tiers.0.min_qty',
      ],
      [{ order_multiple: 6 }, 'order_multiple'],
      [{ price_tiers: [...tiers].reverse() }, 'price_tiers.1.min_qty'],
      [{ price_tiers: [tiers[0], { min_qty: 120, price: '9' }] }, 'price_tiers.1.price'],
      // 11 is below the S SKU’s 12.5 but not below the M SKU’s 10
      [{ price_tiers: [{ min_qty: 10, price: '11' }] }, 'price_tiers.0.price'],
      [
        {
          skus: [
            { size: 'S', color: 'Red', price: '5', stock: 1, price_tiers: [{ min_qty: 5, price: '5' }] },
          ],
        },
        'skus.0.price_tiers.0.price',
      ],
    ];
    const count = async () => (await call('index', {})).body.data.total as number;
    const before = await count();
    for (const [overrides, field] of cases) expect((await refusal(overrides)).field, field).toBe(field);
    const tooMany = Array.from({ length: 11 }, (_, n) => ({ min_qty: n + 2, price: String(9 - n / 2) }));
    expect((await refusal({ price_tiers: tooMany })).field).toBe('price_tiers');
    expect(await count()).toBe(before);
  });

  it('says why in the caller’s language', async () => {
    const { body } = await call(
      'save',
      productBody(ctx.category.id, ctx.pictures, { min_order_qty: 10, order_multiple: 12 }),
    );
    expect(body.msg).toBe('The minimum order quantity must be a whole number of order multiples (12)');
    const de = await post(
      ctx.app,
      '/api/seller/product/save',
      productBody(ctx.category.id, ctx.pictures, { price_tiers: [{ min_qty: 10, price: '11' }] }),
      { token: ctx.alpha.token, headers: { 'accept-language': 'de' } },
    );
    expect(de.body.msg).toContain('M Red: 10');
    expect(de.body.msg).toContain('Staffelpreis');
  });

  it('answers 404 for another merchant’s product and leaves its terms alone', async () => {
    const pictures = [await uploadPicture(ctx.app, ctx.beta)];
    const saved = await post(
      ctx.app,
      '/api/seller/product/save',
      productBody(ctx.category.id, pictures, wholesale),
      { token: ctx.beta.token },
    );
    const theirs = saved.body.data as { id: number };
    const { status, body } = await call(
      'save',
      productBody(ctx.category.id, ctx.pictures, { id: theirs.id, min_order_qty: 1, order_multiple: 1 }),
    );
    expect([status, body.code]).toEqual([404, 404]);
    const detail = (await call('detail', { id: theirs.id }, ctx.beta)).body.data;
    expect(detail).toMatchObject({ min_order_qty: 12, order_multiple: 12, price_tiers: tiers });
  });
});

describe('minimum order amount of POST /api/seller/store/update', () => {
  const update = (body: object) =>
    post(
      ctx.app,
      '/api/seller/store/update',
      { name: 'Alpha Textiles', ...body },
      { token: ctx.alpha.token },
    );

  it('sets, keeps when left out, and removes with null; buyers see it on the product page', async () => {
    expect((await update({ min_order_amount: '150.50' })).body.data.min_order_amount).toBe('150.5');
    expect((await update({ intro: 'Linen since 1990' })).body.data.min_order_amount).toBe('150.5');
    const product = await create();
    const detail = (await post(ctx.app, '/api/index/pro_info', { id: product.id })).body.data;
    expect(detail.store.min_order_amount).toBe('150.5');
    expect((await update({ min_order_amount: null })).body.data.min_order_amount).toBeNull();
  });

  it('refuses zero or text, naming the field', async () => {
    for (const value of ['0', 'lots', -5]) {
      const { body } = await update({ min_order_amount: value });
      expect(body.code).toBe(0);
      expect(body.data.field).toBe('min_order_amount');
    }
  });
});
