import { productPage } from '@market/contract';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { products } from '../src/db/schema.ts';
import { buildCategory, buildStore } from './catalogue-builders.ts';
import { post } from './helper.ts';
import { useTestApp } from './use-test-app.ts';

const SORTS = ['all', 'sales', 'price_asc', 'price_desc', 'new'] as const;

/** Tools with Drills and Saws below it; two stores; 60 products with prices and sales that repeat. */
async function buildCatalogue(database: Database) {
  const tools = await buildCategory(database, { en: 'Tools' });
  const drills = await buildCategory(database, { pid: tools.id, en: 'Drills' });
  const saws = await buildCategory(database, { pid: tools.id, en: 'Saws' });
  const stores = [
    await buildStore(database, { name: 'North' }),
    await buildStore(database, { name: 'South' }),
  ];
  const categories = [tools.id, drills.id, saws.id];
  const image = { hash: 'c'.repeat(64), width: 640 };
  const rows = await database.db
    .insert(products)
    .values(
      Array.from({ length: 60 }, (_, i) => ({
        storeId: stores[i % 2]!.id,
        categoryId: categories[i % 3]!,
        title: `Tool ${i}`,
        images: [image],
        price: String((i * 37) % 23) + '.5',
        sales: (i * 11) % 7,
        createdAt: new Date(Date.UTC(2026, 0, 1 + ((i * 13) % 9))),
        isOnSale: i % 10 !== 9,
      })),
    )
    .returning();
  return { tools, drills, saws, stores, rows };
}

const ctx = useTestApp(({ database }) => buildCatalogue(database));

type Row = (typeof ctx.rows)[number];
type Filter = { category?: number[]; store?: number; min?: number; max?: number };

/** What a list must answer, worked out here from the rows: the ids of one page and the total. */
function expected(sort: (typeof SORTS)[number], filter: Filter, page: number) {
  const by: Record<typeof sort, (a: Row, b: Row) => number> = {
    all: (a, b) => b.id - a.id,
    sales: (a, b) => b.sales - a.sales || b.id - a.id,
    price_asc: (a, b) => Number(a.price) - Number(b.price) || a.id - b.id,
    price_desc: (a, b) => Number(b.price) - Number(a.price) || b.id - a.id,
    new: (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
  };
  const kept = ctx.rows
    .filter((row) => row.isOnSale)
    .filter((row) => !filter.category || filter.category.includes(row.categoryId))
    .filter((row) => !filter.store || row.storeId === filter.store)
    .filter((row) => filter.min === undefined || Number(row.price) >= filter.min)
    .filter((row) => filter.max === undefined || Number(row.price) <= filter.max)
    .sort(by[sort]);
  return { ids: kept.slice((page - 1) * 4, page * 4).map((row) => row.id), total: kept.length };
}

describe('POST /api/index/pro on a cache miss, planned once or for each list (decision 063)', () => {
  // more than five runs of each statement: PostgreSQL then keeps a generic plan where one wins
  it.each(SORTS)(
    'answers every page of %s as the rows say, for a store, one category or several',
    async (sort) => {
      const tries: [string, Filter, object][] = [];
      for (let i = 0; i < 8; i++) {
        const min = (i * 3) % 11;
        const max = min + 4 + ((i * 5) % 13);
        const page = 1 + (i % 3);
        const store = ctx.stores[i % 2]!.id;
        const leaf = i % 2 === 0 ? ctx.drills.id : ctx.saws.id;
        tries.push(
          [
            'store',
            { store, min, max },
            { shop_id: store, min_price: String(min), max_price: String(max), page },
          ],
          ['store, no price', { store }, { shop_id: store, page }],
          [
            'one category',
            { category: [leaf], min, max },
            { category_id: leaf, min_price: String(min), max_price: String(max), page },
          ],
          [
            'one category, a floor',
            { category: [leaf], min },
            { category_id: leaf, min_price: String(min), page },
          ],
          [
            'a category and those below it',
            { category: [ctx.tools.id, ctx.drills.id, ctx.saws.id], min, max },
            { category_id: ctx.tools.id, min_price: String(min), max_price: String(max), page },
          ],
        );
      }
      for (const [label, filter, body] of tries) {
        const page = (body as { page?: number }).page ?? 1;
        const answer = await post(ctx.app, '/api/index/pro', { ...body, sort, limit: 4 });
        expect(answer.body.code, label).toBe(1);
        const found = productPage.parse(answer.body.data);
        expect(
          { ids: found.list.map((card) => card.id), total: found.total },
          `${label} ${JSON.stringify(body)}`,
        ).toEqual(expected(sort, filter, page));
      }
    },
  );
});
