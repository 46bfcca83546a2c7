// Load benchmark of the catalogue on PostgreSQL with the 100k data set (npm run seed:bench first):
// home, the product list in each sort, product detail, product and store search, each at 50
// connections, beside a bare Fastify route answering a home-sized JSON from memory. Not a CI gate.
// --miss runs lists that no cache can answer instead: every request a new combination of category,
// price range (random to the cent), sort and page 1..--pages (issue 19).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/market_bench npm run seed:bench
//   npm run bench:catalogue -- [--database=postgres://…/market_bench] [--duration=10] [--warmup=2] [--only=home,list] [--pool=10]
//   npm run bench:catalogue -- --miss [--pages=10] [--only=category]
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { cpuModel, cpuSeconds, freePort, runBenchmark, startServer, startBenchServer } from './harness.mjs';
import { fixed, load, printTable } from './load.mjs';

const CONNECTIONS = 50;
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [name, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [name, value];
  }),
);
const options = { duration: Number(args.duration ?? 10), warmup: Number(args.warmup ?? 2) };
const databaseUrl =
  args.database ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/market_bench';

const KEYWORDS = [
  'hedphones',
  'sneak',
  'wireless',
  '耳机',
  'ワイヤレス',
  'leather wallet',
  'yoga mat',
  'notebok',
];
const STORE_KEYWORDS = ['pacifc', 'golden', 'trading', '批发', 'harbor', 'jade supply'];
const pick = (items) => items[Math.floor(Math.random() * items.length)];
const SORTS = ['all', 'sales', 'price_asc', 'price_desc', 'new'];
const PAGES = Number(args.pages ?? 10);

/** A random amount in [from, to) to the cent, as the buyer app sends it. */
const amount = (from, to) => (from + Math.random() * (to - from)).toFixed(2);

/**
 * A price range no request before it had: both bounds half the time, else only one. Prices of the
 * bench set run from 1 to 120, most under 70.
 */
function priceRange() {
  const min = amount(0, 80);
  const max = (Number(min) + Number(amount(0.5, 60))).toFixed(2);
  const shape = Math.random();
  if (shape < 0.25) return { min_price: min };
  if (shape < 0.5) return { max_price: max };
  return { min_price: min, max_price: max };
}

const page = () => 1 + Math.floor(Math.random() * PAGES);

/** The lists on a cache miss: every body a new combination, so neither pages nor totals are cached. */
function missTargets(base, categoryIds, storeIds) {
  return [
    post(base, 'miss list category+price', '/api/index/pro', () => ({
      category_id: pick(categoryIds),
      ...priceRange(),
      sort: pick(SORTS),
      page: page(),
      limit: 20,
    })),
    post(base, 'miss list price', '/api/index/pro', () => ({
      ...priceRange(),
      sort: pick(SORTS),
      page: page(),
      limit: 20,
    })),
    post(base, 'miss list store+price', '/api/index/pro', () => ({
      shop_id: pick(storeIds),
      ...priceRange(),
      sort: pick(SORTS),
      page: page(),
      limit: 20,
    })),
  ];
}

/**
 * CPU seconds of the bench database's own backends (the server's pool), not of every postgres on
 * a machine others load too.
 */
async function backendSeconds(client) {
  const { rows } = await client.query(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  let seconds = 0;
  for (const { pid } of rows) {
    try {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      seconds += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // not on this machine, or gone
    }
  }
  return seconds;
}

async function call(base, url, body) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()).data;
}

/** Every category id, top level and below, from the category call. */
async function categoryIdsOf(base) {
  const { children } = await call(base, '/api/index/category', { pid: 0 });
  return children.flatMap((top) => [top.id, ...top.children.map((child) => child.id)]);
}

/** Every open store's id, from the stores list. */
async function storeIdsOf(base) {
  const ids = [];
  for (let page = 1; ; page += 1) {
    const { list, total } = await call(base, '/api/index/shops', { page, limit: 50 });
    ids.push(...list.map((store) => store.id));
    if (list.length === 0 || ids.length >= total) return ids;
  }
}

