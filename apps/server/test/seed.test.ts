import { readdir } from 'node:fs/promises';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, products, stores } from '../src/db/schema.ts';
import { ensureDemoCatalogue } from '../src/modules/catalogue/seed/demo.ts';
import { DiskStorage } from '../src/storage/index.ts';
import { ensureDemoAccounts } from '../src/modules/user/seed-accounts.ts';
import { buildTestApp, buildUser, post, type TestContext } from './helper.ts';

// PGlite and node-postgres both answer { rows }; Drizzle's shared type does not say so
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

let ctx: TestContext;
const logs: unknown[] = [];
const logger = { info: (entry: unknown) => logs.push(entry) } as never;

beforeAll(async () => {
  ctx = await buildTestApp();
  const storage = new DiskStorage(ctx.uploadDir);
  await ensureDemoCatalogue({ db: ctx.database.db, storage, logger }, { stores: 5, products: 120 });
});
afterAll(() => ctx.close());

describe('the demo catalogue', () => {
  it('seeds stores, products with SKUs, reviews, images and footer pages', async () => {
    const [storeCount] = await ctx.database.db.select({ n: count() }).from(stores);
    const [productCount] = await ctx.database.db.select({ n: count() }).from(products);
    expect(storeCount!.n).toBe(5);
    expect(productCount!.n).toBe(120);
    const files = await readdir(`${ctx.uploadDir}/public`);
    expect(files.filter((name) => name.endsWith('-320.webp')).length).toBeGreaterThan(10);
    const { body } = await post(ctx.app, '/api/index/index');
    expect(body.data.footer_news.filter((item: { pid: number }) => item.pid === 0)).toHaveLength(3);
    expect(body.data.footer_news.length).toBeGreaterThan(3);
    expect(body.data.daily_updates).toHaveLength(10);
  });

  it('keeps every counter equal to the rows it sums up', async () => {
    const mismatches = await ctx.database.db.execute<{ id: number }>(sql`
      select p.id from products p
      left join lateral (
        select count(*)::int total, (count(*) filter (where stars >= 4))::int positive,
          (count(*) filter (where jsonb_array_length(images) > 0))::int pictures
        from product_reviews r where r.product_id = p.id) r on true
      left join lateral (select min(price) lowest from product_skus s where s.product_id = p.id) s on true
      where p.review_count <> r.total or p.positive_count <> r.positive or p.picture_count <> r.pictures
        or p.price <> s.lowest`);
    expect(rowsOf(mismatches)).toEqual([]);
    const storeMismatches = await ctx.database.db.execute<{ id: number }>(sql`
      select s.id from stores s
      where s.product_count <> (select count(*) from products p where p.store_id = s.id)
        or s.sell_count <> (select coalesce(sum(sales), 0) from products p where p.store_id = s.id)`);
    expect(rowsOf(storeMismatches)).toEqual([]);
  });

  it('shows every product with its variants and descriptions free of scripts', async () => {
    const { body } = await post(ctx.app, '/api/index/pro_info', { id: 1 });
    expect(body.data.skus.length).toBeGreaterThanOrEqual(2);
    expect(body.data.sizes.length * body.data.colors.length).toBe(body.data.skus.length);
    expect(body.data.description).toContain('<img');
    expect(body.data.description).not.toMatch(/<script|onerror/i);
  });

  it('titles and describes every product in the caller language, never in another (issue 17)', async () => {
    const scripts = { en: /^[\x20-\x7e]+$/, ja: /[\u3040-\u30ff\u4e00-\u9fff]/, ar: /[\u0600-\u06ff]/ };
    for (const [lang, script] of Object.entries(scripts)) {
      const { body } = await post(ctx.app, '/api/index/pro', { limit: 50 }, { lang });
      const titles = body.data.list.map((item: { title: string }) => item.title);
      expect(titles, lang).toHaveLength(50);
      expect(
        titles.filter((title: string) => !script.test(title)),
        lang,
      ).toEqual([]);
    }
    const german = await post(ctx.app, '/api/index/pro_info', { id: 2 }, { lang: 'de' });
    expect(german.body.data.description).toMatch(/direkt ab Werk/);
    expect(german.body.data.shipment_note).toBe('Versand innerhalb von 24 Stunden nach der Bestellung');
    const missing = await ctx.database.db.execute(sql`
      select id from products
      where (select count(*) from jsonb_object_keys(titles)) <> 12
        or (select count(*) from product_descriptions d where d.product_id = products.id) <> 12`);
    expect(rowsOf(missing)).toEqual([]);
  });

  it('seeds nothing more on a second start', async () => {
    const storage = new DiskStorage(ctx.uploadDir);
    await ensureDemoCatalogue({ db: ctx.database.db, storage, logger }, { stores: 5, products: 120 });
    const [productCount] = await ctx.database.db.select({ n: count() }).from(products);
    const [articleCount] = await ctx.database.db.select({ n: count() }).from(articles);
    expect(productCount!.n).toBe(120);
    expect(articleCount!.n).toBe(11);
    expect(logs).toHaveLength(1);
  });
});

describe('the demo accounts', () => {
  it('leave a username another account has to that account, and say which exist', async () => {
    // an account made from ADMIN_EMAIL=admin@… on an earlier start holds `admin`
    const owner = await buildUser(ctx.database, { username: 'admin', email: 'admin@corp.example' });
    const warnings: unknown[] = [];
    const seedLogger = { warn: (entry: unknown) => warnings.push(entry) } as never;
    const ready = await ensureDemoAccounts(ctx.database.db, seedLogger);
    const others = ['buyer', 'merchant', 'reviewer', 'finance', 'support'];
    expect(ready.map((account) => account.username)).toEqual(others);
    expect(warnings).toEqual([{ username: 'admin' }]);
    const login = await post(ctx.app, '/api/user/login', { account: 'admin', password: owner.password });
    expect(login.body.data.userinfo.email).toBe('admin@corp.example');
    const again = await ensureDemoAccounts(ctx.database.db, seedLogger);
    expect(again.map((account) => account.username)).toEqual(others);
  });
});
