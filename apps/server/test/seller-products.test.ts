import { describe, expect, it } from 'vitest';
import { post } from './helper.ts';
import { productBody, uploadPicture, useSellerTests } from './seller-support.ts';

const { ctx, call, create } = useSellerTests();

describe('POST /api/seller/product/save', () => {
  it('creates a product with its SKUs, the lowest price, sanitized description and pictures in order', async () => {
    const { body } = await call('save', productBody(ctx.category.id, [ctx.pictures[1]!, ctx.pictures[0]!]));
    expect(body.code).toBe(1);
    expect(body.msg).toBe('Product saved');
    const hashOf = (url: string) => url.slice('/uploads/'.length, '/uploads/'.length + 64);
    expect(body.data).toMatchObject({
      title: 'Linen Shirt',
      category_id: ctx.category.id,
      description: '<p>Cool <strong>linen</strong></p>',
      freight: '2.5',
      price: '10',
      sales: 0,
      on_shelf: true,
      is_on_sale: true,
    });
    expect(body.data.images.map((image: { url: string }) => hashOf(image.url))).toEqual([
      hashOf(ctx.pictures[1]!),
      hashOf(ctx.pictures[0]!),
    ]);
    expect(body.data.skus).toEqual([
      { id: expect.any(Number), size: 'S', color: 'Red', price: '12.5', stock: 10, price_tiers: null },
      { id: expect.any(Number), size: 'M', color: 'Red', price: '10', stock: 5, price_tiers: null },
    ]);
  });

  it('updates in place: kept SKUs keep their ids, a left-out one is removed, a new one added', async () => {
    const product = await create();
    const [small, medium] = product.skus;
    const { body } = await call(
      'save',
      productBody(ctx.category.id, [ctx.pictures[0]!], {
        id: product.id,
        title: 'Linen Shirt v2',
        on_shelf: false,
        skus: [
          { id: small!.id, size: 'S', color: 'Blue', price: '9.99', stock: 3 },
          { size: 'L', color: 'Red', price: '14', stock: 0 },
        ],
      }),
    );
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({
      id: product.id,
      title: 'Linen Shirt v2',
      price: '9.99',
      on_shelf: false,
    });
    expect(body.data.is_on_sale).toBe(false);
    expect(body.data.skus).toEqual([
      { id: small!.id, size: 'S', color: 'Blue', price: '9.99', stock: 3, price_tiers: null },
      { id: expect.any(Number), size: 'L', color: 'Red', price: '14', stock: 0, price_tiers: null },
    ]);
    expect(body.data.skus[1].id).not.toBe(medium!.id);
  });

  it('lets two SKUs swap their variants and re-entering a variant keep its SKU', async () => {
    const product = await create();
    const [small, medium] = product.skus;
    const { body } = await call(
      'save',
      productBody(ctx.category.id, ctx.pictures, {
        id: product.id,
        skus: [
          { id: small!.id, size: 'M', color: 'Red', price: '1', stock: 1 },
          { id: medium!.id, size: 'S', color: 'Red', price: '2', stock: 2 },
        ],
      }),
    );
    expect(body.code).toBe(1);
    expect(body.data.skus).toEqual([
      { id: small!.id, size: 'M', color: 'Red', price: '1', stock: 1, price_tiers: null },
      { id: medium!.id, size: 'S', color: 'Red', price: '2', stock: 2, price_tiers: null },
    ]);
    const again = await call(
      'save',
      productBody(ctx.category.id, ctx.pictures, {
        id: product.id,
        skus: [{ size: 'S', color: 'Red', price: '3', stock: 3 }],
      }),
    );
    expect(again.body.data.skus).toEqual([
      { id: medium!.id, size: 'S', color: 'Red', price: '3', stock: 3, price_tiers: null },
    ]);
  });

  it.each([
    [{ title: '  ' }, 'title', 'Please enter the product title'],
    [{ title: 'x'.repeat(121) }, 'title', 'The title must be at most 120 characters'],
    [{ images: [] }, 'images', 'Please upload at least one picture of the product'],
    [
      { images: ['https://example.com/a.png'] },
      'images',
      'The picture must be an image uploaded to this site',
    ],
    [{ skus: [] }, 'skus', 'Please add at least one size and colour'],
    [{ freight: '-1' }, 'freight', 'Please enter a price such as 12 or 12.50'],
    [{ category_id: 'shoes' }, 'category_id', 'Please choose a category'],
  ])('refuses %j naming %s', async (overrides, field, msg) => {
    const { body } = await call('save', productBody(ctx.category.id, ctx.pictures, overrides));
    expect(body).toEqual({ code: 0, msg, data: { field } });
  });

  it.each([
    [[{ size: 'S', color: 'Red', price: '0', stock: 1 }], 'skus.0.price', 'The price must be more than zero'],
    [
      [{ size: 'S', color: 'Red', price: '1', stock: 1.5 }],
      'skus.0.stock',
      'The stock must be a whole number from 0 to 100000000',
    ],
    [
      [{ size: 'S', color: 'Red', price: '1', stock: -1 }],
      'skus.0.stock',
      'The stock must be a whole number from 0 to 100000000',
    ],
    [
      [
        { size: 'S', color: 'Red', price: '1', stock: 1 },
        { size: '', color: 'Red', price: '1', stock: 1 },
      ],
      'skus.1.size',
      'Please enter the size',
    ],
    [
      [{ size: 'S', color: 'Red', price: 'cheap', stock: 1 }],
      'skus.0.price',
      'Please enter a price such as 12 or 12.50',
    ],
    [
      [
        { size: 'S', color: 'Red', price: '1', stock: 1 },
        { size: 'S', color: 'Red', price: '2', stock: 1 },
      ],
      'skus.1.color',
      'Size S with colour Red is already used by another option of this product',
    ],
  ])('refuses SKUs %j naming %s', async (skus, field, msg) => {
    const { body } = await call('save', productBody(ctx.category.id, ctx.pictures, { skus }));
    expect(body).toEqual({ code: 0, msg, data: { field } });
  });

  it('refuses a category that does not exist, a picture someone else uploaded, another product’s SKU', async () => {
    const missing = await call('save', productBody(999_999, ctx.pictures));
    expect(missing.body).toEqual({
      code: 0,
      msg: 'This category does not exist',
      data: { field: 'category_id' },
    });
    const foreign = await uploadPicture(ctx.app, ctx.beta);
    const picture = await call('save', productBody(ctx.category.id, [ctx.pictures[0]!, foreign]));
    expect(picture.body).toEqual({
      code: 0,
      msg: 'The picture must be an image uploaded to this site',
      data: { field: 'images.1' },
    });
    const one = await create();
    const other = await create();
    const sku = await call(
      'save',
      productBody(ctx.category.id, ctx.pictures, {
        id: one.id,
        skus: [{ id: other.skus[0]!.id, size: 'S', color: 'Red', price: '1', stock: 1 }],
      }),
    );
    expect(sku.body).toEqual({
      code: 0,
      msg: 'This product option does not exist',
      data: { field: 'skus.0.id' },
    });
  });

  it('answers 404 for another merchant’s product, 401 for a visitor and 403 for a buyer', async () => {
    const product = await create();
    const body = productBody(ctx.category.id, ctx.pictures, { id: product.id });
    const foreign = await call('save', body, ctx.beta);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({
      code: 404,
      msg: 'This product does not exist or is no longer on sale',
      data: null,
    });
    expect((await call('save', body, null)).body.code).toBe(401);
    const buyer = await call('save', body, ctx.buyer);
    expect([buyer.status, buyer.body.code]).toEqual([403, 403]);
    const lang = await post(
      ctx.app,
      '/api/seller/product/save',
      { ...body, title: '' },
      { token: ctx.alpha.token, lang: 'ja' },
    );
    expect(lang.body).toEqual({ code: 0, msg: '商品タイトルを入力してください', data: { field: 'title' } });
  });
});
