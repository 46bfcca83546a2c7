// Load benchmark of the catalogue on PostgreSQL with the 100k data set (npm run seed:bench first):
// home, the product list in each sort, product detail, product and store search, each at 50
// connections, beside a bare Fastify route answering a home-sized JSON from memory. Not a CI gate.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/market_bench npm run seed:bench
//   npm run bench:catalogue -- [--database=postgres://…/market_bench] [--duration=10] [--warmup=2] [--only=home,list] [--pool=10]
import { writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { cpuModel, freePort, runBenchmark, startServer, startBenchServer } from './harness.mjs';
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
  const targets = [
    post(bare, 'bare Fastify (home-sized JSON)', '/bare', () => ({})),
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
    post(base, 'search products', '/api/index/search_pro', () => ({ keyword: pick(KEYWORDS), limit: 20 })),
    post(base, 'search stores', '/api/index/search_shop', () => ({
      keyword: pick(STORE_KEYWORDS),
      limit: 20,
    })),
  ];
  // --only=home,detail runs the bare route and the targets whose name contains one of the words
  const only = args.only?.split(',');
  const chosen = only
    ? targets.filter((t, i) => i === 0 || only.some((word) => t.name.includes(word)))
    : targets;
  const rows = [];
  for (const target of chosen) {
    console.log(`running ${target.name} …`);
    rows.push(await load(target, options));
  }
  console.log('');
  printTable(rows);
  const homeRow = rows.find((row) => row.name.startsWith('home'));
  if (homeRow) console.log(`\nhome at ${fixed((homeRow.rps / rows[0].rps) * 100, 0)} % of the bare route`);
  if (rows.some((row) => row.failures > 0)) process.exitCode = 1;
}

await runBenchmark(main);
