// Lighthouse (mobile preset: simulated slow 4G and 4× CPU slowdown) against a running server, in
// Debian Chromium. Called by page-weight.mjs; alone: node bench/lighthouse.mjs [url] [runs] [report.json]
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM, CHROMIUM_FLAGS } from '../e2e/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/** One Lighthouse run through its CLI (it launches Chromium itself with CHROME_PATH); the report. */
function runOnce(url) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(root, 'node_modules/.bin/lighthouse'),
      [
        url,
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? CHROMIUM } },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`lighthouse exited with ${code}: ${err.slice(-2000)}`));
      else resolve(JSON.parse(out));
    });
  });
}

const score = (category) => Math.round((category?.score ?? 0) * 100);

/** Audits of a category that lose points: binary or numeric scores below 1. */
function failingAudits(lhr, id) {
  return lhr.categories[id].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .filter((audit) => !['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode))
    .map((audit) => ({ id: audit.id, title: audit.title, score: audit.score, value: audit.displayValue }));
}

/**
 * Runs Lighthouse `runs` times and prints every run's scores, then the median run (by performance,
 * which varies from run to run; the others do not) with its metrics and failing audits. The median
 * report is written to `reportFile` if given (open it in https://googlechrome.github.io/lighthouse/viewer/).
 */
export async function runLighthouse(url, runs = 3, reportFile = undefined) {
  const reports = [];
  for (let i = 0; i < runs; i += 1) {
    // Chromium sometimes loses the trace of a load (NO_NAVSTART) on a busy machine: one more try
    const lhr = await runOnce(url).catch((error) => {
      console.log(`lighthouse run ${i + 1} failed, once more: ${error.message.split('\n')[0]}`);
      return runOnce(url);
    });
    reports.push(lhr);
    console.log(
      `lighthouse run ${i + 1}:`,
      CATEGORIES.map((id) => `${id} ${score(lhr.categories[id])}`).join(', '),
    );
  }
  reports.sort((a, b) => score(a.categories.performance) - score(b.categories.performance));
  const median = reports[Math.floor(reports.length / 2)];
  if (reportFile) writeFileSync(reportFile, JSON.stringify(median));
  console.log(`\nlighthouse ${median.lighthouseVersion}, ${median.environment.hostUserAgent}`);
  console.log(`median run: ${CATEGORIES.map((id) => `${id} ${score(median.categories[id])}`).join(', ')}`);
  for (const id of METRICS) {
    const audit = median.audits[id];
    console.log(
      `  ${audit.title.padEnd(28)} ${String(audit.displayValue).padStart(8)}  (score ${audit.score})`,
    );
  }
  for (const id of CATEGORIES) {
    const failing = failingAudits(median, id).filter((audit) => !METRICS.includes(audit.id));
    if (!failing.length) continue;
    console.log(`failing ${id} audits:`);
    for (const audit of failing)
      console.log(
        `  - ${audit.id}: ${audit.title}${audit.value ? ` (${audit.value})` : ''} [score ${audit.score}]`,
      );
  }
  return Object.fromEntries(CATEGORIES.map((id) => [id, score(median.categories[id])]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url = 'http://127.0.0.1:8080/', runs = '3', reportFile] = process.argv.slice(2);
  await runLighthouse(url, Number(runs), reportFile);
}
