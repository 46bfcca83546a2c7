import { favoritePage, followedStorePage } from '@market/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCategory, buildProduct, buildStore } from './catalogue-builders.ts';
import { buildTestApp, buildUser, post, type TestContext, type TestUser } from './helper.ts';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let store: { id: number };
let product: { id: number };

beforeAll(async () => {
  ctx = await buildTestApp();
  alice = await buildUser(ctx.database);
  bob = await buildUser(ctx.database);
  const category = await buildCategory(ctx.database);
  store = await buildStore(ctx.database, { name: 'Harbor Supply', followerCount: 7 });
  product = await buildProduct(
    ctx.database,
    { storeId: store.id, categoryId: category.id },
    { title: 'Canvas Tote' },
  );
});
afterAll(() => ctx.close());

describe('following a store', () => {
  it('toggles, moves the follower count, and says so in the spec words', async () => {
    const follow = await post(ctx.app, '/api/user/followers', { shop_id: store.id }, { token: alice.token });
    expect(follow.body).toEqual({
      code: 1,
      msg: 'Collection success',
      data: { followed: true, follower_count: 8 },
    });
    const detail = await post(ctx.app, '/api/index/shop_info', { id: store.id }, { token: alice.token });
    expect(detail.body.data.is_followed).toBe(true);

    const unfollow = await post(
      ctx.app,
      '/api/user/followers',
      { shop_id: store.id },
      { token: alice.token },
    );
    expect(unfollow.body).toEqual({
      code: 1,
      msg: 'Cancel collection success',
      data: { followed: false, follower_count: 7 },
    });
  });

  it("marks the store page as followed for its follower only, and follows the caller's own change", async () => {
    const page = async (token?: string) =>
      (await post(ctx.app, '/api/index/shop_info', { id: store.id }, token ? { token } : {})).body.data;
    await post(ctx.app, '/api/user/followers', { shop_id: store.id }, { token: bob.token });
    // the same statement answers each caller: the mark is the caller's own, never the last one's
    const [asBob, asAlice, asVisitor] = await Promise.all([page(bob.token), page(alice.token), page()]);
    expect([asBob.is_followed, asAlice.is_followed, asVisitor.is_followed]).toEqual([true, false, false]);
    expect(asBob.shop).toEqual(asVisitor.shop);
    await post(ctx.app, '/api/user/followers', { shop_id: store.id }, { token: bob.token });
    expect((await page(bob.token)).is_followed).toBe(false);
  });

  it("lists only the caller's followed stores", async () => {
    await post(ctx.app, '/api/user/followers', { shop_id: store.id }, { token: alice.token });
    const mine = await post(ctx.app, '/api/user/followers_list', {}, { token: alice.token });
    expect(followedStorePage.parse(mine.body.data)).toMatchObject({
      total: 1,
      list: [{ id: store.id, name: 'Harbor Supply' }],
    });
    const bobs = await post(ctx.app, '/api/user/followers_list', {}, { token: bob.token });
    expect(bobs.body.data).toEqual({ list: [], total: 0, page: 1, limit: 20 });
  });

  it('refuses an unknown store and a bad id, and changes nothing', async () => {
    const missing = await post(ctx.app, '/api/user/followers', { shop_id: 999_999 }, { token: bob.token });
    expect(missing.status).toBe(404);
    const bad = await post(ctx.app, '/api/user/followers', { shop_id: 'abc' }, { token: bob.token });
    expect(bad.body).toMatchObject({ code: 0, data: { field: 'shop_id' } });
    const list = await post(ctx.app, '/api/user/followers_list', {}, { token: bob.token });
    expect(list.body.data.total).toBe(0);
  });
});

