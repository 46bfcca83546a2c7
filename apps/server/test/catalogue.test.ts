import { productDetail, productPage, reviewPage, storeInfo, storePage } from '@market/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.ts';
import { buildCategory, buildProduct, buildReviews, buildStore } from './catalogue-builders.ts';
import { buildTestApp, post, type TestContext } from './helper.ts';

let ctx: TestContext;
let shoes: { id: number };
let sneakers: { id: number };
let bags: { id: number };
let storeA: { id: number };
let storeB: { id: number };
const ids: Record<string, number> = {};

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await buildTestApp();
  const db = ctx.database;
  shoes = await buildCategory(db, { en: 'Shoes', ja: '靴' });
  sneakers = await buildCategory(db, { pid: shoes.id, en: 'Sneakers' });
  bags = await buildCategory(db, { en: 'Bags' });
  storeA = await buildStore(db, { name: 'Pacific Trading', followerCount: 10 });
  storeB = await buildStore(db, {
    name: '义乌小商品批发',
    followerCount: 3,
    createdAt: new Date(Date.now() + 1000),
  });
  const now = Date.now();
  const make = async (
    key: string,
    storeId: number,
    categoryId: number,
    fields: Parameters<typeof buildProduct>[2],
  ) => {
    ids[key] = (await buildProduct(db, { storeId, categoryId }, fields)).id;
  };
  await make('headphones', storeA.id, sneakers.id, {
    title: 'Wireless Bluetooth Headphones',
    sales: 300,
    createdAt: new Date(now - 3 * DAY),
    skus: [
      { size: 'S', color: 'Black', price: '25.5', stock: 10 },
      { size: 'S', color: 'White', price: '25.5', stock: 0 },
      { size: 'L', color: 'Black', price: '27', stock: 4 },
    ],
    freight: '3.50',
    taxRate: '0.05',
    shipmentNote: 'Ships within 24 hours of the order',
    description: '<p>Great <strong>sound</strong></p>',
  });
  await make('sneaker', storeA.id, sneakers.id, {
    title: 'Running Sneakers',
    price: '40',
    sales: 900,
    createdAt: new Date(now - DAY),
  });
  await make('boot', storeB.id, shoes.id, {
    title: '蓝牙耳机 无线',
    price: '8',
    sales: 50,
    createdAt: new Date(now - 10 * DAY),
  });
  await make('bag', storeB.id, bags.id, {
    title: 'ワイヤレスイヤホン 高音質',
    price: '15',
    sales: 10,
    createdAt: new Date(now),
  });
  await make('hidden', storeB.id, bags.id, { title: 'Withdrawn Headphones', price: '1', isOnSale: false });
  await buildReviews(db, ids.headphones!, [
    { stars: 5, withPhoto: true, name: 'Alexander' },
    { stars: 4 },
    { stars: 3 },
    { stars: 2, withPhoto: true },
    { stars: 1 },
  ]);
});
afterAll(() => ctx.close());

const titles = (body: { data: { list: { title: string }[] } }) => body.data.list.map((item) => item.title);

