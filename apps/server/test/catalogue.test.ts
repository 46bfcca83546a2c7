import { productDetail, productPage, reviewPage } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { titles, useCatalogueTests } from './catalogue-support.ts';
import { post } from './helper.ts';

const ctx = useCatalogueTests();

describe('POST /api/index/pro', () => {
  it('lists products on sale with their store, newest id first for "all"', async () => {
    const { body } = await post(ctx.app, '/api/index/pro', {});
    expect(body.code).toBe(1);
    const page = productPage.parse(body.data);
    expect(page).toMatchObject({ total: 4, page: 1, limit: 20 });
    expect(page.list.map((p) => p.id)).toEqual([
      ctx.ids.bag,
      ctx.ids.boot,
      ctx.ids.sneaker,
      ctx.ids.headphones,
    ]);
    expect(page.list.at(-1)).toMatchObject({
      title: 'Wireless Bluetooth Headphones',
      price: '25.5',
      sales: 300,
      shop_id: ctx.storeA.id,
      shop_name: 'Pacific Trading',
    });
    expect(page.list[0]!.image).toMatch(/^\/uploads\/a{64}\.webp$/);
    expect(page.list[0]!.srcset).toContain('-320.webp 320w');
  });

  it.each([
    [
      'sales',
      ['Running Sneakers', 'Wireless Bluetooth Headphones', '蓝牙耳机 无线', 'ワイヤレスイヤホン 高音質'],
    ],
    [
      'price_asc',
      ['蓝牙耳机 无线', 'ワイヤレスイヤホン 高音質', 'Wireless Bluetooth Headphones', 'Running Sneakers'],
    ],
    [
      'price_desc',
      ['Running Sneakers', 'Wireless Bluetooth Headphones', 'ワイヤレスイヤホン 高音質', '蓝牙耳机 无线'],
    ],
    [
      'new',
      ['ワイヤレスイヤホン 高音質', 'Running Sneakers', 'Wireless Bluetooth Headphones', '蓝牙耳机 无线'],
    ],
  ])('sorts by %s', async (sort, expected) => {
    const { body } = await post(ctx.app, '/api/index/pro', { sort });
    expect(titles(body)).toEqual(expected);
  });

  it('filters by a category and everything below it, by price range and by store', async () => {
    const parent = await post(ctx.app, '/api/index/pro', { category_id: ctx.shoes.id, sort: 'price_asc' });
    expect(titles(parent.body)).toEqual([
      '蓝牙耳机 无线',
      'Wireless Bluetooth Headphones',
      'Running Sneakers',
    ]);
    const range = await post(ctx.app, '/api/index/pro', {
      min_price: '10',
      max_price: 30,
      sort: 'price_asc',
    });
    expect(titles(range.body)).toEqual(['ワイヤレスイヤホン 高音質', 'Wireless Bluetooth Headphones']);
    // the same prepared statement again, with other values
    const cheaper = await post(ctx.app, '/api/index/pro', {
      min_price: '0',
      max_price: 20,
      sort: 'price_asc',
    });
    expect(titles(cheaper.body)).not.toContain('Wireless Bluetooth Headphones');
    const store = await post(ctx.app, '/api/index/pro', { shop_id: ctx.storeB.id });
    expect(store.body.data.total).toBe(2);
    expect(titles(store.body).sort()).toEqual(['ワイヤレスイヤホン 高音質', '蓝牙耳机 无线']);
  });

  it('pages with a total, and an empty page past the end', async () => {
    const first = await post(ctx.app, '/api/index/pro', { sort: 'sales', limit: 3, page: 1 });
    const second = await post(ctx.app, '/api/index/pro', { sort: 'sales', limit: 3, page: 2 });
    expect(first.body.data).toMatchObject({ total: 4, page: 1, limit: 3 });
    expect(second.body.data.list).toHaveLength(1);
    expect(titles(second.body)).toEqual(['ワイヤレスイヤホン 高音質']);
    const past = await post(ctx.app, '/api/index/pro', { page: 99 });
    expect(past.body.data).toMatchObject({ list: [], total: 4, page: 99 });
  });

  it.each([
    [{ limit: 0 }, 'limit', 'Page size must be at least 1'],
    [{ limit: 51 }, 'limit', 'Page size must be at most 50'],
    [{ page: 0 }, 'page', 'Page must be at least 1'],
    [{ sort: 'cheapest' }, 'sort', 'Sort order must be one of'],
    [{ min_price: 'abc' }, 'min_price', 'Please enter a price such as 12 or 12.50'],
    [{ max_price: -5 }, 'max_price', 'Please enter a price such as 12 or 12.50'],
    [{ min_price: 50, max_price: 10 }, 'max_price', 'The highest price must not be below the lowest price'],
    [{ category_id: 'x' }, 'category_id', 'Invalid id'],
    [{ colour: 'red' }, 'colour', 'Unknown field: colour'],
  ])('refuses %j naming the field', async (payload, field, message) => {
    const { body } = await post(ctx.app, '/api/index/pro', payload);
    expect(body.code).toBe(0);
    expect(body.data).toEqual({ field });
    expect(body.msg).toContain(message);
  });

  it('names the field in the caller language', async () => {
    const { body } = await post(ctx.app, '/api/index/pro', { min_price: 'x' }, { lang: 'de' });
    expect(body.data).toEqual({ field: 'min_price' });
    expect(body.msg).not.toContain('Please');
  });
});

