import { randomUUID } from 'node:crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { users } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { buildCategory, buildProduct, buildStore } from './catalogue-builders.ts';
import { buildUser, post, type TestContext, type TestUser } from './helper.ts';
import { useTestApp } from './use-test-app.ts';

export const FUND_PASSWORD = 'fund-pass-123';

/** Credits a user through the admin call, the way support (and every test) funds an account. */
export async function fund(ctx: TestContext, admin: TestUser, userId: number, amount: string) {
  const { body } = await post(
    ctx.app,
    '/api/admin/user/adjust_balance',
    { user_id: userId, amount, reason: 'test funding' },
    { token: admin.token, headers: { 'idempotency-key': randomUUID() } },
  );
  if (body.code !== 1) throw new Error(`funding failed: ${body.msg}`);
  if (body.data.status === 'pending') await approveFunding(ctx, body.data.adjustment_id);
  return body.data as { balance: string };
}

/** Funding above the two-person threshold (decision 042) is posted by a second admin's approval. */
async function approveFunding(ctx: TestContext, id: number) {
  const second = await buildUser(ctx.database, { role: 'admin' });
  const { body } = await post(ctx.app, '/api/admin/adjustment/approve', { id }, { token: second.token });
  if (body.code !== 1) throw new Error(`funding not approved: ${body.msg}`);
}

export async function setFundPassword(database: Database, userId: number, password = FUND_PASSWORD) {
  await database.db
    .update(users)
    .set({ fundPasswordHash: await hashPassword(password) })
    .where(eq(users.id, userId));
}

/** A buyer with a fund password and a default address. */
export async function buildBuyer(ctx: TestContext) {
  const buyer = await buildUser(ctx.database);
  await setFundPassword(ctx.database, buyer.user.id);
  const { body } = await post(
    ctx.app,
    '/api/aera/addEdit',
    {
      country: 'DE',
      city: 'Berlin',
      address: 'Alexanderplatz 1',
      zip: '10178',
      name: 'Ada',
      mobile: '+49 30 1234567',
    },
    { token: buyer.token },
  );
  if (body.code !== 1) throw new Error(`address failed: ${body.msg}`);
  return { ...buyer, addressId: body.data.id as number };
}

/** A store owned by a merchant, with one product of one SKU. */
export async function buildShop(
  ctx: TestContext,
  options: { price?: string; stock?: number; freight?: string; taxRate?: string; name?: string } = {},
) {
  const merchant = await buildUser(ctx.database, { role: 'merchant' });
  const category = await buildCategory(ctx.database);
  const store = await buildStore(ctx.database, { ownerId: merchant.user.id, name: options.name ?? 'Shop' });
  const product = await buildProduct(
    ctx.database,
    { storeId: store.id, categoryId: category.id },
    {
      freight: options.freight ?? '0',
      taxRate: options.taxRate ?? '0',
      skus: [{ size: 'M', color: 'Black', price: options.price ?? '10', stock: options.stock ?? 100 }],
    },
  );
  const [sku] = await rowsOf<{ id: number }>(
    ctx.database,
    sql`select id::int as id from product_skus where product_id = ${product.id}`,
  );
  return { merchant, store, product, skuId: sku!.id };
}

export const payKey = () => ({ 'idempotency-key': randomUUID() });

/** The rows a raw SQL query answers, typed by the caller. */
export const rowsOf = async <T>(database: Database, query: SQL) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** A SKU's stock as the database has it now. */
export async function stockOf(database: Database, skuId: number): Promise<number> {
  const [row] = await rowsOf<{ stock: number }>(
    database,
    sql`select stock from product_skus where id = ${skuId}`,
  );
  return Number(row!.stock);
}

/**
 * The ledger's invariants: every balance (users, stores, order escrows, withdrawal holds, system accounts) equals the
 * sum of its entries, no balance the ledger guards is negative, and all entries net to zero.
 */
