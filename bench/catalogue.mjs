// Load benchmark of the catalogue on PostgreSQL with the 100k data set (npm run seed:bench first):
// home, the product list in each sort, a store's page, product detail, product and store search,
// each at 50 connections, beside a bare Fastify route answering a home-sized JSON from memory. Not
// a CI gate.
// --miss runs lists that no cache can answer instead: every request a new combination of category,
// price range (random to the cent), sort and page 1..--pages (issue 19).
// --viewer runs home, lists, store page and detail twice each, as a visitor and as the demo buyer
// signed in (with favourites and follows, so the marks are real), one after the other.
// --rounds=N runs each row in turn with the bare route (with --viewer: each visitor row in turn with
// its viewer row) in N rounds of --burst seconds (3), the order reversed every round, and prints the
// median of the rounds' ratios: the machine's swings then fall on both sides alike.
// --deep runs each sort's page 481-500, the deepest served (cached like page 1-20) and, on a cache miss, a price floor
// with a random sort at those pages, beside the same misses on pages 1-20.
// --pglite runs on the embedded default instead: the real server on a fresh PGlite folder with the
// demo catalogue that `npm start` seeds (--products=5000).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/market_bench npm run seed:bench
//   npm run bench:catalogue -- [--database=postgres://…/market_bench] [--duration=10] [--warmup=2] [--only=home,list] [--pool=10]
//   npm run bench:catalogue -- --miss [--pages=10] [--only=category]
//   npm run bench:catalogue -- [--viewer] [--rounds=8 --burst=3] | --deep | --pglite [--viewer] [--products=5000]
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  benchArgs,
  cpuModel,
  cpuSeconds,
  freePort,
  runBenchmark,
  startServer,
  startBenchServer,
} from './harness.mjs';
import { signInViewer, startPgliteServer } from './catalogue-setup.mjs';
import { fixed, load, printTable } from './load.mjs';

const CONNECTIONS = 50;
const args = benchArgs();
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

/**
 * A POST target whose body is made afresh for every request (random ids, pages, keywords); with a
 * `token`, every request is sent signed in.
 */
