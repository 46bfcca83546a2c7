import { adminStoreStatusResponse } from '@market/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildProduct } from './catalogue-builders.ts';
import { buildUser, get, post } from './helper.ts';
import { buildBuyer, useOrderTests } from './order-support.ts';

const { ctx, rows } = useOrderTests();
const admin = (url: string, body: object, token = ctx.admin.token) => post(ctx.app, url, body, { token });
const ids = (body: { data: { list: { id: number }[] } }) => body.data.list.map((item) => item.id);
let offShelf = 0;
let deleted = 0;
let buyer: Awaited<ReturnType<typeof buildBuyer>>;

beforeAll(async () => {
  const refs = { storeId: ctx.shopA.store.id, categoryId: ctx.shopA.product.categoryId };
  offShelf = (
    await buildProduct(ctx.database, refs, { title: 'Alpha off shelf', onShelf: false, isOnSale: false })
  ).id;
  deleted = (
    await buildProduct(ctx.database, refs, { title: 'Alpha deleted', deletedAt: new Date(), isOnSale: false })
  ).id;
  buyer = await buildBuyer(ctx);
  await post(ctx.app, '/api/user/followers', { shop_id: ctx.shopA.store.id }, { token: buyer.token });
  await post(ctx.app, '/api/cart/add', { sku_id: ctx.shopA.skuId, num: 1 }, { token: buyer.token });
});

/** What a buyer sees of Alpha: its products in the list and search, its page, its place among stores. */
async function buyerView() {
  const product = ctx.shopA.product.id;
  const [list, search, detail, reviews, page, stores, storeSearch, home, followed] = await Promise.all([
    post(ctx.app, '/api/index/pro', { shop_id: ctx.shopA.store.id }),
    post(ctx.app, '/api/index/search_pro', { keyword: 'Product' }),
    post(ctx.app, '/api/index/pro_info', { id: product }),
    post(ctx.app, '/api/index/reviews', { product_id: product }),
    post(ctx.app, '/api/index/shop_info', { id: ctx.shopA.store.id }),
    post(ctx.app, '/api/index/shops', {}),
    post(ctx.app, '/api/index/search_shop', { keyword: 'Alpha' }),
    post(ctx.app, '/api/index/index', {}),
    post(ctx.app, '/api/user/followers_list', {}, { token: buyer.token }),
  ]);
  const alpha = ctx.shopA.store.id;
  return {
    listed: ids(list.body),
    found: ids(search.body).filter((id) => [product, offShelf, deleted].includes(id)),
    detail: detail.body.code,
    reviews: reviews.body.code,
    page: page.body.code,
    inStores: ids(stores.body).includes(alpha),
    inStoreSearch: ids(storeSearch.body).includes(alpha),
    onHome: home.body.data.recommended_stores.some((store: { id: number }) => store.id === alpha),
    followed: ids(followed.body).includes(alpha),
  };
}

const visible = {
  detail: 1,
  reviews: 1,
  page: 1,
  inStores: true,
  inStoreSearch: true,
  onHome: true,
  followed: true,
};

describe('suspending and reopening a store', () => {
  it('takes its products and the store out of the catalogue, and brings them back', async () => {
    const before = await buyerView();
    expect(before).toEqual({ ...visible, listed: [ctx.shopA.product.id], found: [ctx.shopA.product.id] });

    const suspended = await admin('/api/admin/store/suspend', {
      store_id: ctx.shopA.store.id,
      reason: ' Counterfeit goods ',
    });
    expect(suspended.body.code, suspended.body.msg).toBe(1);
    expect(suspended.body.msg).toBe('The store has been suspended and its products hidden');
    expect(adminStoreStatusResponse.parse(suspended.body.data)).toEqual({
      store_id: ctx.shopA.store.id,
      name: 'Alpha Wholesale',
      status: 'suspended',
      status_reason: 'Counterfeit goods',
      products_on_sale: 0,
    });
    expect(await buyerView()).toEqual({
      listed: [],
      found: [],
      detail: 404,
      reviews: 404,
      page: 404,
      inStores: false,
      inStoreSearch: false,
      onHome: false,
      followed: false,
    });
    const page = await post(ctx.app, '/api/index/shop_info', { id: ctx.shopA.store.id });
    expect([page.status, page.body]).toEqual([
      404,
      { code: 404, msg: 'This store does not exist', data: null },
    ]);
    const cart = await post(ctx.app, '/api/cart/index', {}, { token: buyer.token });
    expect(cart.body.data.list).toMatchObject([{ sku_id: ctx.shopA.skuId, is_available: false }]);
    const order = await post(
      ctx.app,
      '/api/order/create',
      {
        items: [{ product_id: ctx.shopA.product.id, sku_id: ctx.shopA.skuId, num: 1 }],
        address_id: buyer.addressId,
      },
      { token: buyer.token },
    );
    expect(order.body).toMatchObject({ code: 0, msg: `${ctx.shopA.product.title} is no longer on sale` });

    const reopened = await admin('/api/admin/store/reopen', { store_id: ctx.shopA.store.id });
    expect(reopened.body).toEqual({
      code: 1,
      msg: 'The store has been reopened and its products are on sale again',
      data: {
        store_id: ctx.shopA.store.id,
        name: 'Alpha Wholesale',
        status: 'open',
        status_reason: '',
        products_on_sale: 1,
      },
    });
    // the seller's own choices stand: the product off shelf and the deleted one stay hidden
    expect(await buyerView()).toEqual({
      ...visible,
      listed: [ctx.shopA.product.id],
      found: [ctx.shopA.product.id],
    });
    const onSale = await rows<{ id: number; is_on_sale: boolean }>(
      sql`select id::int as id, is_on_sale from products where store_id = ${ctx.shopA.store.id} order by id`,
    );
    expect(onSale).toEqual([
      { id: ctx.shopA.product.id, is_on_sale: true },
      { id: offShelf, is_on_sale: false },
      { id: deleted, is_on_sale: false },
    ]);
  });

  it('records both decisions in the audit log', async () => {
    const entries = await rows<{ actor_id: number; action: string; before: string; after: string }>(sql`
      select actor_id::int as actor_id, action, before, after from audit_log
      where subject = ${`store:${ctx.shopA.store.id}`} order by id`);
    expect(
      entries.map((entry) => ({
        ...entry,
        before: JSON.parse(entry.before),
        after: JSON.parse(entry.after),
      })),
    ).toEqual([
      {
        actor_id: ctx.admin.user.id,
        action: 'store.suspend',
        before: { status: 'open', reason: '' },
        after: { status: 'suspended', reason: 'Counterfeit goods', products_on_sale: 0 },
      },
      {
        actor_id: ctx.admin.user.id,
        action: 'store.reopen',
        before: { status: 'suspended', reason: 'Counterfeit goods' },
        after: { status: 'open', reason: '', products_on_sale: 1 },
      },
    ]);
  });
});

