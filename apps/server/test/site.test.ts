import { homeResponse, websiteSchema } from '@market/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { articles, siteSettings } from '../src/db/schema.ts';
import { buildTestApp, post, type TestContext } from './helper.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('POST /api/index/index', () => {
  it('answers the site settings with defaults, to visitors too', async () => {
    const { body, response } = await post(ctx.app, '/api/index/index');
    expect(body.code).toBe(1);
    const website = websiteSchema.parse(body.data);
    // sent as bytes encoded once per language, so check the whole contract here
    expect(homeResponse.strict().safeParse(body.data).success).toBe(true);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(website).toMatchObject({ web_name: 'Wholesale Marketplace', currency: 'USDT', footer_news: [] });
    expect(website.exchange_rate.USDT).toBe('1');
  });

  it('answers stored settings over the defaults', async () => {
    await ctx.database.db.insert(siteSettings).values([
      { key: 'web_name', value: 'Bulk Bazaar' },
      { key: 'service_url', value: 'https://support.example.com/chat' },
    ]);
    ctx.app.catalogueCache.invalidateSite();
    const { body } = await post(ctx.app, '/api/index/index');
    expect(body.data).toMatchObject({
      web_name: 'Bulk Bazaar',
      service_url: 'https://support.example.com/chat',
    });
  });

  it('keeps the settings and footer in memory until they are invalidated', async () => {
    await post(ctx.app, '/api/index/index');
    await ctx.database.db
      .update(siteSettings)
      .set({ value: 'Bulk Bazaar Two' })
      .where(eq(siteSettings.key, 'web_name'));
    await ctx.database.db
      .insert(articles)
      .values({ titles: { en: 'About us', de: 'Über uns' }, contents: { en: '' }, isInFooter: true });
    const cached = await post(ctx.app, '/api/index/index');
    expect(cached.body.data).toMatchObject({ web_name: 'Bulk Bazaar', footer_news: [] });

    ctx.app.catalogueCache.invalidateSite();
    const fresh = await post(ctx.app, '/api/index/index', {}, { lang: 'de' });
    expect(fresh.body.data).toMatchObject({
      web_name: 'Bulk Bazaar Two',
      footer_news: [{ title: 'Über uns', pid: 0 }],
    });
    // one snapshot serves every language
    const english = await post(ctx.app, '/api/index/index');
    expect(english.body.data.footer_news).toMatchObject([{ title: 'About us' }]);
  });

  it('refuses an unknown field by name', async () => {
    const { body } = await post(ctx.app, '/api/index/index', { admin: 1 });
    expect(body).toEqual({ code: 0, msg: 'Unknown field: admin', data: { field: 'admin' } });
  });
});
