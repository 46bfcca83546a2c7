import { randomUUID } from 'node:crypto';
import type { Access } from '@market/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import type { Database } from '../src/db/client.ts';
import { startSession } from '../src/modules/session/index.ts';
import { buildProduct } from './catalogue-builders.ts';
import type { Hints } from './fuzz-arbitraries.ts';
import { buildUser, post, type TestContext, type TestUser } from './helper.ts';
import { buildBuyer, buildShop, FUND_PASSWORD, fund } from './order-support.ts';
import { ADDRESS, buildUpload, requestRecharge } from './wallet-support.ts';

/** What the fuzz test calls with: one account per role, and values that reach past validation. */
export interface World {
  accounts: Record<Exclude<Access, 'visitor'>, TestUser>;
  /** Hints for a call's properties, by its path. */
  hintsFor(path: string): Hints;
  /** Whole valid bodies of calls whose rules tie fields together (currency and network, …). */
  examplesFor(path: string): fc.Arbitrary<unknown> | undefined;
  png: Buffer;
}

const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** A text per language as an admin enters it: English, and sometimes another language. */
const localized = (max: number) =>
  fc.record(
    { en: fc.string({ minLength: 1, maxLength: max }), fr: fc.string({ minLength: 1, maxLength: max }) },
    { requiredKeys: ['en'] },
  );

