// Benchmark of the account endpoints against the real server, started as a child process on a
// fresh database. Run by hand (not a CI gate): see docs/PERFORMANCE.md.
//
//   node bench/accounts.mjs [--engine=pglite|postgres] [--duration=10] [--warmup=2]
//
// --engine=postgres creates a database bench_<random> on BENCH_POSTGRES_URL (default
// postgres://postgres@127.0.0.1:5432/postgres) and drops it at the end.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function cpuModel() {
  try {
    const text = await readFile('/proc/cpuinfo', 'utf8');
    return /^model name\s*:\s*(.+)$/m.exec(text)?.[1] ?? cpus()[0]?.model ?? 'unknown';
  } catch {
    return cpus()[0]?.model ?? 'unknown';
  }
}

/** Everything to undo at the end, in reverse order of creation; runs once, even on failure. */
const cleanups = [];
let cleaningUp;
function cleanup() {
  cleaningUp ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`cleanup: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  return cleaningUp;
}

async function createPostgresDatabase(adminUrl) {
  const name = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.href };
}

async function startServer(env) {
  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = null;
  const exit = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
  });
  cleanups.push(async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timeout = sleep(15_000).then(() => 'timeout');
    if ((await Promise.race([exit, timeout])) === 'timeout') {
      console.error('server did not stop within 15 s of SIGTERM; killing it');
      child.kill('SIGKILL');
      await exit;
    }
  });

  const base = `http://${env.HOST}:${env.PORT}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited)
      throw new Error(`server exited before answering (code ${exited.code}, signal ${exited.signal})`);
    try {
      const response = await fetch(`${base}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not answer /healthz within 120 s');
    await sleep(100);
  }
  return base;
}

async function postJson(url, body, headers = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
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

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  // nearest rank
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function median(sorted) {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * One autocannon run. Its own latency histogram keeps whole milliseconds only, so the latency of
 * every 2xx answer is also collected here (autocannon measures it with process.hrtime).
 */
async function cannon(options) {
  const instance = autocannon({ connections: CONNECTIONS, ...options });
  const latencies = [];
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  return { result, latencies: Float64Array.from(latencies).sort() };
}

async function load(target, options) {
  // the same request once by hand: it must succeed in the envelope, not only in HTTP
  const check = await fetch(target.url, {
    method: target.method,
    headers: target.headers,
    body: target.body,
  });
  const body = await check.json();
  if (check.status !== 200 || body.code !== 1)
    throw new Error(`${target.name}: HTTP ${check.status} ${JSON.stringify(body)} before the run`);

  if (options.warmup > 0) await cannon({ ...target, duration: options.warmup });
  const { result, latencies } = await cannon({ ...target, duration: options.duration });
  const failures = result.non2xx + result.errors + result.timeouts;
  return {
    name: target.name,
    requests: result.requests.total,
    rps: result.requests.mean,
    p50: percentile(latencies, 50),
    p975: percentile(latencies, 97.5),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    failures,
    statusCodes: result.statusCodeStats,
  };
}

const fixed = (n, digits = 1) => n.toFixed(digits);

function printTable(rows) {
  const header = [
    'endpoint',
    'requests',
    'req/s (mean)',
    'p50 ms',
    'p97.5 ms',
    'p99 ms',
    'non-2xx',
    'errors',
  ];
  const lines = rows.map((r) => [
    r.failures > 0 ? `${r.name} (INVALID)` : r.name,
    String(r.requests),
    fixed(r.rps, 0),
    fixed(r.p50, 2),
    fixed(r.p975, 2),
    fixed(r.p99, 2),
    String(r.non2xx),
    String(r.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(row(header));
  console.log(`| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : '-'.repeat(w - 1) + ':')).join(' | ')} |`);
  for (const line of lines) console.log(row(line));
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

  const env = {
    NODE_ENV: 'development', // demo accounts are created outside production
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    UPLOAD_DIR: uploadDir,
    DATABASE_URL: databaseUrl,
    SMTP_URL: '',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    OIDC_PROVIDERS: '',
    TRUST_PROXY: 'false',
    // the per-IP limit (600/min by default) would turn most benchmark requests into 429s
    RATE_LIMIT_PER_MINUTE: '1000000000',
  };
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
    rows.push(await load(target, options));
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

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
])
  process.once(signal, () => {
    console.error(`${signal}: stopping the server and cleaning up`);
    void cleanup().then(() => process.exit(code));
  });

try {
  await main();
} catch (error) {
  console.error(`benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
