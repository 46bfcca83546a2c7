// The seller order benchmark's data, straight in the database: one merchant (with a session) whose
// store holds `count` orders of 1–2 lines from 200 buyers, by status as a busy store's would be,
// every other order of the table (as many again belong to 50 other stores); then VACUUM ANALYZE. The ledger is not
// involved: the list reads orders, and nothing here pays or settles.
import { createHash, randomBytes } from 'node:crypto';

/** How the store's orders are split by status (the rest of each 100 are received). */
const MIX = [
  ['paid', 10],
  ['shipped', 12],
  ['cancelled', 4],
  ['unpaid', 2],
  ['expired', 2],
];

async function insertUser(client, role, username) {
  const { rows } = await client.query(
    `insert into users (username, nickname, email, password_hash, role, invite_code)
     values ($1, $1, $2, 'x', $3, $4) returning id`,
    [username, `${username}@bench.test`, role, randomBytes(4).toString('hex').toUpperCase()],
  );
  return rows[0].id;
}

/** A merchant with a session token, an open store, a category and a product with one SKU. */
export async function createSeller(client) {
  const token = randomBytes(32).toString('base64url');
  const userId = await insertUser(client, 'merchant', `seller_${randomBytes(3).toString('hex')}`);
  await client.query(
    `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
    [userId, createHash('sha256').update(token).digest('hex')],
  );
  const store = await client.query(
    `insert into stores (owner_id, name) values ($1, 'Bench Orders') returning id`,
    [userId],
  );
  return { token, storeId: Number(store.rows[0].id) };
}

/** The status of the n-th order of a store, by MIX (SQL over `g`). */
function statusCase() {
  let bound = 0;
  const arms = MIX.map(([status, share]) => {
    bound += share;
    return `when g % 100 < ${bound} then '${status}'`;
  });
  return `case ${arms.join(' ')} else 'received' end`;
}

/** `count` orders of the seller's store and `count` of 50 other stores, with their lines. */
export async function seedOrders(client, storeId, count) {
  const buyers = [];
  for (let i = 0; i < 200; i += 1)
    buyers.push(await insertUser(client, 'buyer', `buyer${i}_${randomBytes(2).toString('hex')}`));
  const others = await client.query(
    `insert into stores (name) select 'Other ' || g from generate_series(1, 50) g returning id`,
  );
  const category = await client.query(
    `insert into categories (names) values ('{"en":"Bench"}') returning id`,
  );
  const product = await client.query(
    `insert into products (store_id, category_id, title, images, price, is_on_sale)
     values ($1, $2, 'Bench linen shirt', '[]', 12.5, true) returning id`,
    [storeId, category.rows[0].id],
  );
  const sku = await client.query(
    `insert into product_skus (product_id, size, color, price, stock) values ($1, 'M', 'Blue', 12.5, 1000000) returning id`,
    [product.rows[0].id],
  );
  const checkout = await client.query(
    `insert into checkouts (user_id, total, status, expires_at, paid_at) values ($1, 0, 'paid', now(), now()) returning id`,
    [buyers[0]],
  );
  const stores = [storeId, ...others.rows.map((row) => Number(row.id))];
  await client.query(
    `insert into orders (order_no, checkout_id, user_id, store_id, status, items_amount, freight, tax, total,
       address, expires_at, paid_at, shipped_at, received_at, cancelled_at, cancelled_by, carrier, tracking_no)
     select to_char(now(), 'YYYYMMDD') || lpad(g::text, 10, '0'), $1, ($2::bigint[])[1 + g % 200],
       case when g % 2 = 1 then $3 else ($4::bigint[])[1 + g % 50] end, s.status,
       25, 0, 0, 25, '{"country":"DE","province":"","city":"Berlin","address":"Bench 1","zip":"10178","name":"Bench","mobile":"+49 30 123456"}',
       now() - make_interval(mins => ($5 - g) / 10),
       case when s.status in ('unpaid', 'expired') then null else now() - make_interval(mins => ($5 - g) / 10) end,
       case when s.status in ('shipped', 'received') then now() else null end,
       case when s.status = 'received' then now() else null end,
       case when s.status = 'cancelled' then now() else null end,
       case when s.status = 'cancelled' then 'seller' else null end,
       case when s.status in ('shipped', 'received') then 'DHL' else '' end,
       case when s.status in ('shipped', 'received') then 'JD' || lpad(g::text, 12, '0') else '' end
     from generate_series(1, $5) g, lateral (select ${statusCase()} as status) s
     order by g`,
    [checkout.rows[0].id, `{${buyers.join(',')}}`, storeId, `{${stores.slice(1).join(',')}}`, count * 2],
  );
  await client.query(
    `insert into order_items (order_id, product_id, sku_id, title, size, color, price, num, amount)
     select o.id, $1, $2, 'Bench linen shirt', 'M', 'Blue', 12.5, 1, 12.5
     from orders o cross join generate_series(1, 2) n where n = 1 or o.id % 3 = 0`,
    [product.rows[0].id, sku.rows[0].id],
  );
  for (const table of ['orders', 'order_items', 'users']) await client.query(`vacuum analyze ${table}`);
  const { rows } = await client.query(
    `select status, count(*)::int as n from orders where store_id = $1 group by status order by status`,
    [storeId],
  );
  return rows;
}
