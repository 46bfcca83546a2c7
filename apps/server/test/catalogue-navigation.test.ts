import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.ts';
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
