import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { buildCategory, buildProduct, buildStore } from './catalogue-builders.ts';
import { buildUser, post, type TestContext, type TestUser } from './helper.ts';
import { buildBuyer, buildShop, FUND_PASSWORD, fund, payKey, rowsOf } from './order-support.ts';
import { useTestApp } from './use-test-app.ts';

export const isoTime = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);

export type Buyer = Awaited<ReturnType<typeof buildBuyer>>;

/** A day `days` from today (UTC) as `YYYY-MM-DD`, the way the seller app sends `valid_until`. */
export const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A store that sells by the carton: one product, 10 at least in steps of 5, at 12.5 with freight 3
 * and 10% tax, in two SKUs (M and L, 50 of each); its owner is a merchant.
 */
async function buildCartonShop(ctx: TestContext) {
  const merchant = await buildUser(ctx.database, { role: 'merchant' });
  const category = await buildCategory(ctx.database);
  const store = await buildStore(ctx.database, { ownerId: merchant.user.id, name: 'Quote Supply' });
  const product = await buildProduct(
    ctx.database,
    { storeId: store.id, categoryId: category.id },
    {
      title: 'Canvas tote',
      freight: '3',
      taxRate: '0.1',
      minOrderQty: 10,
      orderMultiple: 5,
      skus: [
        { size: 'M', color: 'Black', price: '12.5', stock: 50 },
        { size: 'L', color: 'Black', price: '12.5', stock: 50 },
      ],
    },
  );
  const skus = await rowsOf<{ id: number }>(
    ctx.database,
    sql`select id::int as id from product_skus where product_id = ${product.id} order by id`,
  );
  return { merchant, store, product, skuM: skus[0]!.id, skuL: skus[1]!.id };
}

/** The hooks of a quotation test file and the calls its tests make. */
export function useRfqTests() {
  const ctx = useTestApp(async (ctx) => ({
    admin: await buildUser(ctx.database, { role: 'admin' }),
    shop: await buildCartonShop(ctx),
    other: await buildShop(ctx, { name: 'Other Store', price: '3' }),
  }));
  const as = (user: { token: string }, lang?: string) => ({ token: user.token, ...(lang && { lang }) });

  const calls = {
    ctx,
    rows: <T>(query: SQL) => rowsOf<T>(ctx.database, query),
    /** A buyer with 500 on the balance: a checkout the balance cannot pay is refused (decision 053). */
    async newBuyer() {
      const buyer = await buildBuyer(ctx);
      await fund(ctx, ctx.admin as TestUser, buyer.user.id, '500');
      return buyer;
    },
    /** 4 of M (target 9) and 6 of L: below the product's minimum and not cartons, as a quote may be. */
    askLines: () => [
      { sku_id: ctx.shop.skuM, num: 4, target_price: '9' },
      { sku_id: ctx.shop.skuL, num: 6 },
    ],
    create: (user: { token: string }, body: object, lang?: string) =>
      post(ctx.app, '/api/rfq/create', body, as(user, lang)),
    list: (user: { token: string }, body: object = {}) => post(ctx.app, '/api/rfq/index', body, as(user)),
    detail: (user: { token: string }, id: unknown, lang?: string) =>
      post(ctx.app, '/api/rfq/detail', { id }, as(user, lang)),
    cancel: (user: { token: string }, id: unknown) => post(ctx.app, '/api/rfq/cancel', { id }, as(user)),
    accept: (buyer: Buyer, id: unknown, addressId = buyer.addressId) =>
      post(ctx.app, '/api/rfq/accept', { id, address_id: addressId }, as(buyer)),
    sellerList: (user: { token: string } = ctx.shop.merchant, body: object = {}) =>
      post(ctx.app, '/api/seller/rfq/index', body, as(user)),
    sellerDetail: (id: unknown, user: { token: string } = ctx.shop.merchant) =>
      post(ctx.app, '/api/seller/rfq/detail', { id }, as(user)),
    answer: (body: object, user: { token: string } = ctx.shop.merchant) =>
      post(ctx.app, '/api/seller/rfq/answer', body, as(user)),
    decline: (body: object, user: { token: string } = ctx.shop.merchant) =>
      post(ctx.app, '/api/seller/rfq/decline', body, as(user)),

    /** A fresh buyer's request for the two lines; answers the buyer and the quote. */
    async requested(message = 'For our spring range') {
      const buyer = await calls.newBuyer();
      const { body } = await calls.create(buyer, { lines: calls.askLines(), message });
      if (body.code !== 1) throw new Error(`request failed: ${body.msg}`);
      return { buyer, quote: body.data as { id: number; lines: { id: number }[] } };
    },

    /** A request the seller priced at 9.5 (M) and 9 (L), valid for `days` days. */
    async quoted(days = 7) {
      const { buyer, quote } = await calls.requested();
      const prices = ['9.5', '9'];
      const { body } = await calls.answer({
        id: quote.id,
        lines: quote.lines.map((line, n) => ({ line_id: line.id, price: prices[n] })),
        valid_until: dayAhead(days),
        note: 'Carton price on the next order too',
      });
      if (body.code !== 1) throw new Error(`answer failed: ${body.msg}`);
      return { buyer, quote: body.data as { id: number } };
    },

    /** The newest site messages of a user, worded in `lang`. */
    messagesOf: async (token: string, lang = 'en') =>
      (await post(ctx.app, '/api/message/index', {}, { token, lang })).body.data.list as {
        kind: string;
        title: string;
        summary: string;
      }[],

    /** Pays the checkout from the buyer's balance with the fund password. */
    pay(buyer: Buyer, checkoutId: number) {
      return post(
        ctx.app,
        '/api/order/pay',
        { checkout_id: checkoutId, fund_password: FUND_PASSWORD },
        { token: buyer.token, headers: payKey() },
      );
    },
  };
  return calls;
}
