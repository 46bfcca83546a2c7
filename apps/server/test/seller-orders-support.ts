import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { buildUser, post, type TestUser } from './helper.ts';
import { buildBuyer, buildShop, FUND_PASSWORD, fund, payKey, rowsOf } from './order-support.ts';
import { buildMerchant } from './seller-support.ts';
import { useTestApp } from './use-test-app.ts';

export type Buyer = Awaited<ReturnType<typeof buildBuyer>>;
export type Shop = Awaited<ReturnType<typeof buildShop>>;

/**
 * The hooks of a seller order or settlement test file: the app, an admin, Gamma's shop (a merchant
 * with one SKU at 20, no freight or tax, 50 in stock), another merchant with a store of their own,
 * and the calls its tests make.
 */
export function useSellerOrderTests() {
  const ctx = useTestApp(async (ctx) => ({
    admin: await buildUser(ctx.database, { role: 'admin' }),
    shop: await buildShop(ctx, { name: 'Gamma Supplies', price: '20', stock: 50 }),
    stranger: await buildMerchant(ctx, 'Delta Parts'),
  }));
  const rows = <T>(query: SQL) => rowsOf<T>(ctx.database, query);

  /** A funded buyer with a fund password and an address; `nickname` is the name sellers see. */
  async function buyer(nickname = '') {
    const built = await buildBuyer(ctx);
    await fund(ctx, ctx.admin, built.user.id, '1000');
    if (nickname)
      await ctx.database.db.execute(sql`update users set nickname = ${nickname} where id = ${built.user.id}`);
    return built;
  }

  /** An order of `num` units of the shop's SKU, paid unless `paid` is false; answers its id. */
  async function order(from: Buyer, options: { num?: number; paid?: boolean; shop?: Shop } = {}) {
    const shop = options.shop ?? ctx.shop;
    const created = await post(
      ctx.app,
      '/api/order/create',
      {
        items: [{ product_id: shop.product.id, sku_id: shop.skuId, num: options.num ?? 1 }],
        address_id: from.addressId,
      },
      { token: from.token },
    );
    expect(created.body.code, created.body.msg).toBe(1);
    if (options.paid !== false) {
      const paid = await post(
        ctx.app,
        '/api/order/pay',
        { checkout_id: created.body.data.checkout_id, fund_password: FUND_PASSWORD },
        { token: from.token, headers: payKey() },
      );
      expect(paid.body.code, paid.body.msg).toBe(1);
    }
    return created.body.data.orders[0].id as number;
  }

  /** A seller call as Gamma's merchant (or `user`; null: a visitor). */
  const seller = (path: string, body: unknown = {}, user: TestUser | null = ctx.shop.merchant) =>
    post(ctx.app, `/api/seller/${path}`, body, user ? { token: user.token } : {});

  /** Ships the order as Gamma with DHL; fails the test when refused. */
  async function ship(id: number, trackingNo = 'JD014600003512345678') {
    const { body } = await seller('order/ship', { id, carrier: 'DHL', tracking_no: trackingNo });
    expect(body.code, body.msg).toBe(1);
    return body.data;
  }

  /** The buyer confirms receipt; fails the test when refused. */
  async function receive(from: Buyer, id: number) {
    const { body } = await post(ctx.app, '/api/order/receive', { id }, { token: from.token });
    expect(body.code, body.msg).toBe(1);
    return body.data;
  }

  /** A store's balance and a system account's balance as the database has them. */
  const storeBalance = async (storeId = ctx.shop.store.id) =>
    (await rows<{ balance: string }>(sql`select balance::text from stores where id = ${storeId}`))[0]!
      .balance;
  const systemBalance = async (code: string) =>
    (await rows<{ balance: string }>(sql`select balance::text from system_accounts where code = ${code}`))[0]
      ?.balance ?? '0';
  const userBalance = async (user: TestUser) =>
    (await post(ctx.app, '/api/user/index', {}, { token: user.token })).body.data.money as string;

  return { ctx, rows, buyer, order, seller, ship, receive, storeBalance, systemBalance, userBalance };
}