/** A small shop with orders and wallet records in every state the calls look for. */
export async function buildWorld(ctx: TestContext): Promise<World> {
  const admin = await buildUser(ctx.database, { role: 'admin' });
  const shop = await buildShop(ctx, { price: '12.5', stock: 100_000 });
  for (let i = 0; i < 4; i += 1) {
    await buildProduct(
      ctx.database,
      { storeId: shop.store.id, categoryId: shop.product.categoryId },
      {
        skus: [
          { size: 'S', color: 'Red', price: '3.2', stock: 100_000 },
          { size: 'L', color: 'Blue', price: '0.99', stock: 5 },
        ],
      },
    );
  }
  const buyer = await buildBuyer(ctx);
  await fund(ctx, admin, buyer.user.id, '100000');
  const items = await rowsOf<{ product_id: number; sku_id: number }>(
    ctx.database,
    sql`select product_id::int as product_id, id::int as sku_id from product_skus order by id`,
  );
  // a paid order to ship, receive and review, and an unpaid checkout to pay or cancel
  for (let i = 0; i < 2; i += 1) {
    const { body } = await post(
      ctx.app,
      '/api/order/create',
      { items: [{ ...items[i]!, num: 2 }], address_id: buyer.addressId },
      { token: buyer.token },
    );
    if (body.code !== 1) throw new Error(`order failed: ${body.msg}`);
    if (i === 0) {
      const paid = await post(
        ctx.app,
        '/api/order/pay',
        { checkout_id: body.data.checkout_id, fund_password: FUND_PASSWORD },
        { token: buyer.token, headers: { 'idempotency-key': randomUUID() } },
      );
      if (paid.body.code !== 1) throw new Error(`payment failed: ${paid.body.msg}`);
    }
  }
  await requestRecharge(ctx, buyer);
  const image = await buildUpload(ctx.database, buyer.user.id);
  const settings = (await post(ctx.app, '/api/admin/wallet/settings', {}, { token: admin.token })).body.data;
  const siteSettings = (await post(ctx.app, '/api/admin/site/settings', {}, { token: admin.token })).body
    .data;
  const accounts = { user: buyer, merchant: shop.merchant, admin };
  const people = Object.values(accounts).map(({ user }) => user);
  const base: Hints = {
    account: fc.constantFrom(...people.flatMap((user) => [user.username, user.email])),
    email: fc.constantFrom(...people.map((user) => user.email)),
    password: fc.constant('correct-horse-1'),
    fund_password: fc.constant(FUND_PASSWORD),
    address: fc.constantFrom(...Object.values(ADDRESS)),
    tx_hash: fc.stringMatching(/^[0-9a-f]{64}$/),
    user_id: fc.constantFrom(...people.map((user) => user.id)),
    address_id: fc.constant(buyer.addressId),
    country: fc.constantFrom('DE', 'US', 'CN', 'BR'),
  };
  const orderItems: Hints = {
    items: fc.array(
      fc
        .tuple(fc.constantFrom(...items), fc.integer({ min: 1, max: 3 }))
        .map(([row, num]) => ({ ...row, num })),
      { minLength: 1, maxLength: 3 },
    ),
  };
  const channel = fc.constantFrom(
    { currency: 'USDT', network: 'TRC20' } as const,
    { currency: 'USDT', network: 'ERC20' } as const,
    { currency: 'ETH', network: 'ERC20' } as const,
  );
  const examples: Record<string, fc.Arbitrary<unknown>> = {
    '/api/wallet/recharge': fc
      .tuple(channel, fc.integer({ min: 1, max: 500 }), fc.stringMatching(/^[0-9a-f]{64}$/))
      .map(([pair, amount, hash]) => ({
        ...pair,
        amount: String(amount),
        image,
        tx_hash: pair.network === 'ERC20' ? `0x${hash}` : hash,
      })),
    '/api/wallet/withdraw': fc
      .tuple(channel, fc.integer({ min: 1, max: 500 }), fc.constantFrom(FUND_PASSWORD, 'wrong-pass'))
      .map(([pair, amount, password]) => ({
        ...pair,
        address: ADDRESS[pair.network],
        amount: String(amount),
        fund_password: password,
      })),
    '/api/admin/wallet/settings/save': fc.constant(settings),
    // a text per language needs its English: generated objects of optional languages rarely have it
    '/api/admin/message/send': fc.record(
      {
        user_id: fc.constantFrom(...people.map((user) => user.id)),
        title: localized(60),
        body: localized(400),
      },
      { requiredKeys: ['title', 'body'] },
    ),
    '/api/admin/faq/category/save': fc.record({ names: localized(60), sort: fc.nat(100) }),
    // a product needs a title, a category, a picture and a SKU at once: generated objects rarely have all
    '/api/seller/product/save': fc.record(
      {
        title: fc.string({ minLength: 1, maxLength: 60 }).map((title) => `Product ${title}`),
        category_id: fc.constant(shop.product.categoryId),
        images: fc.array(fc.stringMatching(/^[a-f0-9]{64}$/), { minLength: 1, maxLength: 2 }),
        skus: fc.array(
          fc.record({
            size: fc.constantFrom('S', 'M', 'XL'),
            color: fc.constantFrom('Red', 'Navy', 'Sunset'),
            price: fc.integer({ min: 1, max: 99_999 }).map((cents) => (cents / 100).toFixed(2)),
            stock: fc.nat(1000),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        titles: fc.record({ de: fc.string({ maxLength: 60 }), ja: fc.string({ maxLength: 60 }) }),
      },
      { requiredKeys: ['title', 'category_id', 'images', 'skus'] },
    ),
    '/api/admin/category/save': fc.record(
      { pid: fc.constantFrom(0, shop.product.categoryId), names: localized(60), icon: fc.constant('') },
      { requiredKeys: ['names'] },
    ),
    '/api/admin/article/save': fc.record(
      { pid: fc.constant(0), titles: localized(80), contents: localized(400), is_in_footer: fc.boolean() },
      { requiredKeys: ['titles', 'contents'] },
    ),
    '/api/admin/store/commission': fc.record({
      store_id: fc.constant(shop.store.id),
      commission_rate: fc.oneof(
        fc.constant(null),
        fc.integer({ min: 0, max: 10_000 }).map((n) => String(n / 10_000)),
      ),
    }),
    '/api/admin/site/settings/save': fc.oneof(
      fc.constant(siteSettings),
      fc
        .string({ minLength: 1, maxLength: 60 })
        .map((name) => ({ ...siteSettings, web_name: `Shop ${name}` })),
    ),
  };
  // a seller withdraws the store's balance with the buyer's withdrawal body
  examples['/api/seller/settlement/withdraw'] = examples['/api/wallet/withdraw']!;
  return {
    accounts,
    examplesFor: (path) => examples[path],
    hintsFor: (path) => (/^\/api\/order\/(confirm|create)$/.test(path) ? { ...base, ...orderItems } : base),
    png: await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c33' } })
      .png()
      .toBuffer(),
  };
}

/** A new session for an account whose token a call ended (logout, a password change). */
export async function renewToken(database: Database, account: TestUser): Promise<void> {
  account.token = (
    await startSession(database.db, account.user.id, { ip: '127.0.0.1', userAgent: 'fuzz' })
  ).token;
}
