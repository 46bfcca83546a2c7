import { adminHomePicks, adminProductPage, adminProductRow } from '@market/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildProduct } from './catalogue-builders.ts';
import { buildUser, post } from './helper.ts';
import { useOrderTests } from './order-support.ts';

// Product moderation and the home's picks in the back office (decision 046).

const { ctx, rows } = useOrderTests();
const call = (url: string, body: object = {}, token = ctx.admin.token) => post(ctx.app, url, body, { token });
const auditOf = (action: string, subject: string) =>
  rows<{ actor_id: number; before: unknown; after: unknown }>(
    sql`select actor_id::int as actor_id, before::jsonb as before, after::jsonb as after from audit_log
        where action = ${action} and subject = ${subject} order by id`,
  );
const listed = async (body: object) =>
  adminProductPage.parse((await call('/api/admin/product/list', body)).body.data);

describe('the admin product list', () => {
  it('finds products by id, title words, store name and store, newest first, paged', async () => {
    const { product, store } = ctx.shopA;
    expect((await listed({ id: product.id })).list.map((row) => row.id)).toEqual([product.id]);
    const byStore = await listed({ keyword: 'alpha wholesale' });
    expect(byStore.list.every((row) => row.store_id === store.id)).toBe(true);
    expect(byStore.total).toBeGreaterThan(0);
    expect((await listed({ keyword: product.title })).list[0]).toMatchObject({
      id: product.id,
      store_name: 'Alpha Wholesale',
      status: 'on_sale',
      taken_down_reason: '',
    });
    const page = await listed({ limit: 1, page: 2 });
    expect(page).toMatchObject({ page: 2, limit: 1 });
    expect(page.list).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
  });

  it('refuses bad input naming the field', async () => {
    const cases: [object, string][] = [
      [{ keyword: 'x'.repeat(101) }, 'keyword'],
      [{ status: 'lost' }, 'status'],
      [{ id: -1 }, 'id'],
    ];
    for (const [input, field] of cases) {
      const { body } = await call('/api/admin/product/list', input);
      expect(body.code, JSON.stringify(input)).toBe(0);
      expect(body.data).toEqual({ field });
    }
  });
});

describe('taking a product down', () => {
  it('hides it from the buyer, tells the seller, refuses their shelf switch, and restores it', async () => {
    const refs = { storeId: ctx.shopB.store.id, categoryId: ctx.shopB.product.categoryId };
    const product = await buildProduct(ctx.database, refs, { title: 'Counterfeit Watch Deluxe' });
    const reviewer = await buildUser(ctx.database, { role: 'admin', adminRole: 'reviewer' });
    const seller = ctx.shopB.merchant;
    const search = async () =>
      (await post(ctx.app, '/api/index/search_pro', { keyword: 'Counterfeit Watch' })).body.data.list.map(
        (row: { id: number }) => row.id,
      );
    expect(await search()).toEqual([product.id]);

    const empty = await call(
      '/api/admin/product/take_down',
      { id: product.id, reason: '  ' },
      reviewer.token,
    );
    expect(empty.body).toEqual({ code: 0, msg: 'Please enter a reason', data: { field: 'reason' } });
    const done = await call(
      '/api/admin/product/take_down',
      { id: product.id, reason: 'Fake brand' },
      reviewer.token,
    );
    expect(done.body.msg).toBe('The product has been taken down and its seller told');
    expect(adminProductRow.parse(done.body.data)).toMatchObject({
      status: 'taken_down',
      taken_down_reason: 'Fake brand',
    });
    expect(await search()).toEqual([]);
    expect((await post(ctx.app, '/api/index/pro_info', { id: product.id })).body.code).toBe(404);
    expect((await listed({ status: 'taken_down' })).list.map((row) => row.id)).toContain(product.id);
    expect(await auditOf('product.take_down', `product:${product.id}`)).toEqual([
      {
        actor_id: reviewer.user.id,
        before: { status: 'on_sale', reason: '' },
        after: { status: 'taken_down', reason: 'Fake brand' },
      },
    ]);
    const again = await call('/api/admin/product/take_down', { id: product.id, reason: 'Twice' });
    expect(again.body).toEqual({ code: 0, msg: 'This product is already taken down', data: { field: 'id' } });

    const messages = (await post(ctx.app, '/api/message/index', {}, { token: seller.token, lang: 'de' })).body
      .data.list;
    expect(messages[0]).toMatchObject({ kind: 'product_taken_down', title: 'Produkt gesperrt' });
    expect(messages[0].summary).toContain('Fake brand');
    const shelf = await post(
      ctx.app,
      '/api/seller/product/shelf',
      { ids: [product.id], on_shelf: true },
      { token: seller.token },
    );
    expect(shelf.body).toMatchObject({ code: 0, data: { field: 'ids' } });
    expect(shelf.body.msg).toContain('Fake brand');
    const sellerRow = async () =>
      (await post(ctx.app, '/api/seller/product/index', {}, { token: seller.token })).body.data.list.find(
        (row: { id: number }) => row.id === product.id,
      );
    expect(await sellerRow()).toMatchObject({
      on_shelf: true,
      is_on_sale: false,
      taken_down_reason: 'Fake brand',
    });

    const restored = await call('/api/admin/product/restore', { id: product.id }, reviewer.token);
    expect(restored.body).toMatchObject({
      code: 1,
      msg: 'The product has been restored',
      data: { status: 'on_sale' },
    });
    expect(await search()).toEqual([product.id]);
    expect(await sellerRow()).toMatchObject({ is_on_sale: true, taken_down_reason: '' });
    expect(await auditOf('product.restore', `product:${product.id}`)).toHaveLength(1);
    const twice = await call('/api/admin/product/restore', { id: product.id });
    expect(twice.body).toEqual({ code: 0, msg: 'This product is not taken down', data: { field: 'id' } });
  });

  it('answers 404 for an unknown product and 403 to finance', async () => {
    expect((await call('/api/admin/product/take_down', { id: 999_999, reason: 'x' })).body.code).toBe(404);
    expect((await call('/api/admin/product/restore', { id: 999_999 })).body.code).toBe(404);
    const finance = await buildUser(ctx.database, { role: 'admin', adminRole: 'finance' });
    expect((await call('/api/admin/product/list', {}, finance.token)).body.code).toBe(403);
  });
});

