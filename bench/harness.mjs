// What the benchmarks share: a free port, the server as a child process, a fresh PostgreSQL database,
// a JSON call, the machine and the CPU it used, and the run of a main with its clean-up. Imported by
// bench/accounts.mjs, bench/catalogue.mjs and bench/checkout.mjs; their load runs are in load.mjs.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function freePort() {
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

/**
 * The command line's `--name=value` options by name (a bare `--flag` reads 'true'); the value is
 * everything after the first `=`, so a URL or an `--only=` list keeps its own `=` signs.
 */
export function benchArgs(argv = process.argv.slice(2)) {
  return Object.fromEntries(
    argv.map((arg) => {
      const option = arg.replace(/^--/, '');
      const at = option.indexOf('=');
      return at < 0 ? [option, 'true'] : [option.slice(0, at), option.slice(at + 1)];
    }),
  );
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function cpuModel() {
  try {
    const text = await readFile('/proc/cpuinfo', 'utf8');
    return /^model name\s*:\s*(.+)$/m.exec(text)?.[1] ?? cpus()[0]?.model ?? 'unknown';
  } catch {
    return cpus()[0]?.model ?? 'unknown';
  }
}

/** Everything to undo at the end, in reverse order of creation; runs once, even on failure. */
export const cleanups = [];
let cleaningUp;
export function cleanup() {
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

/**
 * Runs a benchmark's main and then its clean-up, also on Ctrl-C or SIGTERM; a failure is printed
 * and sets the exit code.
 */
export async function runBenchmark(main) {
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
    console.error(
      `benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

/** POSTs JSON; answers the HTTP status, the parsed body and the milliseconds the call took. */
export async function postJson(url, body, headers = {}) {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json(), ms: performance.now() - started };
}

export async function createPostgresDatabase(adminUrl) {
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

/**
 * The environment every bench gives the real server: development (the demo accounts exist), a
 * free port, quiet logs, no mail and no admin from the environment, API limits out of the way
 * (decision 016 would answer most bench requests 429), no order clock; `extra` adds or replaces.
 */
export async function benchServerEnv(extra) {
  return {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
    ADMIN_EMAIL: '',
    ADMIN_PASSWORD: '',
    RATE_LIMIT_PER_MINUTE: '1000000000',
    RATE_LIMIT_PER_SESSION: '1000000000',
    ORDER_SWEEP_SECONDS: '0',
    ...extra,
  };
}

/**
 * The real server as the benches run it: on `databaseUrl`, no demo catalogue, no mail, no rate
 * limits, no order clock (it would expire and receive seeded orders under the run), `pool`
 * database connections and an upload folder of its own, both gone at the end. Answers its base
 * URL and the environment it was given. `script` is another checkout's server (bench/compare-builds.mjs).
 */
export async function startBenchServer(databaseUrl, pool = 10, script = undefined) {
  const env = await benchServerEnv({
    DATABASE_URL: databaseUrl,
    SEED_PRODUCTS: '0',
    UPLOAD_DIR: await mkdtemp(path.join(tmpdir(), 'market-bench-uploads-')),
    DATABASE_POOL_MAX: String(pool),
  });
  cleanups.push(() => rm(env.UPLOAD_DIR, { recursive: true, force: true }));
  return { base: await startServer(env, script), env };
}

/**
 * The bare route of the same run: a Fastify route answering `body` (a sample of the measured call's
 * answer, kept in the bench server's upload folder) from memory. Answers its base URL.
 */
export async function startBareServer(env, body, fileName = 'bare.json') {
  const bodyFile = path.join(env.UPLOAD_DIR, fileName);
  await writeFile(bodyFile, body);
  const bareEnv = { HOST: '127.0.0.1', PORT: String(await freePort()), BARE_BODY: bodyFile };
  return startServer(bareEnv, 'bench/bare-server.mjs');
}

/** The run's machine line: cores, CPU, memory, Node and the bench server's PostgreSQL pool. */
export async function machineLine(env) {
  const gib = (totalmem() / 2 ** 30).toFixed(0);
  return `machine: ${cpus().length} × ${await cpuModel()}, ${gib} GiB, Node ${process.version}; PostgreSQL; pool ${env.DATABASE_POOL_MAX}`;
}

/**
 * A fresh database on `adminUrl`'s server with the bench server on it (`pool` connections) and a
 * client of the bench's own for seeding; all three go at the end.
 */
export async function startOnFreshDatabase(adminUrl, pool = 10) {
  const database = await createPostgresDatabase(adminUrl);
  const { base, env } = await startBenchServer(database.url, pool);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  cleanups.push(() => client.end());
  return { base, env, client };
}

export async function startServer(env, script = 'apps/server/src/main.ts') {
  const child = spawn(process.execPath, [script], {
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

/**
 * CPU seconds used so far, from /proc (Linux): this process, its child processes (the server),
 * and every process named postgres (the database's backends and helpers, when it runs here).
 */
export async function cpuSeconds() {
  const ticks = 100; // USER_HZ on Linux
  const totals = { bench: 0, server: 0, postgres: 0 };
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = await readFile(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // it ended meanwhile
    }
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const seconds = (Number(fields[11]) + Number(fields[12])) / ticks;
    if (Number(entry) === process.pid) totals.bench += seconds;
    else if (Number(fields[1]) === process.pid) totals.server += seconds;
    else if (comm === 'postgres') totals.postgres += seconds;
  }
  return totals;
}
