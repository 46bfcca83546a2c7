import { storeInfo, storePage } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { titles, useCatalogueTests } from './catalogue-support.ts';
import { post } from './helper.ts';

const ctx = useCatalogueTests();

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
    expect(chinese.body.data.list.map((s: { id: number }) => s.id)).toEqual([ctx.storeB.id]);
  });

  it('lists stores by sales or followers', async () => {
    const sales = await post(ctx.app, '/api/index/shops', { sort: 'sales' });
    // sell counts are summed from the products' sales: 1,200 against 60
    expect(sales.body.data.list.map((s: { id: number }) => s.id)).toEqual([ctx.storeA.id, ctx.storeB.id]);
    const followers = await post(ctx.app, '/api/index/shops', { sort: 'followers' });
    expect(followers.body.data.list.map((s: { id: number }) => s.id)).toEqual([ctx.storeA.id, ctx.storeB.id]);
    const newest = await post(ctx.app, '/api/index/shops', { sort: 'new' });
    expect(newest.body.data.list.map((s: { id: number }) => s.id)).toEqual([ctx.storeB.id, ctx.storeA.id]);
    const bad = await post(ctx.app, '/api/index/shops', { sort: 'rating' });
    expect(bad.body.data).toEqual({ field: 'sort' });
  });

  it('answers a store with its own products, searchable within', async () => {
    const { body } = await post(ctx.app, '/api/index/shop_info', { id: ctx.storeA.id });
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
    const within = await post(ctx.app, '/api/index/shop_info', { id: ctx.storeA.id, keyword: 'sneakrs' });
    expect(titles({ data: within.body.data.products })).toEqual(['Running Sneakers']);
    const elsewhere = await post(ctx.app, '/api/index/shop_info', { id: ctx.storeB.id, keyword: 'sneakers' });
    expect(elsewhere.body.data.products.total).toBe(0);
    const missing = await post(ctx.app, '/api/index/shop_info', { id: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('This store does not exist');
  });
});
