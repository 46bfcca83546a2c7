import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { addresses, productSkus } from '../src/db/schema.ts';
import { buildCategory, buildProduct, buildStore } from './catalogue-builders.ts';
import { callServer } from './crash-server.ts';
import { buildUser } from './helper.ts';
import { setFundPassword } from './order-support.ts';
import { buildUpload } from './wallet-support.ts';

// Who and what the crash test's load works with, made straight in its database before the first
// start (sessions live in the database, so the tokens outlive every kill).

export const FUND_PASSWORD = 'crash-fund-1';
export const STOCK = 1_000_000;
export const FUNDS = '3000';

export interface Buyer {
  id: number;
  token: string;
  addressId: number;
  /** A private upload of the buyer's, the screenshot of each recharge. */
  uploadId: number;
}

export interface World {
  admin: { id: number; token: string };
  buyers: Buyer[];
  /** One product of one SKU in each of two stores: a checkout of both makes two orders. */
  items: { productId: number; skuId: number }[];
}

async function buildBuyer(database: Database): Promise<Buyer> {
  const { user, token } = await buildUser(database);
  await setFundPassword(database, user.id, FUND_PASSWORD);
  const [address] = await database.db
    .insert(addresses)
    .values({
      userId: user.id,
      country: 'DE',
      city: 'Berlin',
      address: 'Alexanderplatz 1',
      name: 'Ada',
      mobile: '+49 30 1234567',
      isDefault: true,
    })
    .returning({ id: addresses.id });
  return { id: user.id, token, addressId: address!.id, uploadId: await buildUpload(database, user.id) };
}

export async function buildWorld(database: Database, buyerCount: number): Promise<World> {
  const admin = await buildUser(database, { role: 'admin' });
  const category = await buildCategory(database);
  const items = [];
  for (const [price, freight] of [
    ['2.5', '1'],
    ['4.75', '0.5'],
  ] as const) {
    // a merchant owns one store (stores_owner_key): one merchant per store
    const merchant = await buildUser(database, { role: 'merchant' });
    const store = await buildStore(database, { ownerId: merchant.user.id });
    const product = await buildProduct(
      database,
      { storeId: store.id, categoryId: category.id },
      { freight, skus: [{ size: 'M', color: 'Black', price, stock: STOCK }] },
    );
    const [sku] = await database.db
      .select({ id: productSkus.id })
      .from(productSkus)
      .where(eq(productSkus.productId, product.id));
    items.push({ productId: product.id, skuId: sku!.id });
  }
  const buyers = [];
  for (let i = 0; i < buyerCount; i += 1) buyers.push(await buildBuyer(database));
  return { admin: { id: admin.user.id, token: admin.token }, buyers, items };
}

/** Every buyer's starting balance, through the admin's paying call (so it is on the ledger). */
export async function fundBuyers(url: string, world: World): Promise<void> {
  for (const buyer of world.buyers) {
    const answer = await callServer(
      url,
      '/api/admin/user/adjust_balance',
      { user_id: buyer.id, amount: FUNDS, reason: 'crash test funds' },
      { token: world.admin.token, key: randomUUID() },
    );
    if (answer.body.code !== 1) throw new Error(`funding failed: ${answer.body.msg}`);
  }
}
