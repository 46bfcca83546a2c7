// The seller's order list on PostgreSQL: one store with 100,000 orders (and as many in 50 other
// stores), each tab of POST /api/seller/order/index (random page 1–20, 20 rows) at 50 connections,
// beside a bare Fastify route answering the same bytes from memory. Not a CI gate.
//
//   npm run bench:seller-orders -- [--database=postgres://…/postgres] [--orders=100000] [--duration=10] [--warmup=2] [--pool=10]
//
// A database bench_<random> is created on the given server and dropped at the end.
import { performance } from 'node:perf_hooks';
import { benchArgs, machineLine, runBenchmark, startBareServer, startOnFreshDatabase } from './harness.mjs';
import { fixed, load, measureRows, printTable } from './load.mjs';
import { createSeller, seedOrders } from './seller-orders-data.mjs';

const CONNECTIONS = 50;
const LIST = '/api/seller/order/index';
const TABS = ['to_ship', 'shipped', 'received', 'cancelled'];
const args = benchArgs();
const options = {
  duration: Number(args.duration ?? 10),
  warmup: Number(args.warmup ?? 2),
  orders: Number(args.orders ?? 100_000),
  // --rate=N: the 50 connections together offer N requests a second (paced, as 50 people
  // browsing would), instead of each sending its next request the moment an answer comes
  rate: Number(args.rate ?? 0),
  database: args.database ?? 'postgres://postgres@127.0.0.1:5432/postgres',
};

/** A POST with the seller's token whose body is made afresh for every request. */
function target(base, url, name, token, makeBody) {
  const headers = { 'content-type': 'application/json', token };
  return {
    name,
    url: `${base}${url}`,
    method: 'POST',
    headers,
    body: JSON.stringify(makeBody()),
    connections: CONNECTIONS,
    ...(options.rate > 0 && { overallRate: options.rate }),
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
  const { base, env, client } = await startOnFreshDatabase(options.database, args.pool ?? 10);

  const seller = await createSeller(client);
  const started = performance.now();
  const mix = await seedOrders(client, seller.storeId, options.orders);
  const seeded = (performance.now() - started) / 1000;

  const sample = await (
    await fetch(`${base}${LIST}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: seller.token },
      body: '{"status":"received"}',
    })
  ).text();
  const bare = await startBareServer(env, sample, 'list.json');

  console.log(`\nseller orders — ${new Date().toISOString()}`);
  console.log(await machineLine(env));
  console.log(
    `the store's ${options.orders} orders (seeded with as many elsewhere in ${fixed(seeded, 1)} s): ${mix.map((row) => `${row.status} ${row.n}`).join(', ')}`,
  );
  console.log(
    `${CONNECTIONS} connections${options.rate > 0 ? ` offering ${options.rate} req/s` : ''}, ${options.warmup} s warm-up + ${options.duration} s each, after a warm-up pass over every row\n`,
  );
  const page = (status) => () => ({ status, page: 1 + Math.floor(Math.random() * 20), limit: 20 });
  const targets = [
    target(bare, '/bare', 'bare Fastify (list-sized JSON)', seller.token, () => ({})),
    ...TABS.map((tab) => target(base, LIST, `seller orders, ${tab}, page 1–20`, seller.token, page(tab))),
  ];
  // a fresh server spends more a call in its first seconds (compiling, growing its heap): every
  // list row runs once for the warm-up time before any is measured, so that the first row measured
  // does not pay for it alone (server CPU 0.41-0.48 ms a call on a first row, 0.31-0.36 ms later)
  console.log('warming the server up: every list row once …');
  for (const one of targets.slice(1)) await load(one, { duration: Math.max(options.warmup, 1), warmup: 0 });
  const { rows, cpu } = await measureRows(targets, options);
  console.log('');
  printTable(rows);
  console.log(
    `\nCPU per request (server: the process that answered, the bare one on its row):\n${cpu.join('\n')}`,
  );
  if (rows.some((row) => row.failures > 0)) process.exitCode = 1;
}

await runBenchmark(main);
