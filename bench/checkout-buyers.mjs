// The checkout benchmark's buyers: made straight in the database with a session each, funded by the
// admin and given an address through the API, and the checkout each of them runs in a loop.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { postJson } from './harness.mjs';

export const FUND_PASSWORD = 'bench-fund-1';

export /** Buyers straight in the database (register needs e-mail codes), each with a session token. */
async function createBuyers(client, count) {
  const fundHash = await hash(FUND_PASSWORD, {
    algorithm: 2,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  });
  const buyers = [];
  for (let i = 0; i < count; i += 1) {
    const username = `bench${i}_${randomBytes(3).toString('hex')}`;
    const token = randomBytes(32).toString('base64url');
    const { rows } = await client.query(
      `insert into users (username, email, password_hash, fund_password_hash, invite_code)
       values ($1, $2, $3, $3, $4) returning id`,
      [username, `${username}@bench.test`, fundHash, randomBytes(4).toString('hex').toUpperCase()],
    );
    await client.query(
      `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
      [rows[0].id, createHash('sha256').update(token).digest('hex')],
    );
    buyers.push({ id: rows[0].id, token });
  }
  return buyers;
}

/** Credits each buyer 1,000,000 through the admin and gives each a default address. */
export async function equipBuyers(base, buyers) {
  const admin = await postJson(`${base}/api/admin/login`, { account: 'admin', password: 'admin12345' });
  const adminToken = admin.body.data.userinfo.token;
  for (const buyer of buyers) {
    const funded = await postJson(
      `${base}/api/admin/user/adjust_balance`,
      { user_id: buyer.id, amount: '1000000', reason: 'benchmark' },
      { token: adminToken, 'idempotency-key': randomUUID() },
    );
    if (funded.body.code !== 1) throw new Error(`funding: ${JSON.stringify(funded.body)}`);
    const address = await postJson(
      `${base}/api/aera/addEdit`,
      { country: 'DE', city: 'Berlin', address: 'Bench 1', name: 'Bench', mobile: '+49 30 123456' },
      { token: buyer.token },
    );
    buyer.addressId = address.body.data.id;
  }
}

export function newTally() {
  return { create: [], pay: [], checkout: [], orders: 0, units: 0, failures: new Map() };
}

/** One checkout of two random SKUs from two stores, created and paid; its latencies into `tally`. */
export async function checkoutOnce(base, buyer, skus, n, tally) {
  const fail = (what) => tally.failures.set(what, (tally.failures.get(what) ?? 0) + 1);
  const a = skus[Math.floor(Math.random() * skus.length)];
  let b = skus[Math.floor(Math.random() * skus.length)];
  while (b.store_id === a.store_id) b = skus[Math.floor(Math.random() * skus.length)];
  const items = [
    { product_id: a.product_id, sku_id: a.sku_id, num: 1 + (n % 5) },
    { product_id: b.product_id, sku_id: b.sku_id, num: 1 },
  ];
  const created = await postJson(
    `${base}/api/order/create`,
    { items, address_id: buyer.addressId },
    { token: buyer.token },
  );
  if (created.body.code !== 1) return fail(`create ${created.status} ${created.body.msg}`);
  const paid = await postJson(
    `${base}/api/order/pay`,
    { checkout_id: created.body.data.checkout_id, fund_password: FUND_PASSWORD },
    { token: buyer.token, 'idempotency-key': randomUUID() },
  );
  if (paid.body.code !== 1) return fail(`pay ${paid.status} ${paid.body.msg}`);
  tally.create.push(created.ms);
  tally.pay.push(paid.ms);
  tally.checkout.push(created.ms + paid.ms);
  tally.orders += paid.body.data.order_ids.length;
  tally.units += items[0].num + items[1].num;
}
