import { adminFaqResponse, faqResponse } from '@market/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedFaqs } from '../src/modules/site/index.ts';
import { FAQ_SEED } from '../src/modules/site/seed-faqs.ts';
import { buildUser, get, post } from './helper.ts';
import { rowsOf } from './order-support.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp(async ({ database }) => {
  await seedFaqs(database.db);
  return { admin: await buildUser(database, { role: 'admin' }) };
});
const faq = (query = '', lang = 'en') => get(ctx.app, `/api/faq/index${query}`, { lang });
const audited = (action: string) =>
  rowsOf<{ actor_id: number; before: string; after: string }>(
    ctx.database,
    sql`select actor_id::int as actor_id, before, after from audit_log where action = ${action} order by id`,
  );

describe('GET /api/faq/index', () => {
  it('answers every section in order in the reader’s language, answers sanitized', async () => {
    const { body } = await faq();
    expect(body.code).toBe(1);
    const { categories } = faqResponse.parse(body.data);
    expect(categories.map((c) => c.name)).toEqual(FAQ_SEED.map((s) => s.names.en));
    expect(categories[0]!.faqs[0]).toMatchObject({ question: 'How do I place an order?' });
    expect(categories[0]!.faqs[0]!.answer).toMatch(/^<p>Choose a product/);

    const arabic = faqResponse.parse((await faq('', 'ar')).body.data);
    expect(arabic.categories[0]!.name).toBe('الشراء والطلبات');
    const japanese = faqResponse.parse((await faq('', 'ja')).body.data);
    expect(japanese.categories[2]!.faqs[0]!.question).toBe('注文はいつ発送されますか？');
  });

  it('keeps only the questions matching a keyword in that language, and the sections holding them', async () => {
    const { categories } = faqResponse.parse((await faq('?keyword=fund%20password')).body.data);
    expect(categories.map((c) => c.name)).toEqual(['Buying and orders', 'Payments and wallet']);
    expect(categories[1]!.faqs.map((f) => f.question)).toEqual(['What is the fund password?']);
    const german = faqResponse.parse((await faq('?keyword=Versand', 'de')).body.data);
    expect(german.categories.flatMap((c) => c.faqs.map((f) => f.question))).toContain(
      'Wann wird meine Bestellung versandt?',
    );
    const none = faqResponse.parse((await faq('?keyword=100%25_off')).body.data);
    expect(none.categories).toEqual([]);
  });

  it('refuses a keyword past 100 characters naming the field', async () => {
    const { body } = await faq(`?keyword=${'a'.repeat(101)}`);
    expect(body).toEqual({
      code: 0,
      msg: 'The keyword is at most 100 characters',
      data: { field: 'keyword' },
    });
  });
});