describe('POST /api/index/pro_info', () => {
  it('answers the detail: SKUs, sizes and colours, freight, taxes, store and review counts', async () => {
    const { body } = await post(ctx.app, '/api/index/pro_info', { id: ctx.ids.headphones });
    expect(body.code).toBe(1);
    const detail = productDetail.parse(body.data);
    expect(detail).toMatchObject({
      title: 'Wireless Bluetooth Headphones',
      price: '25.5',
      sizes: ['S', 'L'],
      colors: ['Black', 'White'],
      freight: '3.5',
      tax_rate: '0.05',
      shipment_note: 'Ships within 24 hours of the order',
      description: '<p>Great <strong>sound</strong></p>',
      review_counts: { all: 5, pictures: 2, negative: 2, mid: 1, positive: 2 },
      is_favorite: false,
      is_followed: false,
    });
    expect(detail.skus).toEqual([
      expect.objectContaining({ size: 'S', color: 'Black', price: '25.5', stock: 10 }),
      expect.objectContaining({ size: 'S', color: 'White', price: '25.5', stock: 0 }),
      expect.objectContaining({ size: 'L', color: 'Black', price: '27', stock: 4 }),
    ]);
    expect(detail.store).toMatchObject({ id: ctx.storeA.id, name: 'Pacific Trading', positive_rate: '40' });
  });

  it('answers 404 for a missing or withdrawn product, and names a bad id', async () => {
    const missing = await post(ctx.app, '/api/index/pro_info', { id: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('This product does not exist or is no longer on sale');
    const hidden = await post(ctx.app, '/api/index/pro_info', { id: ctx.ids.hidden });
    expect(hidden.status).toBe(404);
    const bad = await post(ctx.app, '/api/index/pro_info', { id: -1 });
    expect(bad.body.data).toEqual({ field: 'id' });
  });
});

describe('POST /api/index/reviews', () => {
  it.each([
    ['all', 5, [1, 2, 3, 4, 5]],
    ['pictures', 2, [2, 5]],
    ['negative', 2, [1, 2]],
    ['mid', 1, [3]],
    ['positive', 2, [4, 5]],
  ])('filters %s', async (kind, total, stars) => {
    const { body } = await post(ctx.app, '/api/index/reviews', { product_id: ctx.ids.headphones, kind });
    const page = reviewPage.parse(body.data);
    expect(page.total).toBe(total);
    expect(page.list.map((review) => review.stars).sort()).toEqual(stars);
  });

  it('masks the reviewer and shows photos, newest first, in pages', async () => {
    const { body } = await post(ctx.app, '/api/index/reviews', {
      product_id: ctx.ids.headphones,
      limit: 2,
      page: 3,
    });
    expect(body.data.list).toHaveLength(1);
    expect(body.data.list[0]).toMatchObject({ reviewer: 'A***r', stars: 5 });
    expect(body.data.list[0].images[0].url).toMatch(/^\/uploads\//);
  });

  it('refuses an unknown kind and a missing product', async () => {
    const bad = await post(ctx.app, '/api/index/reviews', { product_id: ctx.ids.headphones, kind: 'best' });
    expect(bad.body.data).toEqual({ field: 'kind' });
    const missing = await post(ctx.app, '/api/index/reviews', { product_id: 999_999 });
    expect(missing.status).toBe(404);
  });
});
