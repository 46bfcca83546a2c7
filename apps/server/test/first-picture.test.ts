import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCategory, buildProduct, buildStore } from './catalogue-builders.ts';
import { buildTestApp, type TestContext } from './helper.ts';

const SHELL = '<!doctype html><html><head><title>buyer</title></head><body></body></html>';

describe("the buyer shell names a page's largest picture (decision 058)", () => {
  let ctx: TestContext;
  let root: string;
  const page = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const api = async (url: string, id: number) =>
    (await ctx.app.inject({ method: 'POST', url, payload: { id } })).json().data;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'market-buyer-'));
    await writeFile(path.join(root, 'index.html'), SHELL);
    ctx = await buildTestApp({}, { webRoot: root, sellerRoot: null, adminRoot: null });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(root, { recursive: true, force: true });
  });

  it("preloads a product's first picture on its detail page, from the API's own answer", async () => {
    const category = await buildCategory(ctx.database);
    const store = await buildStore(ctx.database);
    const product = await buildProduct(ctx.database, { storeId: store.id, categoryId: category.id });
    const first = (await api('/api/index/pro_info', product.id)).images[0];
    const response = await page(`/goods?id=${product.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(
      `<link rel="preload" as="image" href="${first.url}" imagesrcset="${first.srcset}"`,
    );
    expect(response.body.indexOf('rel="preload"')).toBeLessThan(response.body.indexOf('</head>'));
  });

  it("preloads a store's banner, and nothing for a store without one", async () => {
    const withBanner = await buildStore(ctx.database, { banner: { hash: 'b'.repeat(64), width: 640 } });
    const banner = (await api('/api/index/shop_info', withBanner.id)).shop.banner;
    expect((await page(`/store/${withBanner.id}`)).body).toContain(`href="${banner.url}"`);
    const plain = await buildStore(ctx.database);
    expect((await page(`/store/${plain.id}`)).body).toBe(SHELL);
  });

  it('sends the shell as built for other pages, unknown ids and ids that are not numbers', async () => {
    for (const url of ['/', '/product', '/goods?id=999999', '/goods?id=abc', '/goods', '/store/0']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(SHELL);
    }
  });
});
