import { productPage } from '@market/contract';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { and, count, eq } from 'drizzle-orm';
import { categories, products } from '../src/db/schema.ts';
import {
  chooseListShape,
  type ListStats,
  listStatsOf,
  priceShare,
  primeListStats,
} from '../src/modules/catalogue/list-shape.ts';
import { buildCategory, buildStore } from './catalogue-builders.ts';
import { post } from './helper.ts';
import { useTestApp } from './use-test-app.ts';

const SORTS = ['all', 'sales', 'price_asc', 'price_desc', 'new'] as const;
type Sort = (typeof SORTS)[number];

/** Tools with Drills and Saws below it, Paint beside it; 160 products whose prices, sales and days repeat. */
async function buildCatalogue(database: Database) {
  const tools = await buildCategory(database, { en: 'Tools' });
  const drills = await buildCategory(database, { pid: tools.id, en: 'Drills' });
  const saws = await buildCategory(database, { pid: tools.id, en: 'Saws' });
  const paint = await buildCategory(database, { en: 'Paint' });
  const store = await buildStore(database, { name: 'North' });
  const categories = [drills.id, saws.id, paint.id, tools.id];
  const image = { hash: 'd'.repeat(64), width: 640 };
  await database.db.insert(products).values(
    Array.from({ length: 160 }, (_, i) => ({
      storeId: store.id,
      categoryId: categories[i % 4]!,
      title: `Shape ${i}`,
      images: [image],
      price: `${(i * 37) % 97}.${(i * 7) % 10}5`,
      sales: (i * 11) % 13,
      createdAt: new Date(Date.UTC(2026, 0, 1 + ((i * 13) % 9))),
      isOnSale: i % 10 !== 9,
    })),
  );
  // every product of the database (the app's own seed included), the universe a list draws from
  const all = await database.db.select().from(products);
  await primeListStats(database.db);
  return { tools, drills, saws, paint, all };
}

const ctx = useTestApp(({ database }) => buildCatalogue(database));

type Row = (typeof ctx.all)[number];
type Filter = { category?: number[]; min?: string; max?: string };

