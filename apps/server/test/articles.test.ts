import { articleCategoryResponse, articleDetail } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { articles } from '../src/db/schema.ts';
import { get } from './helper.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp(async ({ database }) => {
  const [policies] = await database.db
    .insert(articles)
    .values({
      titles: { en: 'Policies', ar: 'السياسات', de: 'Richtlinien' },
      contents: { en: '<p>Our rules.</p>', ar: '<p>قواعدنا.</p>' },
    })
    .returning();
  const [returns, privacy] = await database.db
    .insert(articles)
    .values([
      {
        pid: policies!.id,
        sort: 1,
        titles: { en: 'Returns', ar: 'الإرجاع' },
        // written straight into the table: the answer is sanitized all the same
        contents: { en: '<p onclick="steal()">30 days.</p><script>steal()</script>', ar: '<p>30 يومًا.</p>' },
      },
      { pid: policies!.id, sort: 0, titles: { en: 'Privacy' }, contents: { en: '<p>We keep little.</p>' } },
    ])
    .returning();
  return { policies: policies!, returns: returns!, privacy: privacy! };
});

describe('GET /api/Article/category', () => {
  it('answers each page of ?ids= with the articles under it, to visitors, in the reader’s language', async () => {
    const { body } = await get(ctx.app, `/api/Article/category?ids=${ctx.policies.id}`, { lang: 'ar' });
    expect(body.code).toBe(1);
    expect(articleCategoryResponse.strict().parse(body.data)).toEqual({
      list: [
        {
          id: ctx.policies.id,
          pid: 0,
          title: 'السياسات',
          content: '<p>قواعدنا.</p>',
          // in footer order; Privacy has no Arabic title: English stands in
          articles: [
            { id: ctx.privacy.id, title: 'Privacy' },
            { id: ctx.returns.id, title: 'الإرجاع' },
          ],
        },
      ],
    });
  });

  it('keeps the order of a comma list and falls back to English', async () => {
    const ids = `${ctx.returns.id},${ctx.policies.id}`;
    const { body } = await get(ctx.app, `/api/Article/category?ids=${ids}`, { lang: 'de' });
    expect(body.data.list.map((page: { title: string }) => page.title)).toEqual(['Returns', 'Richtlinien']);
    expect(body.data.list[0]).toMatchObject({ content: '<p>30 days.</p>', articles: [] });
  });

  it.each(['', 'abc', '1,,2', '-1', '0', '1.5', Array.from({ length: 21 }, (_, i) => i + 1).join(',')])(
    'refuses ids=%j naming the field',
    async (ids) => {
      const { body } = await get(ctx.app, `/api/Article/category?ids=${ids}`, { lang: 'de' });
      expect(body).toEqual({ code: 0, msg: 'Ungültige ID', data: { field: 'ids' } });
    },
  );

  it('refuses a missing ids and answers 404 for an unknown id', async () => {
    const missing = await get(ctx.app, '/api/Article/category');
    expect(missing.body).toMatchObject({ code: 0, data: { field: 'ids' } });
    const unknown = await get(ctx.app, `/api/Article/category?ids=${ctx.policies.id},999999`);
    expect(unknown.body).toEqual({ code: 404, msg: 'This article does not exist', data: null });
  });
});

describe('GET /api/Article/detail', () => {
  it('answers one article, sanitized, with its category, in two languages', async () => {
    const url = `/api/Article/detail?article_id=${ctx.returns.id}`;
    const english = await get(ctx.app, url);
    expect(articleDetail.strict().parse(english.body.data)).toEqual({
      id: ctx.returns.id,
      pid: ctx.policies.id,
      title: 'Returns',
      content: '<p>30 days.</p>',
      category: { id: ctx.policies.id, title: 'Policies' },
    });
    const arabic = await get(ctx.app, url, { lang: 'ar' });
    expect(arabic.body.data).toMatchObject({
      title: 'الإرجاع',
      content: '<p>30 يومًا.</p>',
      category: { title: 'السياسات' },
    });
  });

  it('answers a top-level page without a category, in English where the language has none', async () => {
    const { body } = await get(ctx.app, `/api/Article/detail?article_id=${ctx.policies.id}`, { lang: 'ja' });
    expect(body.data).toMatchObject({ title: 'Policies', content: '<p>Our rules.</p>', category: null });
  });

  it('refuses a bad article_id and answers 404 for an unknown one', async () => {
    const bad = await get(ctx.app, '/api/Article/detail?article_id=x1', { lang: 'ar' });
    expect(bad.body).toEqual({ code: 0, msg: 'المعرّف غير صالح', data: { field: 'article_id' } });
    const unknown = await get(ctx.app, '/api/Article/detail?article_id=999999', { lang: 'fr' });
    expect(unknown.body).toEqual({ code: 404, msg: "Cet article n'existe pas", data: null });
  });
});
