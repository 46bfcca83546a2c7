// Benchmark of the account endpoints against the real server, started as a child process on a
// fresh database. Run by hand (not a CI gate): see docs/PERFORMANCE.md.
//
//   node bench/accounts.mjs [--engine=pglite|postgres] [--duration=10] [--warmup=2]
//
// --engine=postgres creates a database bench_<random> on BENCH_POSTGRES_URL (default
// postgres://postgres@127.0.0.1:5432/postgres) and drops it at the end.
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  benchServerEnv,
  cleanups,
  cpuModel,
  createPostgresDatabase,
  postJson,
  runBenchmark,
  startServer,
} from './harness.mjs';
import { fixed, load, median, percentile, printTable } from './load.mjs';

const CONNECTIONS = 10;
const LOGINS = 20;
const DEMO_BUYER = { account: 'buyer', password: 'buyer12345' };

function parseArgs(argv) {
  const options = { engine: 'pglite', duration: 10, warmup: 2 };
  for (const arg of argv) {
    const match = /^--(engine|duration|warmup)=(.+)$/.exec(arg);
    if (!match) {
      if (arg === '--help' || arg === '-h') {
        console.log('usage: node bench/accounts.mjs [--engine=pglite|postgres] [--duration=10] [--warmup=2]');
        process.exit(0);
      }
      throw new Error(`unknown argument ${arg} (try --help)`);
    }
    const [, name, value] = match;
    if (name === 'engine') {
      if (value !== 'pglite' && value !== 'postgres') throw new Error('--engine must be pglite or postgres');
      options.engine = value;
    } else {
      const seconds = Number(value);
      if (!Number.isInteger(seconds) || seconds < (name === 'warmup' ? 0 : 1))
        throw new Error(`--${name} must be a whole number of seconds`);
      options[name] = seconds;
    }
  }
  return options;
}

/** Sequential successful logins, timed one by one; returns the samples and the first token. */
async function timeLogins(base) {
  const samples = [];
  let token;
  for (let i = 0; i < LOGINS; i += 1) {
    const started = performance.now();
    const { status, body } = await postJson(`${base}/api/user/login`, DEMO_BUYER);
    samples.push(performance.now() - started);
    if (status !== 200 || body.code !== 1)
      throw new Error(`login ${i + 1} failed: HTTP ${status} ${JSON.stringify(body)}`);
    token ??= body.data.userinfo.token;
  }
  return { samples, token };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));

  const dataDir = await mkdtemp(path.join(tmpdir(), 'market-bench-data-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'market-bench-uploads-'));
  cleanups.push(() => rm(uploadDir, { recursive: true, force: true }));

  let databaseUrl = '';
  if (options.engine === 'postgres') {
    const adminUrl = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
    const database = await createPostgresDatabase(adminUrl);
    databaseUrl = database.url;
    console.log(`database ${database.name} created on ${new URL(adminUrl).host}`);
  }

  const env = await benchServerEnv({
    DATA_DIR: dataDir,
    UPLOAD_DIR: uploadDir,
    DATABASE_URL: databaseUrl,
    OIDC_PROVIDERS: '',
    TRUST_PROXY: 'false',
  });
  const started = performance.now();
  const base = await startServer(env);
  const ready = await (await fetch(`${base}/readyz`)).json();
  if (ready.data?.database !== options.engine)
    throw new Error(`server runs on ${JSON.stringify(ready.data)}, expected ${options.engine}`);
  console.log(
    `server ready on ${base} (${options.engine}) in ${fixed((performance.now() - started) / 1000)} s; ` +
      `Node ${process.version}, ${cpus().length} × ${await cpuModel()}, ` +
      `${fixed(totalmem() / 2 ** 30, 0)} GiB; ${CONNECTIONS} connections, ` +
      `${options.warmup} s warm-up + ${options.duration} s per endpoint`,
  );

  // login first (it is limited to 20 a minute per IP, so exactly LOGINS of them): its token is
  // the one the authenticated runs use
  const logins = await timeLogins(base);
  const sorted = [...logins.samples].sort((a, b) => a - b);

  const targets = [
    { name: 'GET /healthz', url: `${base}/healthz`, method: 'GET' },
    {
      name: 'POST /api/user/index',
      url: `${base}/api/user/index`,
      method: 'POST',
      headers: { 'content-type': 'application/json', token: logins.token },
      body: '{}',
    },
  ];
  const rows = [];
  for (const target of targets) {
    console.log(`running ${target.name} …`);
    rows.push(await load({ connections: CONNECTIONS, ...target }, options));
  }

  console.log('');
  printTable(rows);
  console.log('');
  console.log(
    `POST /api/user/login, ${LOGINS} sequential successful logins: median ${fixed(median(sorted))} ms, ` +
      `p95 ${fixed(percentile(sorted, 95))} ms (min ${fixed(sorted[0])}, max ${fixed(sorted.at(-1))})`,
  );

  const failed = rows.filter((r) => r.failures > 0);
  if (failed.length > 0) {
    for (const r of failed)
      console.error(
        `INVALID: ${r.name} had ${r.non2xx} non-2xx answers and ${r.errors} errors/timeouts ` +
          `(status codes ${JSON.stringify(r.statusCodes)}); its figures do not count`,
      );
    process.exitCode = 1;
  }
}

await runBenchmark(main);