/** What a list must answer, from the rows: the ids of one page and the total (capped at 1,000 + 1). */
function expected(sort: Sort, filter: Filter, page: number, limit: number) {
  const by: Record<Sort, (a: Row, b: Row) => number> = {
    all: (a, b) => b.id - a.id,
    sales: (a, b) => b.sales - a.sales || b.id - a.id,
    // prices have at most two decimals here: cents compare exactly
    price_asc: (a, b) => cents(a.price) - cents(b.price) || a.id - b.id,
    price_desc: (a, b) => cents(b.price) - cents(a.price) || b.id - a.id,
    new: (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
  };
  const kept = ctx.all
    .filter((row) => row.isOnSale)
    .filter((row) => !filter.category || filter.category.includes(row.categoryId))
    .filter((row) => filter.min === undefined || cents(row.price) >= cents(filter.min))
    .filter((row) => filter.max === undefined || cents(row.price) <= cents(filter.max))
    .sort(by[sort]);
  return {
    ids: kept.slice((page - 1) * limit, page * limit).map((row) => row.id),
    total: Math.min(kept.length, 1001),
  };
}

function cents(price: string): number {
  const [whole, part = ''] = price.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0').slice(0, 2));
}

describe('a list read in a chosen shape (decision 066)', () => {
  it('chooses a walk for a wide range or none, a range read for a narrow one', () => {
    const stats: ListStats = {
      total: 100_000,
      byCategory: new Map([
        [1, 3125],
        [2, 3125],
      ]),
      byRoot: new Map([[9, 12_500]]),
      prices: Array.from({ length: 51 }, (_, i) => i * 2),
    };
    expect(priceShare(stats.prices, '10', '30')).toBeCloseTo(0.2);
    expect(priceShare(stats.prices, undefined, '50')).toBeCloseTo(0.5);
    expect(chooseListShape(stats, 'sales', { categoryIds: [1] }, 20)).toBe('walk');
    expect(chooseListShape(stats, 'sales', { categoryIds: [1], minPrice: '10', maxPrice: '60' }, 200)).toBe(
      'walk',
    );
    expect(chooseListShape(stats, 'new', { categoryIds: [1], minPrice: '20', maxPrice: '20.5' }, 200)).toBe(
      'range',
    );
    expect(chooseListShape(stats, 'all', { minPrice: '20', maxPrice: '21' }, 200)).toBe('range');
    expect(chooseListShape(stats, 'all', { minPrice: '20' }, 200)).toBe('walk');
    expect(chooseListShape(stats, 'sales', { rootCategoryId: 9, minPrice: '20', maxPrice: '40' }, 200)).toBe(
      'walk',
    );
    expect(
      chooseListShape(stats, 'sales', { rootCategoryId: 9, minPrice: '20', maxPrice: '20.2' }, 200),
    ).toBe('range');
    expect(chooseListShape(stats, 'price_desc', { rootCategoryId: 9 }, 20)).toBe('ordered');
    expect(chooseListShape(stats, 'price_asc', { minPrice: '20' }, 200)).toBe('ordered');
    // planned for their values: several categories, a store, a floor above the ceiling, no stats
    expect(chooseListShape(stats, 'price_asc', { categoryIds: [1, 2] }, 20)).toBeUndefined();
    expect(chooseListShape(stats, 'sales', { categoryIds: [1, 2] }, 20)).toBeUndefined();
    expect(chooseListShape(stats, 'sales', { storeId: 3 }, 20)).toBeUndefined();
    expect(chooseListShape(stats, 'sales', { minPrice: '9', maxPrice: '8' }, 20)).toBeUndefined();
    expect(chooseListShape(undefined, 'sales', {}, 20)).toBeUndefined();
  });

  // more than five runs of each statement: PostgreSQL then keeps its generic plan
  it.each(SORTS)('answers every page of %s as the rows say, in each shape', async (sort) => {
    const tries: [Filter, number][] = [];
    const ranges: [string | undefined, string | undefined][] = [
      [undefined, undefined],
      ['10', undefined],
      [undefined, '40.5'],
      ['5', '80'],
      ['20', '24.05'],
      ['33.15', '33.15'],
      ['50', '50.2'],
    ];
    const sets = [undefined, [ctx.drills.id], [ctx.paint.id], [ctx.tools.id, ctx.drills.id, ctx.saws.id]];
    for (const [min, max] of ranges)
      for (const category of sets) for (const page of [1, 2, 4]) tries.push([{ category, min, max }, page]);
    const shapes = new Set<string>();
    for (const [filter, page] of tries) {
      const limit = 5;
      const body = {
        sort,
        page,
        limit,
        ...(filter.category ? { category_id: filter.category[0] } : {}),
        ...(filter.min ? { min_price: filter.min } : {}),
        ...(filter.max ? { max_price: filter.max } : {}),
      };
      shapes.add(
        String(
          chooseListShape(
            listStatsOf(ctx.database.db),
            sort,
            {
              // Tools has categories below it: the app asks for its root (decision 066)
              ...(filter.category?.[0] === ctx.tools.id
                ? { rootCategoryId: ctx.tools.id }
                : { categoryIds: filter.category }),
              minPrice: filter.min,
              maxPrice: filter.max,
            },
            page * limit,
          ),
        ),
      );
      const answer = await post(ctx.app, '/api/index/pro', body);
      expect(answer.body.code, JSON.stringify(body)).toBe(1);
      const found = productPage.parse(answer.body.data);
      expect({ ids: found.list.map((card) => card.id), total: found.total }, JSON.stringify(body)).toEqual(
        expected(sort, filter, page, limit),
      );
    }
    // the tries went through every shape this sort has
    expect([...shapes].sort()).toEqual(sort.startsWith('price') ? ['ordered'] : ['range', 'walk']);
  });

  it("keeps a top category's list right when a product changes category or a category moves", async () => {
    const { db } = ctx.database;
    const list = async (category: number) => {
      // a price range no list before had, so neither page nor total comes from a cache
      const answer = await post(ctx.app, '/api/index/pro', {
        category_id: category,
        min_price: '0',
        max_price: (500 + Math.random() * 400).toFixed(2),
        limit: 50,
      });
      return productPage.parse(answer.body.data).total;
    };
    const before = { tools: await list(ctx.tools.id), paint: await list(ctx.paint.id) };
    // a product of Drills (under Tools) moves to Paint, as a seller's edit does
    const [moved] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.categoryId, ctx.drills.id), eq(products.isOnSale, true)))
      .limit(1);
    await db.update(products).set({ categoryId: ctx.paint.id }).where(eq(products.id, moved!.id));
    expect(await list(ctx.tools.id)).toBe(before.tools - 1);
    expect(await list(ctx.paint.id)).toBe(before.paint + 1);
    // a new product in Saws is in Tools' list at once
    const store = await buildStore(ctx.database, { name: 'South' });
    await db.insert(products).values({
      storeId: store.id,
      categoryId: ctx.saws.id,
      title: 'New saw',
      images: [{ hash: 'e'.repeat(64), width: 640 }],
      price: '12.00',
    });
    expect(await list(ctx.tools.id)).toBe(before.tools);
    const [row] = await db.select().from(products).where(eq(products.title, 'New saw'));
    expect(row!.rootCategoryId).toBe(ctx.tools.id);
    // Saws moves under Paint: its products leave Tools' list and join Paint's
    const saws = await db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.categoryId, ctx.saws.id), eq(products.isOnSale, true)));
    await db.update(categories).set({ pid: ctx.paint.id }).where(eq(categories.id, ctx.saws.id));
    ctx.app.catalogueCache.invalidateCategories();
    expect(await list(ctx.tools.id)).toBe(before.tools - saws[0]!.n);
    expect(await list(ctx.paint.id)).toBe(before.paint + 1 + saws[0]!.n);
    await db.update(categories).set({ pid: ctx.tools.id }).where(eq(categories.id, ctx.saws.id));
    ctx.app.catalogueCache.invalidateCategories();
    expect(await list(ctx.tools.id)).toBe(before.tools);
  });
});
