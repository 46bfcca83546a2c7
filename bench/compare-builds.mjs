// Before and after on a machine others load: two or more builds of the server (each a checkout with
// its own bench database) and the bare route, all started at once and loaded in turn in short
// bursts, the order reversed every round, so that every build sees the same machine. Prints each
// round, then each build's medians: req/s, its share of the bare route's burst in the same round,
// p99, and the CPU per request of its server process and of its database's backends (from /proc,
// which others' load disturbs least). Not a CI gate.
//
//   npm run bench:compare -- --build=before:/tmp/before:postgres://…/market_bench_before \
//     --build=head:.:postgres://…/market_bench [--target=detail|list] [--rounds=10] [--burst=3] [--lang=de]
import { readFile, readdir } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { cleanups, cpuModel, runBenchmark, startBareServer, startBenchServer } from './harness.mjs';
import { cannon, fixed, median, percentile } from './load.mjs';

const TARGETS = {
  detail: { url: '/api/index/pro_info', body: (maxId) => ({ id: 1 + Math.floor(Math.random() * maxId) }) },
  list: {
    url: '/api/index/pro',
    body: () => ({
      sort: ['all', 'sales', 'price_asc', 'price_desc', 'new'][Math.floor(Math.random() * 5)],
      page: 1 + Math.floor(Math.random() * 20),
      limit: 20,
    }),
  },
};

const options = { rounds: '10', burst: '3', target: 'detail', connections: '50', pool: '10' };
const builds = [];
for (const arg of process.argv.slice(2)) {
  const at = arg.indexOf('=');
  const [name, value] = at < 0 ? [arg, 'true'] : [arg.slice(2, at), arg.slice(at + 1)];
  if (name !== 'build') options[name] = value;
  else {
    // name:checkout:database URL (the URL has colons of its own)
    const [label, root, ...url] = value.split(':');
    builds.push({ label, root: path.resolve(root), databaseUrl: url.join(':') });
  }
}
const target = TARGETS[options.target];
if (builds.length === 0 || !target) {
  console.error(
    'usage: node bench/compare-builds.mjs --build=name:checkout:databaseUrl … [--target=detail|list] [--rounds=10] [--burst=3]',
  );
  process.exit(2);
}

/** CPU seconds of one process so far, from /proc (0 once it has ended). */
async function processSeconds(pid) {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** The pid of this bench's child process whose environment names `port`: the server on it. */
async function serverPid(port) {
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== process.pid) continue;
      const environ = await readFile(`/proc/${entry}/environ`, 'utf8');
      if (environ.split('\0').includes(`PORT=${port}`)) return Number(entry);
    } catch {
      // ended meanwhile
    }
  }
  throw new Error(`no server of this bench on port ${port}`);
}