describe('the admin FAQ calls', () => {
  it('creates a section and a question, sanitizing the answer, edits and deletes them, each audited', async () => {
    const token = ctx.admin.token;
    const created = await post(
      ctx.app,
      '/api/admin/faq/category/save',
      { names: { en: 'Sellers', fr: 'Vendeurs' }, sort: 9 },
      { token },
    );
    expect(created.body).toMatchObject({ code: 1, msg: 'Saved' });
    const section = adminFaqResponse
      .parse(created.body.data)
      .categories.find((c) => c.names.en === 'Sellers')!;
    expect(section).toMatchObject({ names: { en: 'Sellers', fr: 'Vendeurs' }, sort: 9, faqs: [] });

    const saved = await post(
      ctx.app,
      '/api/admin/faq/save',
      {
        category_id: section.id,
        questions: { en: 'How do I open a store?' },
        answers: {
          en: '<p>Apply on <b>/merchant</b></p><script>alert(1)</script><img src=x onerror=alert(1)>',
        },
      },
      { token },
    );
    const question = adminFaqResponse.parse(saved.body.data).categories.find((c) => c.id === section.id)!
      .faqs[0]!;
    // the script and the event handler are gone; what is left is harmless
    const clean = '<p>Apply on <b>/merchant</b></p><img src="x" loading="lazy" />';
    expect(question.answers.en).toBe(clean);
    const french = faqResponse.parse((await faq('', 'fr')).body.data);
    expect(french.categories.find((c) => c.id === section.id)).toEqual({
      id: section.id,
      name: 'Vendeurs',
      faqs: [{ id: question.id, question: 'How do I open a store?', answer: clean }],
    });

    const notEmpty = await post(ctx.app, '/api/admin/faq/category/delete', { id: section.id }, { token });
    expect(notEmpty.body).toEqual({
      code: 0,
      msg: 'Move or delete the questions of this section first',
      data: { field: 'id' },
    });
    await post(
      ctx.app,
      '/api/admin/faq/save',
      {
        id: question.id,
        category_id: section.id,
        questions: { en: 'How do I sell?' },
        answers: { en: 'Apply.' },
      },
      { token },
    );
    expect((await audited('faq.update')).at(-1)).toMatchObject({ actor_id: ctx.admin.user.id });
    expect(JSON.parse((await audited('faq.update')).at(-1)!.after)).toMatchObject({
      questions: { en: 'How do I sell?' },
    });
    expect((await post(ctx.app, '/api/admin/faq/delete', { id: question.id }, { token })).body.code).toBe(1);
    expect(
      (await post(ctx.app, '/api/admin/faq/category/delete', { id: section.id }, { token })).body.code,
    ).toBe(1);
    expect(await audited('faq_category.create')).toHaveLength(1);
    expect(await audited('faq.create')).toHaveLength(1);
    expect(await audited('faq.delete')).toHaveLength(1);
    expect(await audited('faq_category.delete')).toHaveLength(1);
  });

  it('refuses bad input naming the field and changes nothing', async () => {
    const token = ctx.admin.token;
    const before = (await post(ctx.app, '/api/admin/faq/list', {}, { token })).body.data;
    const cases: [string, object, string, string][] = [
      [
        '/api/admin/faq/category/save',
        { names: { fr: 'Sans anglais' } },
        'names',
        'Please enter a name (at least in English)',
      ],
      [
        '/api/admin/faq/category/save',
        { names: { en: 'x'.repeat(61) } },
        'names',
        'The name is at most 60 characters',
      ],
      [
        '/api/admin/faq/save',
        { category_id: 1, questions: { en: '' }, answers: { en: 'a' } },
        'questions',
        'Please enter the question (at least in English)',
      ],
      [
        '/api/admin/faq/save',
        { category_id: 1, questions: { en: 'q' }, answers: {} },
        'answers',
        'Please enter the answer (at least in English)',
      ],
      [
        '/api/admin/faq/save',
        { category_id: 987654, questions: { en: 'q' }, answers: { en: 'a' } },
        'category_id',
        'This FAQ section does not exist',
      ],
      [
        '/api/admin/faq/save',
        { category_id: 1, questions: { en: 'q' }, answers: { en: 'a' }, sort: -1 },
        'sort',
        'The order is a whole number from 0 to 10000',
      ],
    ];
    for (const [path, input, field, msg] of cases) {
      const { body } = await post(ctx.app, path, input, { token });
      expect(body, JSON.stringify(input)).toEqual({ code: 0, msg, data: { field } });
    }
    expect((await post(ctx.app, '/api/admin/faq/delete', { id: 987654 }, { token })).status).toBe(404);
    expect((await post(ctx.app, '/api/admin/faq/list', {}, { token })).body.data).toEqual(before);
  });

  it('lets only admins in', async () => {
    const buyer = await buildUser(ctx.database);
    for (const path of [
      '/api/admin/faq/list',
      '/api/admin/faq/save',
      '/api/admin/faq/category/save',
      '/api/admin/faq/delete',
      '/api/admin/faq/category/delete',
    ]) {
      expect((await post(ctx.app, path, {}, { token: buyer.token })).status).toBe(403);
      expect((await post(ctx.app, path, {})).status).toBe(401);
    }
  });
});