describe('POST /api/index/pro', () => {
  it('lists products on sale with their store, newest id first for "all"', async () => {
    const { body } = await post(ctx.app, '/api/index/pro', {});
    expect(body.code).toBe(1);
    const page = productPage.parse(body.data);
    expect(page).toMatchObject({ total: 4, page: 1, limit: 20 });
    expect(page.list.map((p) => p.id)).toEqual([ids.bag, ids.boot, ids.sneaker, ids.headphones]);
    expect(page.list.at(-1)).toMatchObject({
      title: 'Wireless Bluetooth Headphones',
      price: '25.5',
      sales: 300,
      shop_id: storeA.id,
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
    const parent = await post(ctx.app, '/api/index/pro', { category_id: shoes.id, sort: 'price_asc' });
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
    const store = await post(ctx.app, '/api/index/pro', { shop_id: storeB.id });
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
    const { body } = await post(ctx.app, '/api/index/pro_info', { id: ids.headphones });
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
    expect(detail.store).toMatchObject({ id: storeA.id, name: 'Pacific Trading', positive_rate: '40' });
  });

  it('answers 404 for a missing or withdrawn product, and names a bad id', async () => {
    const missing = await post(ctx.app, '/api/index/pro_info', { id: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('This product does not exist or is no longer on sale');
    const hidden = await post(ctx.app, '/api/index/pro_info', { id: ids.hidden });
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
    const { body } = await post(ctx.app, '/api/index/reviews', { product_id: ids.headphones, kind });
    const page = reviewPage.parse(body.data);
    expect(page.total).toBe(total);
    expect(page.list.map((review) => review.stars).sort()).toEqual(stars);
  });

  it('masks the reviewer and shows photos, newest first, in pages', async () => {
    const { body } = await post(ctx.app, '/api/index/reviews', {
      product_id: ids.headphones,
      limit: 2,
      page: 3,
    });
    expect(body.data.list).toHaveLength(1);
    expect(body.data.list[0]).toMatchObject({ reviewer: 'A***r', stars: 5 });
    expect(body.data.list[0].images[0].url).toMatch(/^\/uploads\//);
  });

  it('refuses an unknown kind and a missing product', async () => {
    const bad = await post(ctx.app, '/api/index/reviews', { product_id: ids.headphones, kind: 'best' });
    expect(bad.body.data).toEqual({ field: 'kind' });
    const missing = await post(ctx.app, '/api/index/reviews', { product_id: 999_999 });
    expect(missing.status).toBe(404);
  });
});

describe('POST /api/index/search_pro', () => {
  it.each([
    ['a word with a typo', 'hedphones', 'Wireless Bluetooth Headphones'],
    ['a prefix', 'blue', 'Wireless Bluetooth Headphones'],
    ['a mixed-case word', 'SNEAKERS', 'Running Sneakers'],
    ['Chinese inside a word', '耳机', '蓝牙耳机 无线'],
    ['Japanese inside a word', 'イヤホン', 'ワイヤレスイヤホン 高音質'],
  ])('finds %s', async (_, keyword, title) => {
    const { body } = await post(ctx.app, '/api/index/search_pro', { keyword });
    expect(body.code).toBe(1);
    expect(titles(body)[0]).toBe(title);
  });

  it('ranks an exact match first and leaves out products not on sale', async () => {
    const { body } = await post(ctx.app, '/api/index/search_pro', { keyword: 'headphones' });
    expect(titles(body)).toEqual(['Wireless Bluetooth Headphones']);
  });

  it('treats LIKE wildcards and query syntax as plain text', async () => {
    for (const keyword of ['%', '_', "':* & !(|", 'a\\']) {
      const { body } = await post(ctx.app, '/api/index/search_pro', { keyword });
      expect(body.code, keyword).toBe(1);
      expect(body.data.total, keyword).toBe(0);
    }
  });

  it('asks for a keyword', async () => {
    const { body } = await post(ctx.app, '/api/index/search_pro', { keyword: '   ' });
    expect(body).toEqual({ code: 0, msg: 'Please enter a keyword', data: { field: 'keyword' } });
  });
});

describe('stores', () => {
  it('searches stores by name with a typo and in Chinese', async () => {
    const typo = await post(ctx.app, '/api/index/search_shop', { keyword: 'pacifc' });
    expect(storePage.parse(typo.body.data).list.map((s) => s.name)).toEqual(['Pacific Trading']);
    const chinese = await post(ctx.app, '/api/index/search_shop', { keyword: '小商品' });
    expect(chinese.body.data.list.map((s: { id: number }) => s.id)).toEqual([storeB.id]);
  });

  it('lists stores by sales or followers', async () => {
    const sales = await post(ctx.app, '/api/index/shops', { sort: 'sales' });
    // sell counts are summed from the products' sales: 1,200 against 60
    expect(sales.body.data.list.map((s: { id: number }) => s.id)).toEqual([storeA.id, storeB.id]);
    const followers = await post(ctx.app, '/api/index/shops', { sort: 'followers' });
    expect(followers.body.data.list.map((s: { id: number }) => s.id)).toEqual([storeA.id, storeB.id]);
    const newest = await post(ctx.app, '/api/index/shops', { sort: 'new' });
    expect(newest.body.data.list.map((s: { id: number }) => s.id)).toEqual([storeB.id, storeA.id]);
    const bad = await post(ctx.app, '/api/index/shops', { sort: 'rating' });
    expect(bad.body.data).toEqual({ field: 'sort' });
  });

  it('answers a store with its own products, searchable within', async () => {
    const { body } = await post(ctx.app, '/api/index/shop_info', { id: storeA.id });
    const info = storeInfo.parse(body.data);
    expect(info.shop).toMatchObject({
      name: 'Pacific Trading',
      follower_count: 10,
      sell_count: 1200,
      product_count: 2,
    });
    expect(info.is_followed).toBe(false);
    expect(info.products.list.map((p) => p.title).sort()).toEqual([
      'Running Sneakers',
      'Wireless Bluetooth Headphones',
    ]);
    const within = await post(ctx.app, '/api/index/shop_info', { id: storeA.id, keyword: 'sneakrs' });
    expect(titles({ data: within.body.data.products })).toEqual(['Running Sneakers']);
    const elsewhere = await post(ctx.app, '/api/index/shop_info', { id: storeB.id, keyword: 'sneakers' });
    expect(elsewhere.body.data.products.total).toBe(0);
    const missing = await post(ctx.app, '/api/index/shop_info', { id: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('This store does not exist');
  });
});

describe('POST /api/index/category', () => {
  it('answers the top level with its children, named in the caller language', async () => {
    const { body } = await post(ctx.app, '/api/index/category', { pid: 0 }, { lang: 'ja' });
    expect(body.data.category).toBeNull();
    expect(body.data.children.map((c: { name: string }) => c.name)).toEqual(['靴', 'Bags']);
    expect(body.data.children[0].children.map((c: { name: string }) => c.name)).toEqual(['Sneakers']);
  });

  it('answers a sub-category with its path from the top', async () => {
    const { body } = await post(ctx.app, '/api/index/category', { pid: sneakers.id });
    expect(body.data.category).toMatchObject({ id: sneakers.id, name: 'Sneakers' });
    expect(body.data.path.map((c: { name: string }) => c.name)).toEqual(['Shoes', 'Sneakers']);
    expect(body.data.children).toEqual([]);
  });

  it('answers 404 for an unknown category and names a bad pid', async () => {
    expect((await post(ctx.app, '/api/index/category', { pid: 999_999 })).status).toBe(404);
    const bad = await post(ctx.app, '/api/index/category', { pid: -1 });
    expect(bad.body.data).toEqual({ field: 'pid' });
  });

  it('keeps the tree in memory until categories are invalidated, for listings and filters', async () => {
    await post(ctx.app, '/api/index/category', { pid: 0 });
    const boots = await buildCategory(ctx.database, { pid: shoes.id, en: 'Boots' });
    const stale = await post(ctx.app, '/api/index/category', { pid: shoes.id });
    expect(stale.body.data.children.map((c: { name: string }) => c.name)).toEqual(['Sneakers']);
    expect((await post(ctx.app, '/api/index/category', { pid: boots.id })).status).toBe(404);

    ctx.app.catalogueCache.invalidateCategories();
    const fresh = await post(ctx.app, '/api/index/category', { pid: shoes.id });
    expect(fresh.body.data.children.map((c: { name: string }) => c.name)).toEqual(['Sneakers', 'Boots']);
    const empty = await post(ctx.app, '/api/index/pro', { category_id: boots.id });
    expect(empty.body.data).toMatchObject({ list: [], total: 0 });
  });
});

describe('list pages in memory', () => {
  it('answers a page from memory until products are invalidated', async () => {
    const before = await post(ctx.app, '/api/index/pro', { sort: 'sales', limit: 1 });
    const top = before.body.data.list[0];
    await ctx.database.db.update(products).set({ title: 'Renamed Sneakers' }).where(eq(products.id, top.id));
    const cached = await post(ctx.app, '/api/index/pro', { sort: 'sales', limit: 1 });
    expect(cached.body.data.list[0].title).toBe(top.title);

    ctx.app.catalogueCache.invalidate();
    const fresh = await post(ctx.app, '/api/index/pro', { sort: 'sales', limit: 1 });
    expect(fresh.body.data.list[0].title).toBe('Renamed Sneakers');
    await ctx.database.db.update(products).set({ title: top.title }).where(eq(products.id, top.id));
    ctx.app.catalogueCache.invalidate();
  });
});

describe('home sections in POST /api/index/index', () => {
  it('answers newest, recommended, best this month and best ever', async () => {
    await ctx.database.db
      .update(products)
      .set({ isRecommended: true, monthlySales: 70 })
      .where(eq(products.id, ids.boot!));
    const { body } = await post(ctx.app, '/api/index/index');
    expect(body.data.daily_updates.map((p: { id: number }) => p.id)).toEqual([
      ids.bag,
      ids.sneaker,
      ids.headphones,
      ids.boot,
    ]);
    expect(body.data.recommended_products.map((p: { id: number }) => p.id)).toEqual([ids.boot]);
    expect(body.data.monthly_sales[0].id).toBe(ids.boot);
    expect(body.data.hot_products[0].id).toBe(ids.sneaker);
    expect(body.data.recommended_stores).toHaveLength(2);
  });
});
