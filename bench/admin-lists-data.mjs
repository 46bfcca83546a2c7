// The back-office list benchmark's data, straight in the database with generate_series: `users`
// users (u1…, e-mail u1@bench.test, nickname "Nick 1"), a super admin with a session, 1,000
// stores, `orders` orders (10 a user, all six statuses, one a minute back from now) and `entries`
// ledger entries (users' half, orders', stores' and the platform's the rest, every kind, one every
// 30 s); then VACUUM ANALYZE. Nothing here needs to balance: the lists only read.
import { createHash, randomBytes } from 'node:crypto';

const STATUSES = ['paid', 'shipped', 'received', 'received', 'received', 'cancelled', 'unpaid', 'expired'];
const KINDS = ['payment', 'refund', 'proceeds', 'recharge', 'withdrawal', 'adjustment', 'withdrawal_refund'];
const ADDRESS =
  '{"country":"DE","province":"","city":"Berlin","address":"Bench 1","zip":"10178","name":"Bench","mobile":"+49 30 123456"}';

/** A super admin with a session token. */
export async function createAdmin(client) {
  const token = randomBytes(32).toString('base64url');
  const { rows } = await client.query(
    `insert into users (username, email, password_hash, role, admin_role, invite_code)
     values ('bench_admin', 'bench_admin@bench.test', 'x', 'admin', 'super', 'BENCHADM') returning id`,
  );
  await client.query(
    `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
    [rows[0].id, createHash('sha256').update(token).digest('hex')],
  );
  return { token, id: Number(rows[0].id) };
}

/** Inserts `count` rows with `sql` (over `g`) in batches, so one statement never holds a million rows' memory. */
async function inBatches(client, count, sql, batch = 250_000) {
  for (let from = 1; from <= count; from += batch) {
    await client.query(sql, [from, Math.min(count, from + batch - 1)]);
  }
}

export async function seedLists(client, counts) {
  const timings = {};
  const timed = async (name, work) => {
    const started = performance.now();
    await work();
    timings[name] = (performance.now() - started) / 1000;
  };
  const first = Number((await client.query(`select coalesce(max(id), 0) + 1 as id from users`)).rows[0].id);
  await timed('users', () =>
    inBatches(
      client,
      counts.users,
      `insert into users (username, email, nickname, password_hash, invite_code, money, created_at)
       select 'u' || g, 'u' || g || '@bench.test', 'Nick ' || g, 'x', 'B' || g, (g % 1000)::numeric / 4,
         now() - make_interval(mins => $2::int - g)
       from generate_series($1::int, $2::int) g`,
    ),
  );
  const stores = await client.query(
    `insert into stores (name) select 'Store ' || g from generate_series(1, 1000) g returning id`,
  );
  const storeIds = `{${stores.rows.map((row) => row.id).join(',')}}`;
  const checkout = await client.query(
    `insert into checkouts (user_id, total, status, expires_at, paid_at) values ($1, 0, 'paid', now(), now()) returning id`,
    [first],
  );
  await timed('orders', () =>
    inBatches(
      client,
      counts.orders,
      `insert into orders (order_no, checkout_id, user_id, store_id, status, items_amount, freight, tax, total,
         address, created_at, expires_at, paid_at)
       select to_char(now(), 'YYYYMMDD') || lpad(g::text, 10, '0'), ${checkout.rows[0].id},
         ${first} + g % ${counts.users}, ('${storeIds}'::bigint[])[1 + g % 1000],
         (array['${STATUSES.join("','")}'])[1 + g % ${STATUSES.length}],
         25, 0, 0, 25, '${ADDRESS}', now() - make_interval(mins => ${counts.orders} - g),
         now() - make_interval(mins => ${counts.orders} - g), now() - make_interval(mins => ${counts.orders} - g)
       from generate_series($1::int, $2::int) g`,
    ),
  );
  await timed('ledger entries', () =>
    inBatches(
      client,
      counts.entries,
      `insert into ledger_entries (journal, account_type, account_id, kind, amount, balance_after, reference, created_at)
       select gen_random_uuid(),
         (array['user', 'user', 'order', 'store', 'system'])[1 + g % 5],
         case g % 5 when 0 then ${first} + (g / 5) % ${counts.users} when 1 then ${first} + (g / 5 + 7) % ${counts.users}
           when 4 then 1 else 1 + g % 1000 end,
         (array['${KINDS.join("','")}'])[1 + g % ${KINDS.length}],
         case when g % 2 = 0 then 12.5 else -12.5 end, 100, 'order:' || g,
         now() - make_interval(secs => (${counts.entries} - g) * 30)
       from generate_series($1::int, $2::int) g`,
    ),
  );
  for (const table of ['users', 'orders', 'ledger_entries', 'stores'])
    await client.query(`vacuum analyze ${table}`);
  return { first, timings };
}
