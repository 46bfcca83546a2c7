import { MAX_LIST_DEPTH, productPage } from '@market/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { buildCategory, buildStore } from './catalogue-builders.ts';
import { post } from './helper.ts';
import { useTestApp } from './use-test-app.ts';

const COUNT = MAX_LIST_DEPTH + 10;

/** One store with 10,010 products on sale priced 1, 2, …: ten more than a list pages to (decision 060). */
async function buildDeepCatalogue(database: Database) {
  const category = await buildCategory(database, { en: 'Bolts' });
  const store = await buildStore(database, { name: 'Bolt Depot' });
  const image = JSON.stringify([{ hash: 'c'.repeat(64), width: 640 }]);
  await database.db.execute(sql`
    insert into products (store_id, category_id, title, images, price)
    select ${store.id}, ${category.id}, 'Bolt ' || n, ${image}::jsonb, n
    from generate_series(1, ${COUNT}) as n`);
  return { store };
}

const ctx = useTestApp(({ database }) => buildDeepCatalogue(database));

async function list(body: object) {
  const answer = await post(ctx.app, '/api/index/pro', body);
  expect(answer.body).toMatchObject({ code: 1 });
  return productPage.parse(answer.body.data);
}

describe('POST /api/index/pro deep pages (decision 060)', () => {
  it('serves page 500 of 20, and its total stops the buyer app there', async () => {
    const deepest = await list({ page: 500, limit: 20, sort: 'price_asc' });
    expect(deepest.list.map((card) => card.price)).toEqual(
      Array.from({ length: 20 }, (_, i) => String(MAX_LIST_DEPTH - 19 + i)),
    );
    // the app asks for a next page while page × limit < total
    expect(deepest.total).toBe(MAX_LIST_DEPTH);
    expect((await list({ limit: 1 })).total).toBe(1001);
  });

  it('answers a deep page the total its count would, read from the page itself', async () => {
    // 1,010 match: page 50 ends at 1,000 with more after it, page 51 holds the last 10
    const more = await list({ page: 50, limit: 20, max_price: '1010', sort: 'price_asc' });
    expect([more.list.length, more.total]).toEqual([20, 1001]);
    const end = await list({ page: 51, limit: 20, max_price: '1010', sort: 'price_asc' });
    expect(end.list.map((card) => card.price)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(1001 + i)),
    );
    expect(end.total).toBe(1010);
    // past the end there is no row to read it from: counted
    const past = await list({ page: 60, limit: 20, max_price: '1010' });
    expect([past.list.length, past.total]).toEqual([0, 1010]);
  });

  it('serves a last page that starts before the depth and ends past it', async () => {
    const straddling = await list({ page: 334, limit: 30, sort: 'price_asc' });
    // items 9,991-10,020 asked for; the list ends at 10,010
    expect(straddling.list.map((card) => card.price)).toEqual(
      Array.from({ length: 20 }, (_, i) => String(9991 + i)),
    );
    expect(straddling.page * straddling.limit >= straddling.total).toBe(true);
  });

  it('refuses a page that starts past the depth, naming page in the caller’s language', async () => {
    const refused = await post(ctx.app, '/api/index/pro', { page: 501, limit: 20 });
    // a refused input is code 0 in an HTTP 200, as every validation failure of this API
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({
      code: 0,
      msg: expect.stringContaining('10,000'),
      data: { field: 'page' },
    });
    const german = await post(ctx.app, '/api/index/pro', { page: 201, limit: 50 }, { lang: 'de' });
    expect(german.body).toMatchObject({ code: 0, data: { field: 'page' } });
    expect(german.body.msg).toContain('10.000');
  });

  it("pages a store's list to its end, with its exact total", async () => {
    const last = await list({ shop_id: ctx.store.id, page: 501, limit: 20, sort: 'price_asc' });
    expect(last.total).toBe(COUNT);
    expect(last.list.map((card) => card.price)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(MAX_LIST_DEPTH + 1 + i)),
    );
    const page = await post(ctx.app, '/api/index/shop_info', { id: ctx.store.id, page: 501, limit: 20 });
    expect(page.body.data.products.list).toHaveLength(10);
  });
});
