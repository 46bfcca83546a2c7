import { adminArticle, adminArticleList } from '@market/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser, get, post } from './helper.ts';
import { rowsOf } from './order-support.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp(async ({ database }) => ({
  admin: await buildUser(database, { role: 'admin', adminRole: 'support' }),
}));
const call = (name: string, body: object = {}, token = ctx.admin.token) =>
  post(ctx.app, `/api/admin/article/${name}`, body, { token });
const audited = (subject: string) =>
  rowsOf<{ actor_id: number; action: string; before: string | null; after: string | null }>(
    ctx.database,
    sql`select actor_id::int as actor_id, action, before, after from audit_log where subject = ${subject} order by id`,
  );
const page = (titles: Record<string, string>, pid = 0, extra: object = {}) => ({
  pid,
  titles,
  contents: { en: `<p>${titles.en} text</p>` },
  ...extra,
});

describe('the back office’s articles', () => {
  it('creates a category and an article under it, contents sanitized, audited, shown to readers at once', async () => {
    const footer = async () =>
      JSON.stringify((await post(ctx.app, '/api/index/index', {})).body.data.footer_news);
    expect(await footer()).not.toContain('Shipping'); // the site is cached now
    const category = await call('save', page({ en: 'Help', de: 'Hilfe' }, 0, { sort: 5 }));
    expect(category.body).toMatchObject({ code: 1, msg: 'Saved' });
    const help = adminArticle.parse(category.body.data);
    expect(help).toMatchObject({ pid: 0, titles: { en: 'Help', de: 'Hilfe' }, is_in_footer: true, sort: 5 });

    const saved = await call('save', {
      pid: help.id,
      titles: { en: 'Shipping', ar: 'الشحن' },
      contents: {
        en: '<p onclick="x()">Fast <strong>and</strong> safe</p><script>steal()</script>',
        ar: '<p>سريع</p>',
      },
    });
    const shipping = adminArticle.parse(saved.body.data);
    expect(shipping.contents).toEqual({ en: '<p>Fast <strong>and</strong> safe</p>', ar: '<p>سريع</p>' });
    const stored = await rowsOf<{ contents: Record<string, string> }>(
      ctx.database,
      sql`select contents from articles where id = ${shipping.id}`,
    );
    expect(stored[0]!.contents.en).toBe('<p>Fast <strong>and</strong> safe</p>');

    const [row] = await audited(`article:${shipping.id}`);
    expect(row).toMatchObject({ actor_id: ctx.admin.user.id, action: 'article.create', before: 'null' });
    expect(JSON.parse(row!.after!)).toMatchObject({ pid: help.id, titles: { en: 'Shipping', ar: 'الشحن' } });

    // the buyer app reads it, and the footer has it (the site cache was dropped)
    const detail = await get(ctx.app, `/api/Article/detail?article_id=${shipping.id}`, { lang: 'ar' });
    expect(detail.body.data).toMatchObject({ title: 'الشحن', category: { id: help.id } });
    expect(await footer()).toContain('Shipping');

    const list = adminArticleList.parse((await call('list')).body.data);
    // in footer order (sort, then id): the article (sort 0) before its category (sort 5)
    expect(list.list.filter((one) => [help.id, shipping.id].includes(one.id))).toEqual([
      expect.objectContaining({ id: shipping.id, pid: help.id, sort: 0 }),
      expect.objectContaining({ id: help.id, pid: 0, sort: 5 }),
    ]);
    expect((await call('detail', { id: shipping.id })).body.data).toEqual(shipping);
  });

  it('edits an article with the state before and after in the audit log', async () => {
    const { id } = (await call('save', page({ en: 'Draft' }))).body.data;
    const edited = await call('save', {
      id,
      ...page({ en: 'Final', fr: 'Finale' }),
      is_in_footer: false,
      sort: 3,
    });
    expect(edited.body.data).toMatchObject({
      id,
      titles: { en: 'Final', fr: 'Finale' },
      is_in_footer: false,
      sort: 3,
    });
    const rows = await audited(`article:${id}`);
    expect(rows.map((one) => one.action)).toEqual(['article.create', 'article.update']);
    expect(JSON.parse(rows[1]!.before!)).toMatchObject({ titles: { en: 'Draft' }, is_in_footer: true });
    expect(JSON.parse(rows[1]!.after!)).toMatchObject({ titles: { en: 'Final', fr: 'Finale' }, sort: 3 });
  });

  it('deletes an article, and a category only once it is empty', async () => {
    const category = (await call('save', page({ en: 'Legal' }))).body.data;
    const child = (await call('save', page({ en: 'Terms' }, category.id))).body.data;
    const refused = await call('delete', { id: category.id });
    expect(refused.body).toMatchObject({
      code: 0,
      msg: 'Move or delete the articles of this category first',
      data: { field: 'id' },
    });
    const deleted = await call('delete', { id: child.id });
    expect(deleted.body).toMatchObject({ code: 1, msg: 'Deleted' });
    expect(deleted.body.data.list.some((one: { id: number }) => one.id === child.id)).toBe(false);
    expect((await call('delete', { id: category.id })).body.code).toBe(1);
    const rows = await audited(`article:${child.id}`);
    expect(rows.at(-1)).toMatchObject({ action: 'article.delete', after: 'null' });
    expect(JSON.parse(rows.at(-1)!.before!)).toMatchObject({ titles: { en: 'Terms' } });
  });

  it('keeps the tree two levels deep', async () => {
    const top = (await call('save', page({ en: 'Top' }))).body.data;
    const under = (await call('save', page({ en: 'Under' }, top.id))).body.data;
    const deeper = await call('save', page({ en: 'Deeper' }, under.id));
    expect(deeper.body).toMatchObject({ code: 0, data: { field: 'pid' } });
    // a category with articles cannot move under another
    const other = (await call('save', page({ en: 'Other' }))).body.data;
    const moved = await call('save', { id: top.id, ...page({ en: 'Top' }, other.id) });
    expect(moved.body).toMatchObject({ code: 0, data: { field: 'pid' } });
    const self = await call('save', { id: other.id, ...page({ en: 'Other' }, other.id) });
    expect(self.body).toMatchObject({ code: 0, data: { field: 'pid' } });
    const missing = await call('save', page({ en: 'Lost' }, 999_999));
    expect(missing.body).toMatchObject({ code: 0, data: { field: 'pid' } });
  });

  it('names the field of bad input and changes nothing', async () => {
    const before = await rowsOf<{ n: number }>(ctx.database, sql`select count(*)::int as n from articles`);
    const cases: [object, string][] = [
      [{ titles: { de: 'Nur Deutsch' }, contents: { en: '<p>x</p>' } }, 'titles'],
      [{ titles: { en: 'x'.repeat(121) }, contents: { en: '<p>x</p>' } }, 'titles'],
      [{ titles: { en: 'Title' }, contents: { fr: '<p>x</p>' } }, 'contents'],
      [{ titles: { en: 'Title' }, contents: { en: 'x'.repeat(50_001) } }, 'contents'],
      [{ ...page({ en: 'Title' }), pid: -1 }, 'pid'],
      [{ ...page({ en: 'Title' }), sort: 10_001 }, 'sort'],
      [{ ...page({ en: 'Title' }), is_in_footer: 'yes' }, 'is_in_footer'],
    ];
    for (const [body, field] of cases) {
      const answer = await call('save', body);
      expect(answer.body, field).toMatchObject({ code: 0, data: { field } });
    }
    expect((await call('save', page({ en: 'Title' }))).body.code).toBe(1);
    const after = await rowsOf<{ n: number }>(ctx.database, sql`select count(*)::int as n from articles`);
    expect(after[0]!.n).toBe(before[0]!.n + 1);
    expect((await call('detail', { id: 'abc' })).body).toMatchObject({ code: 0, data: { field: 'id' } });
  });

  it('answers 404 for an article that does not exist', async () => {
    for (const [name, body] of [
      ['detail', { id: 999_999 }],
      ['delete', { id: 999_999 }],
      ['save', { id: 999_999, ...page({ en: 'Ghost' }) }],
    ] as const) {
      const answer = await call(name, body);
      expect(answer.status, name).toBe(404);
      expect(answer.body).toEqual({ code: 404, msg: 'This article does not exist', data: null });
    }
  });

  it('is refused to a role without the content permission', async () => {
    const reviewer = await buildUser(ctx.database, { role: 'admin', adminRole: 'reviewer' });
    expect((await call('list', {}, reviewer.token)).status).toBe(403);
  });
});
