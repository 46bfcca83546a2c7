// Load runs of the benchmarks: autocannon with the exact latency of every answer, percentiles and
// the table of results.
import autocannon from 'autocannon';
import { cpuSeconds } from './harness.mjs';

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
 * Runs each target after a warm-up of its own (so its CPU counts the measured run only); answers
 * the rows and, for each, the CPU a request took in the server, PostgreSQL and the load generator.
 * `hooks.before(target)` and `hooks.after(target, row)` run around each measured run.
 */
export async function measureRows(targets, options, hooks = {}) {
  const rows = [];
  const cpu = [];
  for (const one of targets) {
    console.log(`running ${one.name} …`);
    if (options.warmup > 0) await load(one, { duration: options.warmup, warmup: 0 });
    hooks.before?.(one);
    const before = await cpuSeconds();
    const row = await load(one, { ...options, warmup: 0 });
    const after = await cpuSeconds();
    hooks.after?.(one, row);
    rows.push(row);
    const perRequest = (key) => fixed(((after[key] - before[key]) * 1000) / row.requests, 2);
    cpu.push(
      `${row.name}: server ${perRequest('server')} ms, PostgreSQL ${perRequest('postgres')} ms, load generator ${perRequest('bench')} ms`,
    );
  }
  return { rows, cpu };
}
