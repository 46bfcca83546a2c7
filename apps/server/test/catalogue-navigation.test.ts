import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.ts';
import { translate } from '../src/i18n/index.ts';
import { buildCategory } from './catalogue-builders.ts';
import { useCatalogueTests } from './catalogue-support.ts';
import { post } from './helper.ts';

const ctx = useCatalogueTests();

describe('POST /api/index/category', () => {
  it('answers the top level with its children, named in the caller language', async () => {
    const { body } = await post(ctx.app, '/api/index/category', { pid: 0 }, { lang: 'ja' });
    expect(body.data.category).toBeNull();
    expect(body.data.children.map((c: { name: string }) => c.name)).toEqual(['靴', 'Bags']);
    expect(body.data.children[0].children.map((c: { name: string }) => c.name)).toEqual(['Sneakers']);
  });

  it('answers a sub-category with its path from the top', async () => {
    const { body } = await post(ctx.app, '/api/index/category', { pid: ctx.sneakers.id });
    expect(body.data.category).toMatchObject({ id: ctx.sneakers.id, name: 'Sneakers' });
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
    const boots = await buildCategory(ctx.database, { pid: ctx.shoes.id, en: 'Boots' });
    const stale = await post(ctx.app, '/api/index/category', { pid: ctx.shoes.id });
    expect(stale.body.data.children.map((c: { name: string }) => c.name)).toEqual(['Sneakers']);
    expect((await post(ctx.app, '/api/index/category', { pid: boots.id })).status).toBe(404);

    ctx.app.catalogueCache.invalidateCategories();
    const fresh = await post(ctx.app, '/api/index/category', { pid: ctx.shoes.id });
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

describe('cached answers sent as encoded bytes', () => {
  it('sends a cached page again byte for byte, as JSON, and a fresh one once products change', async () => {
    const first = await post(ctx.app, '/api/index/pro', { sort: 'new', limit: 2 });
    const again = await post(ctx.app, '/api/index/pro', { sort: 'new', limit: 2 });
    expect(again.response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.response.body).toBe(first.response.body);
    expect(again.body.data.list).toHaveLength(2);
    const newest = again.body.data.list[0];

    await ctx.database.db.update(products).set({ title: 'Renamed Newest' }).where(eq(products.id, newest.id));
    ctx.app.catalogueCache.invalidate();
    const fresh = await post(ctx.app, '/api/index/pro', { sort: 'new', limit: 2 });
    expect(fresh.body.data.list[0]).toMatchObject({ id: newest.id, title: 'Renamed Newest' });
    await ctx.database.db.update(products).set({ title: newest.title }).where(eq(products.id, newest.id));
    ctx.app.catalogueCache.invalidate();
  });

  it("answers the same cached page in each caller's language message", async () => {
    // a store search's page is shared by every language (store names are not translated)
    const english = await post(ctx.app, '/api/index/search_shop', { keyword: 'pacific' });
    const german = await post(ctx.app, '/api/index/search_shop', { keyword: 'pacific' }, { lang: 'de' });
    const englishAgain = await post(ctx.app, '/api/index/search_shop', { keyword: 'pacific' });
    expect(english.body.msg).toBe(translate('en', 'msg.success'));
    expect(german.body.msg).toBe(translate('de', 'msg.success'));
    expect(german.body.msg).not.toBe(english.body.msg);
    expect(englishAgain.body.msg).toBe(english.body.msg);
    expect(german.body.data).toEqual(english.body.data);
    expect(english.body.data.list.length).toBeGreaterThan(0);
  });
});

describe('home sections in POST /api/index/index', () => {
  it('answers newest, recommended, best this month and best ever', async () => {
    await ctx.database.db
      .update(products)
      .set({ isRecommended: true, monthlySales: 70 })
      .where(eq(products.id, ctx.ids.boot!));
    const { body } = await post(ctx.app, '/api/index/index');
    expect(body.data.daily_updates.map((p: { id: number }) => p.id)).toEqual([
      ctx.ids.bag,
      ctx.ids.sneaker,
      ctx.ids.headphones,
      ctx.ids.boot,
    ]);
    expect(body.data.recommended_products.map((p: { id: number }) => p.id)).toEqual([ctx.ids.boot]);
    expect(body.data.monthly_sales[0].id).toBe(ctx.ids.boot);
    expect(body.data.hot_products[0].id).toBe(ctx.ids.sneaker);
    expect(body.data.recommended_stores).toHaveLength(2);
  });
});
