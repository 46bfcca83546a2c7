// The back office's lists on PostgreSQL (decision 043): 100,000 users, 1,000,000 orders and
// 1,000,000 ledger entries; each list page and search of POST /api/admin/{user,order,ledger}/list
// at 20 connections (or the --connections given), beside a bare Fastify route answering the same bytes from memory. Not a CI gate.
//
//   npm run bench:admin-lists -- [--database=postgres://…/postgres] [--users=100000] [--orders=1000000]
//                                [--entries=1000000] [--duration=8] [--warmup=2] [--pool=10] [--connections=1,20] [--only=<regexp>]
//
// A database bench_<random> is created on the given server and dropped at the end.
import { createAdmin, seedLists } from './admin-lists-data.mjs';
import { benchArgs, machineLine, runBenchmark, startBareServer, startOnFreshDatabase } from './harness.mjs';
import { fixed, measureRows, printTable } from './load.mjs';

const args = benchArgs();
const options = {
  duration: Number(args.duration ?? 8),
  warmup: Number(args.warmup ?? 2),
  users: Number(args.users ?? 100_000),
  orders: Number(args.orders ?? 1_000_000),
  entries: Number(args.entries ?? 1_000_000),
  database: args.database ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  // --connections=1,20: each list at each count (1 shows a call's own time, without queueing)
  connections: String(args.connections ?? 20)
    .split(',')
    .map(Number),
};

/** A POST with the admin's token whose body is made afresh for every request. */
function target(base, url, name, token, makeBody, connections) {
  const headers = { 'content-type': 'application/json', token };
  return {
    name,
    url: `${base}${url}`,
    method: 'POST',
    headers,
    body: JSON.stringify(makeBody()),
    connections,
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

const random = (n) => 1 + Math.floor(Math.random() * n);

/** Every list page and search measured, by name: [path, body maker]. */
function scenarios(first) {
  const user = () => first + random(options.users) - 1;
  const page = () => ({ page: random(20), limit: 20 });
  const day = () =>
    new Date(Date.now() - random(Math.floor(options.orders / 1440) - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
  const orderNo = () =>
    `${new Date().toISOString().slice(0, 10).replaceAll('-', '')}${String(random(options.orders)).padStart(10, '0')}`;
  return [
    ['users, newest, page 1–20', '/api/admin/user/list', page],
    [
      'users by e-mail order, page 1–20',
      '/api/admin/user/list',
      () => ({ ...page(), sort: 'email', direction: 'asc' }),
    ],
    [
      'users: search a whole e-mail',
      '/api/admin/user/list',
      () => ({ keyword: `u${random(options.users)}@bench.test` }),
    ],
    [
      'users: search a username start (u1…u9999)',
      '/api/admin/user/list',
      () => ({ keyword: `u${random(9999)}` }),
    ],
    ['users: search a nickname start', '/api/admin/user/list', () => ({ keyword: `nick ${random(9999)}` })],
    ['users: search an id', '/api/admin/user/list', () => ({ keyword: String(user()) })],
    ['orders, newest, page 1–20', '/api/admin/order/list', page],
    ['orders by status, page 1–20', '/api/admin/order/list', () => ({ ...page(), status: 'shipped' })],
    ['orders: one day', '/api/admin/order/list', () => ({ date_from: day(), date_to: day() })],
    ['orders: search an order number', '/api/admin/order/list', () => ({ order_no: orderNo() })],
    ['orders of a user', '/api/admin/order/list', () => ({ user_id: user() })],
    ['ledger, newest, page 1–20', '/api/admin/ledger/list', page],
    ['ledger by kind, page 1–20', '/api/admin/ledger/list', () => ({ ...page(), entry_kind: 'refund' })],
    ['ledger of a user', '/api/admin/ledger/list', () => ({ user_id: user() })],
  ];
}

async function main() {
  const { base, env, client } = await startOnFreshDatabase(options.database, args.pool ?? 10);

  const admin = await createAdmin(client);
  const { first, timings } = await seedLists(client, options);

  const sample = await (
    await fetch(`${base}/api/admin/order/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: admin.token },
      body: '{}',
    })
  ).text();
  const bare = await startBareServer(env, sample, 'list.json');

  console.log(`\nadmin lists — ${new Date().toISOString()}`);
  console.log(await machineLine(env));
  console.log(
    `seeded ${options.users} users (${fixed(timings.users, 1)} s), ${options.orders} orders (${fixed(timings.orders, 1)} s), ${options.entries} ledger entries (${fixed(timings['ledger entries'], 1)} s)`,
  );
  console.log(
    `${options.connections.join(' and ')} connections, ${options.warmup} s warm-up + ${options.duration} s each\n`,
  );
  const named = [['bare Fastify (list-sized JSON)', '/bare', () => ({})], ...scenarios(first)];
  const targets = options.connections.flatMap((connections) =>
    named.map(([name, url, body], index) =>
      target(index === 0 ? bare : base, url, `${name} @${connections}`, admin.token, body, connections),
    ),
  );
  const only = args.only ? new RegExp(args.only) : null;
  const chosen = targets.filter((one) => !only || /^bare/.test(one.name) || only.test(one.name));
  const { rows, cpu } = await measureRows(chosen, options);
  console.log('');
  printTable(rows);
  console.log(
    `\nCPU per request (server: the process that answered, the bare one on its row):\n${cpu.join('\n')}`,
  );
  if (rows.some((row) => row.failures > 0)) process.exitCode = 1;
}

await runBenchmark(main);
