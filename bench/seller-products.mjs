// Seller product center on PostgreSQL: one store fills itself with 10,000 products through a CSV
// import of 10,000 rows (timed), re-imports its own export (10,000 updates, timed); 50 other stores
// get 10,000 products and the tables are vacuumed; then the seller's product list (random page
// 1–20, 20 rows) runs at 50 connections beside a bare Fastify route answering the same bytes from
// memory. Not a CI gate.
//
//   npm run bench:seller-products -- [--database=postgres://…/postgres] [--rows=10000] [--duration=10] [--warmup=2] [--pool=10]
//
// A database bench_<random> is created on the given server and dropped at the end.
import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import {
  benchArgs,
  cpuSeconds,
  machineLine,
  runBenchmark,
  startBareServer,
  startOnFreshDatabase,
} from './harness.mjs';
import { fixed, load, printTable } from './load.mjs';
import { explainList, importRows, seedOtherStores } from './seller-products-data.mjs';

const CONNECTIONS = 50;
const LIST = '/api/seller/product/index';
const args = benchArgs();
const options = {
  duration: Number(args.duration ?? 10),
  warmup: Number(args.warmup ?? 2),
  rows: Number(args.rows ?? 10_000),
  // --rate=N: the 50 connections together offer N requests a second (paced, as 50 people
  // browsing would), instead of each sending its next request the moment an answer comes
  rate: Number(args.rate ?? 0),
  database: args.database ?? 'postgres://postgres@127.0.0.1:5432/postgres',
};

