import { adminCategoryTree } from '@market/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCategory } from './catalogue-builders.ts';
import { buildUser, post } from './helper.ts';
import { useOrderTests } from './order-support.ts';

// The back office's category tree (decision 046): create, edit the 13 names, reorder, delete an
// empty one; each change audited and seen by the buyer's category reads at once.

const { ctx, rows } = useOrderTests();
const admin = (url: string, body: object = {}) => post(ctx.app, url, body, { token: ctx.admin.token });
const tree = async () =>
  adminCategoryTree.parse((await admin('/api/admin/category/list')).body.data).categories;
const auditOf = (action: string, subject: string) =>
  rows<{ actor_id: number; before: unknown; after: unknown; ip: string | null }>(
    sql`select actor_id::int as actor_id, before::jsonb as before, after::jsonb as after, ip from audit_log
        where action = ${action} and subject = ${subject} order by id`,
  );
const buyerCategory = async (pid: number, lang: string) =>
  (await post(ctx.app, '/api/index/category', { pid }, { lang })).body;

describe('the admin category calls', () => {
  it('lists the tree with every language and the products filed under each', async () => {
    const list = await tree();
    const shopCategory = list.find((row) => row.id === ctx.shopA.product.categoryId);
    expect(shopCategory).toMatchObject({ pid: 0, product_count: 1, names: { en: expect.any(String) } });
  });

  it('creates a category last of its parent, edits its names, and the buyer reads them in German', async () => {
    const parent = await buildCategory(ctx.database, { en: 'Garden' });
    const created = await admin('/api/admin/category/save', {
      pid: parent.id,
      names: { en: 'Hoses', de: 'Schläuche', fr: '  ' },
    });
    expect(created.body.code, created.body.msg).toBe(1);
    expect(created.body.msg).toBe('The category has been saved');
    const hoses = adminCategoryTree
      .parse(created.body.data)
      .categories.find((row) => row.names.en === 'Hoses')!;
    expect(hoses).toMatchObject({
      pid: parent.id,
      sort: 0,
      names: { en: 'Hoses', de: 'Schläuche' },
      product_count: 0,
    });
    expect(hoses.names).not.toHaveProperty('fr');
    expect(await auditOf('category.create', `category:${hoses.id}`)).toEqual([
      expect.objectContaining({
        actor_id: ctx.admin.user.id,
        after: { pid: parent.id, names: hoses.names, icon: '' },
      }),
    ]);
    expect((await buyerCategory(parent.id, 'de')).data.children).toEqual([
      expect.objectContaining({ id: hoses.id, name: 'Schläuche' }),
    ]);

    const renamed = await admin('/api/admin/category/save', {
      id: hoses.id,
      pid: parent.id,
      names: { en: 'Garden hoses', de: 'Gartenschläuche' },
    });
    expect(renamed.body.code, renamed.body.msg).toBe(1);
    // the buyer's cached tree was invalidated: the new name shows at once, in German and in English
    expect((await buyerCategory(parent.id, 'de')).data.children[0].name).toBe('Gartenschläuche');
    expect((await buyerCategory(parent.id, 'ja')).data.children[0].name).toBe('Garden hoses');
    const [edit] = await auditOf('category.update', `category:${hoses.id}`);
    expect(edit).toMatchObject({
      before: { names: { en: 'Hoses', de: 'Schläuche' } },
      after: { names: { en: 'Garden hoses', de: 'Gartenschläuche' } },
    });
  });

  it('reorders the children of a parent, refusing a list that is not exactly them', async () => {
    const parent = await buildCategory(ctx.database, { en: 'Kitchen' });
    const [a, b, c] = [
      await buildCategory(ctx.database, { pid: parent.id, en: 'Pots' }),
      await buildCategory(ctx.database, { pid: parent.id, en: 'Pans' }),
      await buildCategory(ctx.database, { pid: parent.id, en: 'Knives' }),
    ];
    const wrong = await admin('/api/admin/category/reorder', { pid: parent.id, ids: [c!.id, a!.id] });
    expect(wrong.body).toEqual({
      code: 0,
      msg: 'The order must list every sub-category of this parent exactly once',
      data: { field: 'ids' },
    });
    const moved = await admin('/api/admin/category/reorder', { pid: parent.id, ids: [c!.id, a!.id, b!.id] });
    expect(moved.body.code, moved.body.msg).toBe(1);
    const children = adminCategoryTree
      .parse(moved.body.data)
      .categories.filter((row) => row.pid === parent.id)
      .map((row) => row.names.en);
    expect(children).toEqual(['Knives', 'Pots', 'Pans']);
    expect(
      (await buyerCategory(parent.id, 'en')).data.children.map((row: { name: string }) => row.name),
    ).toEqual(['Knives', 'Pots', 'Pans']);
    expect(await auditOf('category.reorder', `category:${parent.id}`)).toEqual([
      expect.objectContaining({
        before: { ids: [a!.id, b!.id, c!.id] },
        after: { ids: [c!.id, a!.id, b!.id] },
      }),
    ]);
  });

  it('deletes only an empty category, naming what it still holds', async () => {
    const withProduct = await admin('/api/admin/category/delete', { id: ctx.shopA.product.categoryId });
    expect(withProduct.body).toEqual({
      code: 0,
      msg: 'Only an empty category can be deleted: it still has 0 sub-categories and 1 products',
      data: { field: 'id' },
    });
    const parent = await buildCategory(ctx.database, { en: 'Toys' });
    await buildCategory(ctx.database, { pid: parent.id, en: 'Dolls' });
    const withChild = await admin('/api/admin/category/delete', { id: parent.id });
    expect(withChild.body.data).toEqual({ field: 'id' });
    const empty = await buildCategory(ctx.database, { en: 'Empty' });
    const deleted = await admin('/api/admin/category/delete', { id: empty.id });
    expect(deleted.body).toMatchObject({ code: 1, msg: 'The category has been deleted' });
    expect((await tree()).some((row) => row.id === empty.id)).toBe(false);
    expect((await buyerCategory(empty.id, 'en')).code).toBe(404);
    expect(await auditOf('category.delete', `category:${empty.id}`)).toEqual([
      expect.objectContaining({ before: expect.objectContaining({ names: { en: 'Empty' } }), after: null }),
    ]);
  });

  it('refuses bad input naming the field and changes nothing; an unknown id is a 404', async () => {
    const before = await tree();
    const parent = before.find((row) => row.pid === 0)!;
    const child = await buildCategory(ctx.database, { pid: parent.id, en: 'Child' });
    const cases: [object, string, string][] = [
      [{ names: { de: 'Ohne Englisch' } }, 'names', 'Please enter a name (at least in English)'],
      [{ names: { en: 'x'.repeat(61) } }, 'names', 'The name is at most 60 characters'],
      [
        { names: { en: 'Icon' }, icon: 'x'.repeat(501) },
        'icon',
        'The icon address is at most 500 characters',
      ],
      [{ names: { en: 'Orphan' }, pid: 999_999 }, 'pid', 'This category does not exist'],
      [
        { id: parent.id, pid: child.id, names: { en: 'Loop' } },
        'pid',
        'A category cannot be placed under itself or one of its sub-categories',
      ],
    ];
    for (const [input, field, msg] of cases) {
      const { body } = await admin('/api/admin/category/save', input);
      expect(body, JSON.stringify(input)).toEqual({ code: 0, msg, data: { field } });
    }
    const unknown = await admin('/api/admin/category/save', { id: 999_999, names: { en: 'Ghost' } });
    expect(unknown.body.code).toBe(404);
    expect((await admin('/api/admin/category/delete', { id: 999_999 })).body.code).toBe(404);
    const after = (await tree()).filter((row) => row.id !== child.id);
    expect(after).toEqual(before);
  });

  it('is refused to support and finance, allowed to a reviewer', async () => {
    for (const adminRole of ['support', 'finance'] as const) {
      const other = await buildUser(ctx.database, { role: 'admin', adminRole });
      const { body } = await post(ctx.app, '/api/admin/category/list', {}, { token: other.token });
      expect(body.code).toBe(403);
    }
    const reviewer = await buildUser(ctx.database, { role: 'admin', adminRole: 'reviewer' });
    expect((await post(ctx.app, '/api/admin/category/list', {}, { token: reviewer.token })).body.code).toBe(
      1,
    );
  });
});
