// Checkout benchmark: N concurrent buyers, each in a loop creating a two-store checkout and paying
// it from the balance with the fund password, against the real server on a fresh PostgreSQL
// database. Each buyer's first checkout (argon2id once) is a warm-up measured apart; CPU per paid
// checkout of the server, PostgreSQL and this process is read from /proc. Afterwards the ledger's
// invariants are checked, and product sales against the units paid once the server rolled up its
// sales tallies. Run by hand (not a CI gate):
//
//   node bench/checkout.mjs [--buyers=200] [--duration=20] [--pool=10] [--think=0] [--database=postgres://…/postgres]
//
// A database bench_<random> is created on the given server (default
// postgres://postgres@127.0.0.1:5432/postgres) and dropped at the end.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { cpus, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import {
  cleanup,
  cleanups,
  cpuModel,
  cpuSeconds,
  createPostgresDatabase,
  fixed,
  freePort,
  percentile,
  startServer,
} from './harness.mjs';

const FUND_PASSWORD = 'bench-fund-1';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function parseArgs(argv) {
  const options = {
    buyers: 200,
    duration: 20,
    think: 0,
    database: 'postgres://postgres@127.0.0.1:5432/postgres',
  };
  for (const arg of argv) {
    const match = /^--(buyers|duration|pool|think|database)=(.+)$/.exec(arg);
    if (!match)
      throw new Error(
        `unknown argument ${arg}: --buyers=200 --duration=20 --pool=10 --think=0 --database=postgres://…`,
      );
    options[match[1]] = match[1] === 'database' ? match[2] : Number(match[2]);
  }
  return options;
}

async function call(base, path, body, headers = {}) {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  return { status: response.status, body: json, ms: performance.now() - started };
}

/** Buyers straight in the database (register needs e-mail codes), each with a session token. */
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