/** A merchant with a session and an open store, and a category, straight in the database. */
async function createMerchant(client) {
  const token = randomBytes(32).toString('base64url');
  const username = `seller_${randomBytes(3).toString('hex')}`;
  const { rows } = await client.query(
    `insert into users (username, email, password_hash, role, invite_code)
     values ($1, $2, 'x', 'merchant', $3) returning id`,
    [username, `${username}@bench.test`, randomBytes(4).toString('hex').toUpperCase()],
  );
  const userId = rows[0].id;
  await client.query(
    `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
    [userId, createHash('sha256').update(token).digest('hex')],
  );
  const store = await client.query(
    `insert into stores (owner_id, name) values ($1, 'Bench Store') returning id`,
    [userId],
  );
  const category = await client.query(
    `insert into categories (names) values ('{"en":"Bench"}') returning id`,
  );
  return { token, storeId: store.rows[0].id, categoryId: category.rows[0].id };
}

/** Three pictures uploaded by the merchant through the real upload call: their URLs. */
async function uploadPictures(base, token) {
  const urls = [];
  for (const blue of [10, 120, 230]) {
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 90, g: 60, b: blue } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'p.png');
    const response = await fetch(`${base}/api/index/upload`, {
      method: 'POST',
      body: form,
      headers: { token },
    });
    const body = await response.json();
    if (body.code !== 1) throw new Error(`upload: ${JSON.stringify(body)}`);
    urls.push(body.data.url);
  }
  return urls;
}

/** One timed import of a CSV text: its answer and the seconds it took. */
async function timedImport(base, token, csv) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'products.csv');
  const started = performance.now();
  const response = await fetch(`${base}/api/seller/product/import`, {
    method: 'POST',
    body: form,
    headers: { token },
  });
  const body = await response.json();
  const seconds = (performance.now() - started) / 1000;
  if (body.code !== 1 || body.data.errors.length > 0)
    throw new Error(`import: ${JSON.stringify(body).slice(0, 500)}`);
  return { seconds, data: body.data, bytes: Buffer.byteLength(csv) };
}

function listTarget(base, path, name, token, makeBody) {
  const headers = { 'content-type': 'application/json', token };
  return {
    name,
    url: `${base}${path}`,
    method: 'POST',
    headers,
    body: JSON.stringify(makeBody()),
    connections: CONNECTIONS,
    ...(options.rate > 0 && { overallRate: options.rate }),
    requests: [
      {
        method: 'POST',
        path,
        headers,
        setupRequest: (request) => ({ ...request, body: JSON.stringify(makeBody()) }),
      },
    ],
  };
}

async function main() {
  const { base, env, client } = await startOnFreshDatabase(options.database, args.pool ?? 10);
  const merchant = await createMerchant(client);
  const pictures = await uploadPictures(base, merchant.token);

  const created = await timedImport(
    base,
    merchant.token,
    importRows(options.rows, merchant.categoryId, pictures),
  );
  const exported = await (
    await fetch(`${base}/api/seller/product/export`, { headers: { token: merchant.token } })
  ).text();
  // the export sent back unchanged: every row updates its product
  const updated = await timedImport(base, merchant.token, exported);
  await seedOtherStores(client, merchant.categoryId);
  // what autovacuum does within a minute (it is off on the test server): the re-import's 10,000
  // dead row versions go and the visibility map is set, as the orders bench does after its seed
  for (const table of ['products', 'product_skus']) await client.query(`vacuum analyze ${table}`);

  const page = (status, keyword) => () => ({
    page: 1 + Math.floor(Math.random() * 20),
    limit: 20,
    status,
    keyword,
  });
  const sample = await (
    await fetch(`${base}/api/seller/product/index`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: merchant.token },
      body: '{}',
    })
  ).text();
  const bare = await startBareServer(env, sample, 'list.json');

  console.log(`\nseller product center — ${new Date().toISOString()}`);
  console.log(await machineLine(env));
  console.log(
    `import of ${options.rows} new rows (${fixed(created.bytes / 2 ** 20, 1)} MiB): ${fixed(created.seconds, 2)} s, ${JSON.stringify({ ...created.data, errors: undefined })}`,
  );
  console.log(
    `re-import of the export (${fixed(updated.bytes / 2 ** 20, 1)} MiB, every product updated): ${fixed(updated.seconds, 2)} s, ${JSON.stringify({ ...updated.data, errors: undefined })}`,
  );
  console.log(`\n${await explainList(client, merchant.storeId)}\n`);
  console.log(
    `${CONNECTIONS} connections${options.rate > 0 ? ` offering ${options.rate} req/s` : ''}, ${options.warmup} s warm-up + ${options.duration} s each, after a warm-up pass over every row`,
  );
  const targets = [
    listTarget(bare, '/bare', 'bare Fastify (list-sized JSON)', merchant.token, () => ({})),
    listTarget(base, LIST, 'seller list, all, page 1–20', merchant.token, page('all', '')),
    listTarget(base, LIST, 'seller list, on shelf, page 1–20', merchant.token, page('on_shelf', '')),
    listTarget(base, LIST, 'seller list, keyword "linen"', merchant.token, () => ({
      keyword: 'linen',
      limit: 20,
    })),
  ];
  // a fresh server spends more a call in its first seconds (compiling, growing its heap): every
  // list row runs once for the warm-up time before any is measured, so that the first row measured
  // does not pay for it alone (server CPU 0.41-0.48 ms a call on a first row, 0.31-0.36 ms later)
  console.log('warming the server up: every list row once …');
  for (const target of targets.slice(1))
    await load(target, { duration: Math.max(options.warmup, 1), warmup: 0 });
  const rows = [];
  const cpu = [];
  for (const target of targets) {
    console.log(`running ${target.name} …`);
    const before = await cpuSeconds();
    const row = await load(target, options);
    const after = await cpuSeconds();
    rows.push(row);
    // the warm-up's requests are counted at the measured rate
    const requests = row.rps * (options.warmup + options.duration);
    const per = (key) => fixed(((after[key] - before[key]) * 1000) / requests, 3);
    cpu.push(`${target.name}: server ${per('server')} ms, PostgreSQL ${per('postgres')} ms`);
  }
  console.log('');
  printTable(rows);
  console.log(`\nCPU per request (≈, the warm-up counted at the measured rate):\n${cpu.join('\n')}`);
  if (rows.some((row) => row.failures > 0)) process.exitCode = 1;
}

await runBenchmark(main);