export async function expectLedgerBalanced(database: Database): Promise<void> {
  const rows = <T>(query: SQL) => rowsOf<T>(database, query);
  const mismatches = await rows<{ kind: string; id: string }>(sql`
    select 'user' as kind, u.id::text as id from users u
      where u.money <> coalesce((select sum(amount) from ledger_entries e
        where e.account_type = 'user' and e.account_id = u.id), 0)
    union all
    select 'store', s.id::text from stores s
      where s.balance <> coalesce((select sum(amount) from ledger_entries e
        where e.account_type = 'store' and e.account_id = s.id), 0)
    union all
    select 'order', o.id::text from orders o
      where o.held <> coalesce((select sum(amount) from ledger_entries e
        where e.account_type = 'order' and e.account_id = o.id), 0)
    union all
    select 'withdrawal', w.id::text from withdrawals w
      where w.held <> coalesce((select sum(amount) from ledger_entries e
        where e.account_type = 'withdrawal' and e.account_id = w.id), 0)
    union all
    select 'system', a.id::text from system_accounts a
      where a.balance <> coalesce((select sum(amount) from ledger_entries e
        where e.account_type = 'system' and e.account_id = a.id), 0)`);
  expect(mismatches).toEqual([]);
  const [net] = await rows<{ total: string; journals: string }>(sql`
    select coalesce(sum(amount), 0)::text as total,
      (select count(*) from (select journal from ledger_entries group by journal having sum(amount) <> 0) j)::text as journals
    from ledger_entries`);
  expect(Number(net!.total)).toBe(0);
  expect(net!.journals).toBe('0');
  const [negative] = await rows<{ count: string }>(sql`
    select ((select count(*) from users where money < 0) + (select count(*) from stores where balance < 0)
      + (select count(*) from orders where held < 0) + (select count(*) from withdrawals where held < 0))::text as count`);
  expect(negative!.count).toBe('0');
}

type Buyer = Awaited<ReturnType<typeof buildBuyer>>;

/**
 * The hooks of an order test file (the app, an admin who funds buyers, and two shops: Alpha sells at
 * 12.5 with freight 3 and 10% tax, 50 in stock; Beta at 0.99) and the calls its tests make.
 */
export function useOrderTests() {
  const ctx = useTestApp(async (ctx) => ({
    admin: await buildUser(ctx.database, { role: 'admin' }),
    shopA: await buildShop(ctx, {
      name: 'Alpha Wholesale',
      price: '12.5',
      freight: '3',
      taxRate: '0.1',
      stock: 50,
    }),
    shopB: await buildShop(ctx, { name: 'Beta Goods', price: '0.99', stock: 1000 }),
  }));

  /** 3 of Alpha's SKU and 10 of Beta's: 44.25 and 9.9, 54.15 in all. */
  const twoStores = () => [
    { product_id: ctx.shopA.product.id, sku_id: ctx.shopA.skuId, num: 3 },
    { product_id: ctx.shopB.product.id, sku_id: ctx.shopB.skuId, num: 10 },
  ];

  return {
    ctx,
    twoStores,
    rows: <T>(query: SQL) => rowsOf<T>(ctx.database, query),
    balanceOf: async (token: string) =>
      (await post(ctx.app, '/api/user/index', {}, { token })).body.data.money,

    /** Places the buyer's orders of `items` (one per store) at the default address. */
    async createCheckout(buyer: Buyer, items = twoStores()) {
      const { body } = await post(
        ctx.app,
        '/api/order/create',
        { items, address_id: buyer.addressId },
        { token: buyer.token },
      );
      expect(body.code, body.msg).toBe(1);
      return body.data as { checkout_id: number; orders: { id: number; total: string }[]; total: string };
    },

    /** Pays a checkout with the fund password (or `password`), under a fresh key (or `key`). */
    pay: (
      token: string,
      checkoutId: number,
      options: { key?: Record<string, string>; password?: string } = {},
    ) =>
      post(
        ctx.app,
        '/api/order/pay',
        { checkout_id: checkoutId, fund_password: options.password ?? FUND_PASSWORD },
        { token, headers: options.key ?? payKey() },
      ),
  };
}
