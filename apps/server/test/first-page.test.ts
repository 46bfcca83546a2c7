import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCategory, buildProduct, buildStore } from './catalogue-builders.ts';
import { buildTestApp, buildUser, post, type TestContext } from './helper.ts';

const SHELL =
  '<!doctype html><html><head><title>buyer</title></head><body><div id="root"></div></body></html>';

describe("the buyer shell carries its first page's data and largest picture (decisions 058, 062)", () => {
  let ctx: TestContext;
  let root: string;
  const page = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  /** The JSON the shell inlines, or undefined. */
  const inlined = (html: string) => {
    const found = html.match(/<script type="application\/json" id="first-page">(.*?)<\/script>/s);
    return found ? JSON.parse(found[1]!) : undefined;
  };
  const api = async (url: string, body: object, options: { lang?: string; token?: string } = {}) =>
    (await post(ctx.app, url, body, options)).body.data;
  /** What `/api/index/index` answers in a language, without the home's sections: the shell's settings. */
  const settings = async (lang: string) => {
    const {
      daily_updates: _daily,
      recommended_products: _recommended,
      recommended_stores: _stores,
      monthly_sales: _monthly,
      hot_products: _hot,
      ...site
    } = await api('/api/index/index', {}, { lang });
    return site;
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'market-buyer-'));
    await writeFile(path.join(root, 'index.html'), SHELL);
    ctx = await buildTestApp({}, { webRoot: root, sellerRoot: null, adminRoot: null });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(root, { recursive: true, force: true });
  });

  it("inlines a product's detail in the request's language and preloads its first picture", async () => {
    const category = await buildCategory(ctx.database);
    const store = await buildStore(ctx.database);
    const product = await buildProduct(
      ctx.database,
      { storeId: store.id, categoryId: category.id },
      { titles: { ar: 'منتج </script><script>alert(1)</script>' } },
    );
    const response = await page(`/goods?id=${product.id}`, { 'accept-language': 'ar' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('accept-language');
    const arabic = await api('/api/index/pro_info', { id: product.id }, { lang: 'ar' });
    // the shell's settings come too, in the same language (decision 065): no /api/index/index first
    const site = await settings('ar');
    expect(site.web_name).toEqual(expect.any(String));
    expect(site.footer_news).toEqual(expect.any(Array));
    expect(inlined(response.body)).toEqual({
      page: 'product',
      id: product.id,
      lang: 'ar',
      data: arabic,
      site,
    });
    expect(arabic.title).toContain('</script>');
    // the title's `</script>` does not end the data early: one script element, then the page's end
    expect(response.body.split('</script>')).toHaveLength(2);
    const first = arabic.images[0];
    expect(response.body).toContain(
      `<link rel="preload" as="image" href="${first.url}" imagesrcset="${first.srcset}"`,
    );
    expect(response.body.indexOf('rel="preload"')).toBeLessThan(response.body.indexOf('</head>'));

    // a replacement pattern in a seller's text is text: `$\`` once inserted the shell before it
    const dollars = await buildProduct(
      ctx.database,
      { storeId: store.id, categoryId: category.id },
      { title: "Tote $` $& $' $$ at $5" },
    );
    const withDollars = await page(`/goods?id=${dollars.id}`);
    expect(inlined(withDollars.body).data.title).toBe("Tote $` $& $' $$ at $5");
    expect(withDollars.body.split('</script>')).toHaveLength(2);

    const english = inlined((await page(`/goods?id=${product.id}`, { 'accept-language': 'en' })).body);
    expect(english.lang).toBe('en');
    expect(english.data.title).toBe(product.title);
  });

  it('compresses the shell it writes for a browser that accepts brotli or gzip', async () => {
    const category = await buildCategory(ctx.database);
    const store = await buildStore(ctx.database);
    const product = await buildProduct(ctx.database, { storeId: store.id, categoryId: category.id });
    const plain = (await page(`/goods?id=${product.id}`)).body;
    expect(inlined(plain).id).toBe(product.id);
    const br = await page(`/goods?id=${product.id}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzipped = await page(`/goods?id=${product.id}`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain);
  });

  it("inlines what a visitor sees, not the signed-in caller's favourites and follows", async () => {
    const category = await buildCategory(ctx.database);
    const store = await buildStore(ctx.database);
    const product = await buildProduct(ctx.database, { storeId: store.id, categoryId: category.id });
    const buyer = await buildUser(ctx.database);
    await post(ctx.app, '/api/user/collect', { product_id: product.id }, { token: buyer.token });
    await post(ctx.app, '/api/user/followers', { shop_id: store.id }, { token: buyer.token });
    const own = await api('/api/index/pro_info', { id: product.id }, { token: buyer.token });
    expect(own.is_favorite).toBe(true);
    expect(own.is_followed).toBe(true);

    const headers = { token: buyer.token };
    const detail = inlined((await page(`/goods?id=${product.id}`, headers)).body);
    expect(detail.data.is_favorite).toBe(false);
    expect(detail.data.is_followed).toBe(false);
    const storePage = inlined((await page(`/store/${store.id}`, headers)).body);
    expect(storePage.data.is_followed).toBe(false);
  });

  it("inlines a store's first page and preloads its banner; no preload for a store without one", async () => {
    const category = await buildCategory(ctx.database);
    const withBanner = await buildStore(ctx.database, { banner: { hash: 'b'.repeat(64), width: 640 } });
    await buildProduct(ctx.database, { storeId: withBanner.id, categoryId: category.id });
    const answer = await api('/api/index/shop_info', { id: withBanner.id, page: 1, limit: 20 });
    const response = await page(`/store/${withBanner.id}`);
    expect(response.body).toContain(`href="${answer.shop.banner.url}"`);
    expect(inlined(response.body)).toEqual({
      page: 'store',
      id: withBanner.id,
      lang: 'en',
      data: answer,
      site: await settings('en'),
    });
    expect(answer.products.list).toHaveLength(1);

    const plain = await buildStore(ctx.database);
    const plainPage = await page(`/store/${plain.id}`);
    expect(plainPage.body).not.toContain('rel="preload"');
    expect(inlined(plainPage.body).data.shop.id).toBe(plain.id);
  });

  it("inlines the home's sections and the product list's first page, each with its first picture", async () => {
    const category = await buildCategory(ctx.database);
    const store = await buildStore(ctx.database);
    await buildProduct(ctx.database, { storeId: store.id, categoryId: category.id }, { isRecommended: true });
    ctx.app.catalogueCache.invalidate();
    const home = await page('/', { 'accept-language': 'de' });
    const sections = await api('/api/index/index', {}, { lang: 'de' });
    expect(inlined(home.body)).toEqual({ page: 'home', lang: 'de', data: sections });
    expect(home.body).toContain(`href="${sections.recommended_products[0].image}"`);

    const list = await page('/product?sort=sales');
    const sales = await api('/api/index/pro', { page: 1, limit: 20, sort: 'sales' });
    expect(inlined(list.body)).toEqual({
      page: 'products',
      sort: 'sales',
      lang: 'en',
      data: sales,
      site: await settings('en'),
    });
    expect(list.body).toContain(`href="${sales.list[0].image}"`);
  });

  it('sends the shell as built for other pages, filtered lists, unknown ids and ids that are not numbers', async () => {
    for (const url of [
      '/shop',
      '/product?category=1',
      '/product?sort=nonsense',
      '/goods?id=999999',
      '/goods?id=abc',
      '/goods?id=99999999999',
      '/goods',
      '/store/0',
      '/store/999999',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(SHELL);
    }
  });
});