/** CPU seconds of the server process and of the backends on its database (its pool). */
async function cpuOf(server) {
  const { rows } = await server.client.query(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  let database = 0;
  for (const { pid } of rows) database += await processSeconds(pid);
  return { server: await processSeconds(server.pid), database };
}

/** One burst of `seconds` at one server: req/s, p99 and, for a build, CPU ms per request. */
async function burstAt(server, headers, seconds) {
  const before = server.client ? await cpuOf(server) : undefined;
  const { result, latencies } = await cannon({
    url: `${server.base}${server.path}`,
    method: 'POST',
    connections: Number(options.connections),
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers,
        setupRequest: (request) => ({ ...request, body: JSON.stringify(server.makeBody()) }),
      },
    ],
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${server.label}: ${failures} failed requests in a burst`);
  const requests = result.requests.total;
  const after = server.client ? await cpuOf(server) : undefined;
  const perRequest = (key) => (after ? ((after[key] - before[key]) * 1000) / requests : NaN);
  return {
    rps: requests / seconds,
    p99: percentile(latencies, 99),
    server: perRequest('server'),
    database: perRequest('database'),
  };
}

async function main() {
  const headers = {
    'content-type': 'application/json',
    ...(options.lang ? { 'accept-language': options.lang } : {}),
  };
  const servers = [];
  let env;
  for (const build of builds) {
    const started = await startBenchServer(
      build.databaseUrl,
      Number(options.pool),
      path.join(build.root, 'apps/server/src/main.ts'),
    );
    env = started.env;
    const client = new pg.Client({ connectionString: build.databaseUrl });
    await client.connect();
    cleanups.push(() => client.end());
    servers.push({
      ...build,
      base: started.base,
      path: target.url,
      pid: await serverPid(started.env.PORT),
      client,
    });
  }
  // every build draws from the same ids: the lowest newest id of their sets
  let maxId = Infinity;
  for (const server of servers) {
    const page = await (
      await fetch(`${server.base}/api/index/pro`, { method: 'POST', headers, body: '{"limit":1}' })
    ).json();
    maxId = Math.min(maxId, page.data.list[0].id);
  }
  for (const server of servers) server.makeBody = () => target.body(maxId);
  const sample = await (
    await fetch(`${servers[0].base}${target.url}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(target.body(maxId)),
    })
  ).text();
  const bare = {
    label: 'bare',
    base: await startBareServer(env, sample),
    path: '/bare',
    makeBody: () => ({}),
  };
  const all = [bare, ...servers];

  console.log(
    `${options.target} of ${maxId} products; ${cpus().length} × ${await cpuModel()}, Node ${process.version}; ` +
      `${options.connections} connections, pool ${options.pool}; ${options.rounds} rounds of ${options.burst} s bursts` +
      `${options.lang ? `; Accept-Language ${options.lang}` : ''}; load average at start ${loadavg()
        .map((n) => fixed(n, 1))
        .join(' ')}`,
  );
  // a warm-up burst each, not counted
  for (const server of all) await burstAt(server, headers, 2);
  const results = new Map(all.map((server) => [server.label, []]));
  for (let round = 0; round < Number(options.rounds); round += 1) {
    const order = round % 2 === 0 ? all : [...all].reverse();
    const bursts = new Map();
    for (const server of order)
      bursts.set(server.label, await burstAt(server, headers, Number(options.burst)));
    const bareRps = bursts.get('bare').rps;
    for (const [label, one] of bursts) results.get(label).push({ ...one, share: (one.rps / bareRps) * 100 });
    console.log(
      `round ${round + 1} (load ${fixed(loadavg()[0], 1)}): ` +
        [...bursts].map(([label, one]) => `${label} ${fixed(one.rps, 0)} req/s`).join(', '),
    );
  }
  // each round's req/s of every build against the first build's in the same round: how far apart
  // two builds are, and (with the first build started twice) how far apart one build is from itself
  const reference = results.get(servers[0].label);
  console.log(`\nreq/s against ${servers[0].label} in the same round: median (min–max of the rounds)`);
  for (const server of servers.slice(1)) {
    const ratios = results
      .get(server.label)
      .map((one, round) => one.rps / reference[round].rps)
      .sort((a, b) => a - b);
    console.log(
      `${server.label}: ${fixed(median(ratios), 3)} (${fixed(ratios[0], 3)}–${fixed(ratios.at(-1), 3)})`,
    );
  }
  console.log(
    `\nmedians (load average at end ${loadavg()
      .map((n) => fixed(n, 1))
      .join(' ')}):`,
  );
  console.log('| build | req/s | % of bare | p99 ms | CPU ms/req server | CPU ms/req PostgreSQL |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [label, list] of results) {
    const mid = (key) => median(list.map((one) => one[key]).sort((a, b) => a - b));
    console.log(
      `| ${label} | ${fixed(mid('rps'), 0)} | ${fixed(mid('share'), 1)} | ${fixed(mid('p99'), 1)} | ` +
        `${label === 'bare' ? '—' : fixed(mid('server'), 3)} | ${label === 'bare' ? '—' : fixed(mid('database'), 3)} |`,
    );
  }
}

await runBenchmark(main);