async function checkInvariants(client) {
  const { rows: mismatches } = await client.query(`
    select 'user' as kind, count(*)::int as n from users u where u.money <> coalesce((select sum(amount)
      from ledger_entries e where e.account_type = 'user' and e.account_id = u.id), 0)
    union all select 'order', count(*)::int from orders o where o.held <> coalesce((select sum(amount)
      from ledger_entries e where e.account_type = 'order' and e.account_id = o.id), 0)
    union all select 'store', count(*)::int from stores s where s.balance <> coalesce((select sum(amount)
      from ledger_entries e where e.account_type = 'store' and e.account_id = s.id), 0)
    union all select 'negative', ((select count(*) from users where money < 0)
      + (select count(*) from orders where held < 0))::int
    union all select 'unbalanced journals', count(*)::int from (select journal from ledger_entries
      group by journal having sum(amount) <> 0) j
    union all select 'paid orders without escrow', count(*)::int from orders where status = 'paid' and held <> total
    union all select 'unpaid orders with escrow', count(*)::int from orders where status = 'unpaid' and held <> 0`);
  const { rows: net } = await client.query(
    `select coalesce(sum(amount), 0)::text as total from ledger_entries`,
  );
  return { breaks: mismatches.filter((row) => row.n > 0), net: net[0].total };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const database = await createPostgresDatabase(options.database);
  const port = await freePort();
  const base = await startServer({
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: database.url,
    LOG_LEVEL: 'warn',
    SEED_PRODUCTS: '1000',
    SEED_STORES: '40',
    RATE_LIMIT_PER_MINUTE: '10000000',
    RATE_LIMIT_PER_SESSION: '10000000',
    ORDER_SWEEP_SECONDS: '0',
    SALES_ROLLUP_SECONDS: '5',
    ...(options.pool && { DATABASE_POOL_MAX: String(options.pool) }),
    UPLOAD_DIR: `/tmp/bench-uploads-${randomBytes(4).toString('hex')}`,
  });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  cleanups.push(() => client.end());

  // stock enough for the whole run; buyers pick SKUs across the catalogue, two stores a checkout
  await client.query(`update product_skus set stock = 10000000`);
  const { rows: skus } = await client.query(`
    select s.id::int as sku_id, p.id::int as product_id, p.store_id::int as store_id
    from product_skus s join products p on p.id = s.product_id where p.is_on_sale order by s.id`);
  const buyers = await createBuyers(client, options.buyers);

  const admin = await call(base, '/api/admin/login', { account: 'admin', password: 'admin12345' });
  const adminToken = admin.body.data.userinfo.token;
  for (const buyer of buyers) {
    const funded = await call(
      base,
      '/api/admin/user/adjust_balance',
      { user_id: buyer.id, amount: '1000000', reason: 'benchmark' },
      { token: adminToken, 'idempotency-key': randomUUID() },
    );
    if (funded.body.code !== 1) throw new Error(`funding: ${JSON.stringify(funded.body)}`);
    const address = await call(
      base,
      '/api/aera/addEdit',
      { country: 'DE', city: 'Berlin', address: 'Bench 1', name: 'Bench', mobile: '+49 30 123456' },
      { token: buyer.token },
    );
    buyer.addressId = address.body.data.id;
  }

  const salesBefore = await totalSales(client);

  // warm-up: each buyer's first checkout, whose payment runs argon2id once (decision 013)
  const warmupStarted = performance.now();
  const warmup = newTally();
  await Promise.all(buyers.map((buyer) => checkoutOnce(base, buyer, skus, 0, warmup)));
  const warmupSeconds = (performance.now() - warmupStarted) / 1000;

  const measured = newTally();
  const cpuBefore = await cpuSeconds();
  const started = performance.now();
  const deadline = started + options.duration * 1000;
  await Promise.all(
    buyers.map(async (buyer, i) => {
      let n = i;
      // a person between checkouts: random around --think ms, so arrivals do not march in step
      const think = () => sleep(options.think * (0.5 + Math.random()));
      if (options.think > 0) await sleep(Math.random() * options.think);
      while (performance.now() < deadline) {
        n += 1;
        await checkoutOnce(base, buyer, skus, n, measured);
        if (options.think > 0) await think();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = await cpuSeconds();
  const invariants = await checkInvariants(client);
  const salesAfter = await settledSales(client);
  const unitsPaid = warmup.units + measured.units;

  console.log(`\ncheckout benchmark — ${new Date().toISOString()}`);
  console.log(
    `machine: ${cpus().length} × ${await cpuModel()}, ${fixed(totalmem() / 2 ** 30, 0)} GiB, Node ${process.version}`,
  );
  console.log(
    `buyers: ${options.buyers} concurrent${options.think ? ` (think ~${options.think} ms between checkouts)` : ' (closed loop)'}, pool ${options.pool ?? 10}, ${fixed(seconds, 1)} s measured after a warm-up, PostgreSQL, two stores per checkout\n`,
  );
  const row = (name, values, span) => {
    const s = Float64Array.from(values).sort();
    return `| ${name.padEnd(20)} | ${String(s.length).padStart(6)} | ${fixed(s.length / span, 1).padStart(7)} | ${fixed(percentile(s, 50)).padStart(7)} | ${fixed(percentile(s, 99)).padStart(7)} |`;
  };
  console.log('| step                 |  count |   per s |  p50 ms |  p99 ms |');
  console.log('| -------------------- | -----: | ------: | ------: | ------: |');
  console.log(row('warm-up create + pay', warmup.checkout, warmupSeconds));
  console.log(row('create', measured.create, seconds));
  console.log(row('pay', measured.pay, seconds));
  console.log(row('create + pay', measured.checkout, seconds));
  console.log(
    `\npaid orders: ${measured.orders} (${fixed(measured.orders / seconds, 1)}/s), paid checkouts: ${measured.checkout.length}`,
  );
  const perCheckout = (key) =>
    fixed(((cpuAfter[key] - cpuBefore[key]) * 1000) / Math.max(measured.checkout.length, 1), 2);
  console.log(
    `CPU per paid checkout: server ${perCheckout('server')} ms, PostgreSQL ${perCheckout('postgres')} ms, load generator ${perCheckout('bench')} ms`,
  );
  const failures = new Map(warmup.failures);
  for (const [what, count] of measured.failures) failures.set(what, (failures.get(what) ?? 0) + count);
  console.log(`failures: ${failures.size ? JSON.stringify(Object.fromEntries(failures)) : 'none'}`);
  console.log(
    `ledger net: ${invariants.net}; invariant breaks: ${invariants.breaks.length ? JSON.stringify(invariants.breaks) : 0}`,
  );
  const salesRise = salesAfter - salesBefore;
  console.log(`units paid: ${unitsPaid}; product sales rose by ${salesRise} once the tallies were rolled up`);
  if (invariants.breaks.length || Number(invariants.net) !== 0 || salesRise !== unitsPaid)
    process.exitCode = 1;
}

function newTally() {
  return { create: [], pay: [], checkout: [], orders: 0, units: 0, failures: new Map() };
}

/** One checkout of two random SKUs from two stores, created and paid; its latencies into `tally`. */
async function checkoutOnce(base, buyer, skus, n, tally) {
  const fail = (what) => tally.failures.set(what, (tally.failures.get(what) ?? 0) + 1);
  const a = skus[Math.floor(Math.random() * skus.length)];
  let b = skus[Math.floor(Math.random() * skus.length)];
  while (b.store_id === a.store_id) b = skus[Math.floor(Math.random() * skus.length)];
  const items = [
    { product_id: a.product_id, sku_id: a.sku_id, num: 1 + (n % 5) },
    { product_id: b.product_id, sku_id: b.sku_id, num: 1 },
  ];
  const created = await call(
    base,
    '/api/order/create',
    { items, address_id: buyer.addressId },
    { token: buyer.token },
  );
  if (created.body.code !== 1) return fail(`create ${created.status} ${created.body.msg}`);
  const paid = await call(
    base,
    '/api/order/pay',
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

async function totalSales(client) {
  const { rows } = await client.query(`select coalesce(sum(sales), 0)::int as total from products`);
  return rows[0].total;
}

/** Product sales once the server has rolled up every tally (it does every SALES_ROLLUP_SECONDS). */
async function settledSales(client) {
  for (let waited = 0; waited < 30_000; waited += 250) {
    const { rows } = await client.query(`select count(*)::int as n from sales_tallies`);
    if (rows[0].n === 0) break;
    await sleep(250);
  }
  return totalSales(client);
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