function post(base, name, url, makeBody, token) {
  const headers = { 'content-type': 'application/json', ...(token ? { token } : {}) };
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

/** Product and store ids for the detail and store rows: a quarter of them the viewer's marked ones. */
function idPickers(maxId, storeIds, marked) {
  const sometimesMarked = (ids, any) => () => (ids.length > 0 && Math.random() < 0.25 ? pick(ids) : any());
  return {
    productId: sometimesMarked(marked.productIds, () => 1 + Math.floor(Math.random() * maxId)),
    storeId: sometimesMarked(marked.storeIds, () => pick(storeIds)),
  };
}

/** The rows of a visitor and, with `token`, the same rows signed in (home, lists, store, detail). */
function browseTargets(base, ids, token) {
  const rows = (suffix, as) => [
    post(base, `home /api/index/index${suffix}`, '/api/index/index', () => ({}), as),
    ...SORTS.map((sort) =>
      post(
        base,
        `list sort=${sort}${suffix}`,
        '/api/index/pro',
        () => ({ sort, page: 1 + Math.floor(Math.random() * 20), limit: 20 }),
        as,
      ),
    ),
    post(
      base,
      `store page /api/index/shop_info${suffix}`,
      '/api/index/shop_info',
      () => ({ id: ids.storeId(), page: 1 + Math.floor(Math.random() * 3), limit: 20 }),
      as,
    ),
    post(
      base,
      `detail /api/index/pro_info${suffix}`,
      '/api/index/pro_info',
      () => ({ id: ids.productId() }),
      as,
    ),
  ];
  if (!token) return rows('');
  // each row as a visitor, then at once as the viewer: the pair sees the same machine load
  const visitor = rows('');
  const viewer = rows(' (viewer)', token);
  return visitor.flatMap((row, i) => [row, viewer[i]]);
}

/** Each sort's page 481-500 (cached after its first request, as page 1-20 are) and deep misses. */
function deepTargets(base) {
  const deepPage = () => 481 + Math.floor(Math.random() * 20);
  return [
    ...SORTS.map((sort) =>
      post(base, `deep list sort=${sort}`, '/api/index/pro', () => ({ sort, page: deepPage(), limit: 20 })),
    ),
    // the yardstick: the same misses on the first 20 pages
    post(base, 'miss list price pages 1-20', '/api/index/pro', () => ({
      min_price: amount(0, 30),
      sort: pick(SORTS),
      page: 1 + Math.floor(Math.random() * 20),
      limit: 20,
    })),
    // a floor under 30 keeps at least 10,000 of the 100k products in the list, so page 500 exists
    post(base, 'deep miss list price', '/api/index/pro', () => ({
      min_price: amount(0, 30),
      sort: pick(SORTS),
      page: deepPage(),
      limit: 20,
    })),
  ];
}

async function main() {
  const engine = args.pglite ? 'PGlite' : 'PostgreSQL';
  const started = args.pglite
    ? await startPgliteServer(args.products ?? '5000')
    : await startBenchServer(databaseUrl, args.pool ?? 10);
  const { base, env } = started;

  const home = await (
    await fetch(`${base}/api/index/index`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
  ).text();
  const list = await call(base, '/api/index/pro', { limit: 50 });
  // the list's total is capped above 1,000 (decision 057): the newest id tells the set's size
  const maxId = list.list[0].id;
  if (maxId < 50_000 && !args.pglite)
    console.warn(`product ids only up to ${maxId}: run npm run seed:bench first for the 100k set`);
  const storeIds = await storeIdsOf(base);

  // the bare route answers the home JSON, so both carry the same bytes
  const bodyFile = path.join(env.UPLOAD_DIR, 'home.json');
  await writeFile(bodyFile, home);
  const bareEnv = { HOST: '127.0.0.1', PORT: String(await freePort()), BARE_BODY: bodyFile };
  const bare = await startServer(bareEnv, 'bench/bare-server.mjs');

  console.log(
    `catalogue with product ids up to ${maxId} on ${engine}; Node ${process.version}, ${cpus().length} × ${await cpuModel()}, ` +
      `${fixed(totalmem() / 2 ** 30, 0)} GiB; ${args.pglite ? '' : `pool ${env.DATABASE_POOL_MAX}; `}${CONNECTIONS} connections, ${options.warmup} s warm-up + ${options.duration} s each`,
  );
  if (args.pglite)
    console.log(`server started (migrations and the demo seed) in ${fixed(started.startSeconds)} s`);
  const viewer = args.viewer
    ? await signInViewer(base, {
        productIds: list.list.map((card) => card.id),
        storeIds: storeIds.slice(0, 30),
      })
    : undefined;
  // the viewer favours products of the first list page and follows the first stores
  const marked = viewer
    ? { productIds: list.list.map((card) => card.id), storeIds: storeIds.slice(0, 30) }
    : { productIds: [], storeIds: [] };
  if (viewer)
    console.log(
      `viewer: the demo buyer signed in, ${viewer.favorites} favourites and ${viewer.follows} followed stores; ` +
        'a quarter of detail and store requests ask for a marked product or store, for visitor and viewer alike',
    );
  const ids = idPickers(maxId, storeIds, marked);
  const bareTarget = post(bare, 'bare Fastify (home-sized JSON)', '/bare', () => ({}));
  const targets = args.miss
    ? [bareTarget, ...missTargets(base, await categoryIdsOf(base), storeIds)]
    : args.deep
      ? [bareTarget, ...deepTargets(base)]
      : args.viewer
        ? [bareTarget, ...browseTargets(base, ids, viewer.token)]
        : [
            bareTarget,
            ...browseTargets(base, ids),
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
  // PostgreSQL's CPU is read from its backends; PGlite runs inside the server process
  const client = args.pglite ? undefined : new pg.Client({ connectionString: databaseUrl });
  await client?.connect();
  const databaseSeconds = async () => (client ? backendSeconds(client) : 0);
  if (args.rounds) {
    await client?.end();
    return interleaveRows(bareTarget, chosen.slice(1), Number(args.rounds), Number(args.burst ?? 3));
  }
  try {
    for (const target of chosen) {
      console.log(`running ${target.name} …`);
      const before = { ...(await cpuSeconds()), database: await databaseSeconds() };
      const row = await load(target, options);
      const after = { ...(await cpuSeconds()), database: await databaseSeconds() };
      rows.push(row);
      // the CPU spans the warm-up too: its requests are estimated at the run's rate
      const requests = (row.requests * (options.duration + options.warmup)) / options.duration;
      const perRequest = (key) => fixed(((after[key] - before[key]) * 1000) / requests, 2);
      if (target !== bareTarget)
        cpu.push(
          `${row.name}: server ${perRequest('server')} ms` +
            (client ? `, PostgreSQL ${perRequest('database')} ms` : ''),
        );
    }
  } finally {
    await client?.end();
  }
  console.log('');
  printTable(rows);
  if (cpu.length > 0) console.log(`\nCPU a request:\n${cpu.join('\n')}`);
  const homeRow = rows.find((row) => row.name.startsWith('home'));
  if (homeRow) console.log(`\nhome at ${fixed((homeRow.rps / rows[0].rps) * 100, 0)} % of the bare route`);
  for (const row of rows.filter((one) => one.name.endsWith(' (viewer)'))) {
    const visitor = rows.find((one) => one.name === row.name.replace(' (viewer)', ''));
    if (visitor)
      console.log(
        `${visitor.name}: the viewer at ${fixed((row.rps / visitor.rps) * 100, 0)} % of the visitor's req/s, ` +
          `p99 ${fixed(row.p99, 1)} against ${fixed(visitor.p99, 1)} ms`,
      );
  }
  if (rows.some((row) => row.failures > 0)) process.exitCode = 1;
}

/**
 * Two rows in turn in short bursts, the order reversed every round: the median of the rounds'
 * ratios `b / a`, whose both sides saw the same moment of the machine.
 */
async function interleave(a, b, rounds, burst, labels) {
  const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
  const ratios = [];
  const p99s = { a: [], b: [] };
  for (let round = 0; round < rounds; round += 1) {
    const [first, second] = round % 2 ? [b, a] : [a, b];
    const one = await load(first, { duration: burst, warmup: 0.5 });
    const two = await load(second, { duration: burst, warmup: 0.5 });
    const [ofA, ofB] = round % 2 ? [two, one] : [one, two];
    ratios.push(ofB.rps / ofA.rps);
    p99s.a.push(ofA.p99);
    p99s.b.push(ofB.p99);
    console.log(
      `${b.name} round ${round + 1}: ${labels[0]} ${fixed(ofA.rps, 0)}, ${labels[1]} ${fixed(ofB.rps, 0)} req/s`,
    );
  }
  return {
    ratio: median(ratios),
    low: Math.min(...ratios),
    high: Math.max(...ratios),
    p99: { a: median(p99s.a), b: median(p99s.b) },
  };
}

/**
 * --rounds=N: with --viewer, each visitor row against its viewer row; otherwise each row against the
 * bare route (its share of the bare route, the issue's measure).
 */
async function interleaveRows(bareTarget, targets, rounds, burst) {
  const share = (r) =>
    `${fixed(r.ratio * 100, 0)} % (median of ${rounds} rounds, ${fixed(r.low * 100, 0)}–${fixed(r.high * 100, 0)} %)`;
  for (const target of targets.filter((one) => !one.name.endsWith(' (viewer)'))) {
    if (args.viewer) {
      const viewer = targets.find((one) => one.name === `${target.name} (viewer)`);
      if (!viewer) continue;
      const r = await interleave(target, viewer, rounds, burst, ['visitor', 'viewer']);
      console.log(
        `${target.name}: the viewer at ${share(r)} of the visitor's req/s, median p99 ${fixed(r.p99.b, 1)} against ${fixed(r.p99.a, 1)} ms`,
      );
    } else {
      const r = await interleave(bareTarget, target, rounds, burst, ['bare', 'row']);
      console.log(
        `${target.name}: ${share(r)} of the bare route's req/s, median p99 ${fixed(r.p99.b, 1)} ms`,
      );
    }
  }
}

await runBenchmark(main);