describe('the home picks', () => {
  it('puts the picked products and stores on the home in their order, refusing what is not on sale', async () => {
    const refs = { storeId: ctx.shopA.store.id, categoryId: ctx.shopA.product.categoryId };
    const first = await buildProduct(ctx.database, refs, { title: 'Pick one' });
    const second = await buildProduct(ctx.database, refs, { title: 'Pick two' });
    const hidden = await buildProduct(ctx.database, refs, {
      title: 'Pick hidden',
      isOnSale: false,
      onShelf: false,
    });
    const refused: [object, string, string][] = [
      [
        { product_ids: [first.id, hidden.id], store_ids: [] },
        'product_ids.1',
        `Product ${hidden.id} does not exist or is not on sale`,
      ],
      [
        { product_ids: [first.id, first.id], store_ids: [] },
        'product_ids.1',
        `${first.id} is in the list twice`,
      ],
      [
        { product_ids: [], store_ids: [999_999] },
        'store_ids.0',
        'Store 999999 does not exist or is not open',
      ],
    ];
    for (const [input, field, msg] of refused) {
      const { body } = await call('/api/admin/home_picks/save', input);
      expect(body, JSON.stringify(input)).toEqual({ code: 0, msg, data: { field } });
    }
    const input = { product_ids: [second.id, first.id], store_ids: [ctx.shopB.store.id, ctx.shopA.store.id] };
    const saved = await call('/api/admin/home_picks/save', input);
    expect(saved.body.msg).toBe("The home page's picks have been saved");
    const picks = adminHomePicks.parse(saved.body.data);
    expect(picks.products.map((row) => [row.id, row.shown])).toEqual([
      [second.id, true],
      [first.id, true],
    ]);
    const home = (await post(ctx.app, '/api/index/index', {})).body.data;
    expect(home.recommended_products.map((row: { id: number }) => row.id)).toEqual([second.id, first.id]);
    expect(home.recommended_stores.map((row: { id: number }) => row.id)).toEqual(input.store_ids);
    expect(await auditOf('home_picks.save', 'home_picks')).toEqual([
      expect.objectContaining({ before: { product_ids: [], store_ids: [] }, after: input }),
    ]);
    expect(adminHomePicks.parse((await call('/api/admin/home_picks/list')).body.data)).toEqual(picks);
    const support = await buildUser(ctx.database, { role: 'admin', adminRole: 'support' });
    expect((await call('/api/admin/home_picks/list', {}, support.token)).body.code).toBe(403);
  });
});
