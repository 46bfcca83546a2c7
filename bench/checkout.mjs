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
import { randomBytes } from 'node:crypto';
import { cpus, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { checkoutOnce, createBuyers, equipBuyers, newTally } from './checkout-buyers.mjs';
import { checkInvariants, settledSales, totalSales } from './checkout-checks.mjs';
import {
  cleanups,
  cpuModel,
  cpuSeconds,
  createPostgresDatabase,
  freePort,
  runBenchmark,
  sleep,
  startServer,
} from './harness.mjs';
import { fixed, percentile } from './load.mjs';

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

  await equipBuyers(base, buyers);

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

await runBenchmark(main);