describe('favourite products', () => {
  it('toggles with the spec messages and shows in the product detail', async () => {
    const add = await post(ctx.app, '/api/user/collect', { product_id: product.id }, { token: bob.token });
    expect(add.body).toEqual({ code: 1, msg: 'Collection success', data: { favorited: true } });
    const detail = await post(ctx.app, '/api/index/pro_info', { id: product.id }, { token: bob.token });
    expect(detail.body.data.is_favorite).toBe(true);
    const asAlice = await post(ctx.app, '/api/index/pro_info', { id: product.id }, { token: alice.token });
    expect(asAlice.body.data.is_favorite).toBe(false);

    const list = await post(ctx.app, '/api/user/collect_list', { limit: 10 }, { token: bob.token });
    expect(favoritePage.parse(list.body.data)).toMatchObject({
      total: 1,
      list: [{ id: product.id, title: 'Canvas Tote' }],
    });
    const alices = await post(ctx.app, '/api/user/collect_list', {}, { token: alice.token });
    expect(alices.body.data.total).toBe(0);

    const remove = await post(ctx.app, '/api/user/collect', { product_id: product.id }, { token: bob.token });
    expect(remove.body).toEqual({ code: 1, msg: 'Cancel collection success', data: { favorited: false } });
    const after = await post(ctx.app, '/api/user/collect_list', {}, { token: bob.token });
    expect(after.body.data.list).toEqual([]);
  });

  it('gives each caller their own marks, language and product when many details are read at once', async () => {
    // requests that arrive together are read by one statement (product-queries.ts, detailLoaders):
    // nothing of one caller's answer may leak into another's
    const other = await buildStore(ctx.database, { name: 'Quay Goods' });
    const category = await buildCategory(ctx.database);
    const second = await buildProduct(
      ctx.database,
      { storeId: other.id, categoryId: category.id },
      { title: 'Rope Basket', titles: { de: 'Seilkorb' } },
    );
    await post(ctx.app, '/api/user/collect', { product_id: product.id }, { token: alice.token });
    await post(ctx.app, '/api/user/followers', { shop_id: other.id }, { token: alice.token });
    const detail = async (id: number, options: { token?: string; lang?: string }) =>
      (await post(ctx.app, '/api/index/pro_info', { id }, options)).body.data;
    const asked = [
      [product.id, { token: alice.token }],
      [second.id, { token: alice.token, lang: 'de' }],
      [product.id, { token: bob.token, lang: 'de' }],
      [second.id, {}],
      [999_999, { token: alice.token }],
      [second.id, { token: bob.token }],
    ] as const;
    const answers = await Promise.all(asked.map(([id, options]) => detail(id, options)));
    const seen = answers.map(
      (data) => data && [data.id, data.title, data.store.name, data.is_favorite, data.is_followed],
    );
    // alice follows Harbor Supply since the tests above
    expect(seen).toEqual([
      [product.id, 'Canvas Tote', 'Harbor Supply', true, true],
      [second.id, 'Seilkorb', 'Quay Goods', false, true],
      [product.id, 'Canvas Tote', 'Harbor Supply', false, false],
      [second.id, 'Rope Basket', 'Quay Goods', false, false],
      null,
      [second.id, 'Rope Basket', 'Quay Goods', false, false],
    ]);
    const storePage = async (id: number, token: string) =>
      (await post(ctx.app, '/api/index/shop_info', { id }, { token })).body.data;
    const pages = await Promise.all([
      storePage(store.id, alice.token),
      storePage(other.id, bob.token),
      storePage(other.id, alice.token),
      storePage(store.id, bob.token),
    ]);
    expect(pages.map((page) => [page.shop.name, page.is_followed])).toEqual([
      ['Harbor Supply', true],
      ['Quay Goods', false],
      ['Quay Goods', true],
      ['Harbor Supply', false],
    ]);
    await post(ctx.app, '/api/user/collect', { product_id: product.id }, { token: alice.token });
    await post(ctx.app, '/api/user/followers', { shop_id: other.id }, { token: alice.token });
    expect(await detail(product.id, { token: alice.token })).toMatchObject({ is_favorite: false });
  });

  it('translates the message', async () => {
    const add = await post(
      ctx.app,
      '/api/user/collect',
      { product_id: product.id },
      { token: alice.token, lang: 'zh-CN' },
    );
    expect(add.body.msg).toBe('收藏成功');
  });

  it('refuses an unknown product and an unknown field', async () => {
    const missing = await post(ctx.app, '/api/user/collect', { product_id: 999_999 }, { token: bob.token });
    expect(missing.status).toBe(404);
    const extra = await post(
      ctx.app,
      '/api/user/collect',
      { product_id: product.id, user_id: alice.user.id },
      { token: bob.token },
    );
    expect(extra.body).toMatchObject({ code: 0, data: { field: 'user_id' } });
  });
});
