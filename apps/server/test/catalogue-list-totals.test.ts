import { productPage } from '@market/contract';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { products } from '../src/db/schema.ts';
import { PRODUCT_TOTAL_CAP } from '../src/modules/catalogue/service.ts';
import { buildCategory, buildStore } from './catalogue-builders.ts';
import { post } from './helper.ts';
import { useTestApp } from './use-test-app.ts';

const BIG = 1005;

/**
 * Tools with Drills below it; a big store with 1,005 drills priced 1, 2, … 1,005, and a small one
 * with two tools at 0.5 and 2,000: 1,007 products on sale, more than a list counts (decision 057).
 */
async function buildBigCatalogue(database: Database) {
  const tools = await buildCategory(database, { en: 'Tools' });
  const drills = await buildCategory(database, { pid: tools.id, en: 'Drills' });
  const big = await buildStore(database, { name: 'Big Hardware' });
  const small = await buildStore(database, { name: 'Small Tools' });
  const image = { hash: 'b'.repeat(64), width: 640 };
  const rows = await database.db
    .insert(products)
    .values([
      ...Array.from({ length: BIG }, (_, i) => ({
        storeId: big.id,
        categoryId: drills.id,
        title: `Drill ${i + 1}`,
        images: [image],
        price: String(i + 1),
        sales: i % 7,
      })),
      { storeId: small.id, categoryId: tools.id, title: 'Hammer', images: [image], price: '0.5' },
      { storeId: small.id, categoryId: tools.id, title: 'Anvil', images: [image], price: '2000' },
    ])
    .returning({ id: products.id });
  return { tools, drills, big, small, ids: rows.map((row) => row.id) };
}

const ctx = useTestApp(({ database }) => buildBigCatalogue(database));

async function list(body: object) {
  const answer = await post(ctx.app, '/api/index/pro', body);
  expect(answer.body.code).toBe(1);
  return productPage.parse(answer.body.data);
}

describe('POST /api/index/pro totals (decision 057)', () => {
  it('counts up to 1,000 and answers 1,001, "more than 1,000", past it', async () => {
    expect(PRODUCT_TOTAL_CAP).toBe(1000);
    const page = await list({ limit: 2 });
    const newest = ctx.ids.slice(-2).reverse();
    expect(page).toEqual({
      list: [
        {
          id: newest[0],
          title: 'Anvil',
          image: `/uploads/${'b'.repeat(64)}.webp`,
          srcset: expect.stringContaining('-320.webp 320w'),
          price: '2000',
          sales: 0,
          shop_id: ctx.small.id,
          shop_name: 'Small Tools',
          has_tiers: false,
          min_order_qty: 1,
          order_multiple: 1,
        },
        expect.objectContaining({ id: newest[1], title: 'Hammer', price: '0.5' }),
      ],
      total: 1001,
      page: 1,
      limit: 2,
    });
    // a category with every one below it is capped the same way
    expect((await list({ category_id: ctx.tools.id, limit: 1 })).total).toBe(1001);
  });

  it('counts exactly below the cap, with a price range or a leaf category', async () => {
    const cheap = await list({ max_price: '3', sort: 'price_asc' });
    expect(cheap.total).toBe(4);
    expect(cheap.list.map((card) => card.title)).toEqual(['Hammer', 'Drill 1', 'Drill 2', 'Drill 3']);
    expect((await list({ min_price: '995.5', category_id: ctx.drills.id })).total).toBe(10);
    expect((await list({ min_price: '1000', max_price: '1000' })).total).toBe(1);
  });

  it("counts a store's products exactly: its page shows the number", async () => {
    expect((await list({ shop_id: ctx.big.id, limit: 1 })).total).toBe(BIG);
    const store = await post(ctx.app, '/api/index/shop_info', { id: ctx.big.id, limit: 1 });
    expect(store.body.data.products.total).toBe(BIG);
  });

  it('counts past the page asked for, so a deep page still knows whether another follows', async () => {
    // page 50 of 20 ends at 1,000: more than that is enough to say a next page exists
    expect((await list({ page: 50, limit: 20 })).total).toBe(1001);
    const last = await list({ page: 51, limit: 20 });
    expect(last.total).toBe(1007);
    expect(last.list.map((card) => card.id)).toEqual(ctx.ids.slice(0, 7).reverse());
  });

  it('lets the buyer app page through every product by "page × limit < total"', async () => {
    const seen: number[] = [];
    for (let page = 1; page < 100; page += 1) {
      const answer = await list({ page, limit: 50, sort: 'price_asc' });
      seen.push(...answer.list.map((card) => card.id));
      if (page * answer.limit >= answer.total) break;
    }
    const byPrice = [ctx.ids.at(-2), ...ctx.ids.slice(0, BIG), ctx.ids.at(-1)];
    expect(seen).toEqual(byPrice);
  });
});