describe('the seller of a suspended store', () => {
  it('reads the store center, its reviews and sales, but publishes nothing', async () => {
    await admin('/api/admin/store/suspend', { store_id: ctx.shopB.store.id, reason: 'Unpaid fees' });
    const token = ctx.shopB.merchant.token;
    const header = await get(ctx.app, '/api/seller/store', { token });
    expect(header.body.data).toMatchObject({
      status: 'suspended',
      status_reason: 'Unpaid fees',
      product_count: 1,
    });
    expect((await post(ctx.app, '/api/seller/review/index', {}, { token })).body.code).toBe(1);
    expect((await post(ctx.app, '/api/seller/store/sales', {}, { token })).body.code).toBe(1);
    const refused = {
      code: 0,
      msg: 'This store is suspended: it cannot publish until the platform reopens it',
      data: null,
    };
    for (const [url, body] of [
      ['/api/seller/store/update', { name: 'Beta Reborn' }],
      ['/api/seller/store/holiday', { is_holiday: true }],
      ['/api/seller/review/reply', { id: 1, reply: 'Hello' }],
    ] as const) {
      expect((await post(ctx.app, url, body, { token })).body).toEqual(refused);
    }
    await admin('/api/admin/store/reopen', { store_id: ctx.shopB.store.id });
  });
});

describe('POST /api/admin/store/suspend and /reopen', () => {
  it.each([
    ['/api/admin/store/suspend', { store_id: 1, reason: 'x' }],
    ['/api/admin/store/reopen', { store_id: 1 }],
  ])('%s: 401 for a visitor, 403 for a buyer and a merchant', async (url, body) => {
    const visitor = await post(ctx.app, url, body);
    expect([visitor.status, visitor.body.code]).toEqual([401, 401]);
    const buyerUser = await buildUser(ctx.database);
    for (const token of [buyerUser.token, ctx.shopA.merchant.token]) {
      const refused = await admin(url, body, token);
      expect([refused.status, refused.body]).toEqual([
        403,
        { code: 403, msg: 'You do not have permission to do this', data: null },
      ]);
    }
  });

  it.each([
    ['/api/admin/store/suspend', { store_id: 1 }, 'reason', 'Please enter a reason'],
    ['/api/admin/store/suspend', { store_id: 1, reason: '  ' }, 'reason', 'Please enter a reason'],
    [
      '/api/admin/store/suspend',
      { store_id: 1, reason: 'x'.repeat(501) },
      'reason',
      'Reason must be at most 500 characters',
    ],
    ['/api/admin/store/suspend', { reason: 'Fraud' }, 'store_id', 'Invalid id'],
    ['/api/admin/store/reopen', { store_id: -3 }, 'store_id', 'Invalid id'],
  ])('%s: bad body %# is refused naming the field', async (url, body, field, msg) => {
    expect((await admin(url, body)).body).toEqual({ code: 0, msg, data: { field } });
  });

  it('does not find a store that does not exist', async () => {
    for (const [url, input] of [
      ['/api/admin/store/suspend', { store_id: 999_999, reason: 'Fraud' }],
      ['/api/admin/store/reopen', { store_id: 999_999 }],
    ] as const) {
      const { status, body } = await admin(url, input);
      expect([status, body]).toEqual([404, { code: 404, msg: 'This store does not exist', data: null }]);
    }
  });
});
