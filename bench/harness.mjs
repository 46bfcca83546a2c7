// What the load benchmarks share: a free port, the server as a child process, autocannon runs with
// exact latencies, and the table of results. Imported by bench/accounts.mjs and bench/catalogue.mjs.
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
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

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  // nearest rank
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function median(sorted) {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * One autocannon run. Its own latency histogram keeps whole milliseconds only, so the latency of
 * every 2xx answer is also collected here (autocannon measures it with process.hrtime).
 */
export async function cannon(options) {
  const instance = autocannon({ connections: 10, ...options });
  const latencies = [];
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  return { result, latencies: Float64Array.from(latencies).sort() };
}

export async function load(target, options) {
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

export const fixed = (n, digits = 1) => n.toFixed(digits);

export function printTable(rows) {
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