/** A POST target whose body is made afresh for every request (random ids, pages, keywords). */
function post(base, name, url, makeBody) {
  const headers = { 'content-type': 'application/json' };
  return {
    name,
    url: `${base}${url}`,
    method: 'POST',
    headers,
    body: JSON.stringify(makeBody()),
    connections: CONNECTIONS,
    requests: [
      {
        method: 'POST',
        path: url,
        headers,
        setupRequest: (request) => ({ ...request, body: JSON.stringify(makeBody()) }),
      },
    ],
  };
}

async function main() {
  const { base, env } = await startBenchServer(databaseUrl, args.pool ?? 10);

  const home = await (
    await fetch(`${base}/api/index/index`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
  ).text();
  const list = JSON.parse(
    await (
      await fetch(`${base}/api/index/pro`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"limit":1}',
      })
    ).text(),
  );
  const productTotal = list.data.total;
  if (productTotal < 50_000)
    console.warn(`only ${productTotal} products: run npm run seed:bench first for the 100k set`);
  const maxId = list.data.list[0].id;

  // the bare route answers the home JSON, so both carry the same bytes
  const bodyFile = path.join(env.UPLOAD_DIR, 'home.json');
  await writeFile(bodyFile, home);
  const bareEnv = { HOST: '127.0.0.1', PORT: String(await freePort()), BARE_BODY: bodyFile };
  const bare = await startServer(bareEnv, 'bench/bare-server.mjs');

  console.log(
    `catalogue of ${productTotal} products on PostgreSQL; Node ${process.version}, ${cpus().length} × ${await cpuModel()}, ` +
      `${fixed(totalmem() / 2 ** 30, 0)} GiB; pool ${env.DATABASE_POOL_MAX}; ${CONNECTIONS} connections, ${options.warmup} s warm-up + ${options.duration} s each`,
  );
  const bareTarget = post(bare, 'bare Fastify (home-sized JSON)', '/bare', () => ({}));
  const targets = args.miss
    ? [bareTarget, ...missTargets(base, await categoryIdsOf(base), await storeIdsOf(base))]
    : [
        bareTarget,
        post(base, 'home /api/index/index', '/api/index/index', () => ({})),
        ...['all', 'sales', 'price_asc', 'price_desc', 'new'].map((sort) =>
          post(base, `list sort=${sort}`, '/api/index/pro', () => ({
            sort,
            page: 1 + Math.floor(Math.random() * 20),
            limit: 20,
          })),
        ),
        post(base, 'detail /api/index/pro_info', '/api/index/pro_info', () => ({
          id: 1 + Math.floor(Math.random() * maxId),
        })),
        post(base, 'search products', '/api/index/search_pro', () => ({
          keyword: pick(KEYWORDS),
          limit: 20,
        })),
        post(base, 'search stores', '/api/index/search_shop', () => ({
          keyword: pick(STORE_KEYWORDS),
          limit: 20,
        })),
      ];
  if (args.miss)
    console.log(`cache misses: sorts ${SORTS.join(', ')}, pages 1-${PAGES}, random price ranges`);
  // --only=home,detail runs the bare route and the targets whose name contains one of the words
  const only = args.only?.split(',');
  const chosen = only
    ? targets.filter((t, i) => i === 0 || only.some((word) => t.name.includes(word)))
    : targets;
  const rows = [];
  const cpu = [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const target of chosen) {
      console.log(`running ${target.name} …`);
      const before = { ...(await cpuSeconds()), database: await backendSeconds(client) };
      const row = await load(target, options);
      const after = { ...(await cpuSeconds()), database: await backendSeconds(client) };
      rows.push(row);
      // the CPU spans the warm-up too: its requests are estimated at the run's rate
      const requests = (row.requests * (options.duration + options.warmup)) / options.duration;
      const perRequest = (key) => fixed(((after[key] - before[key]) * 1000) / requests, 2);
      if (target !== bareTarget)
        cpu.push(`${row.name}: server ${perRequest('server')} ms, PostgreSQL ${perRequest('database')} ms`);
    }
  } finally {
    await client.end();
  }
  console.log('');
  printTable(rows);
  if (cpu.length > 0) console.log(`\nCPU a request:\n${cpu.join('\n')}`);
  const homeRow = rows.find((row) => row.name.startsWith('home'));
  if (homeRow) console.log(`\nhome at ${fixed((homeRow.rps / rows[0].rps) * 100, 0)} % of the bare route`);
  if (rows.some((row) => row.failures > 0)) process.exitCode = 1;
}

await runBenchmark(main);
