// `npm test`: typecheck, lint, generated files, every test on PGlite, the API tests again on
// PostgreSQL. Ends with one line "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import net from 'node:net';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const reports = mkdtempSync(path.join(tmpdir(), 'market-test-'));
let passed = 0;
let failed = 0;
const failures = [];

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name}: ${[path.basename(command), ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!ok) failures.push(name);
  return ok;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // a file that failed before its tests ran (a beforeAll that threw) reports them skipped: count
  // each of those as failed, so the closing line never says "0 failed" for a run that failed
  for (const result of report.testResults ?? []) {
    const tests = result.assertionResults ?? [];
    if (result.status === 'failed' && !tests.some((test) => test.status === 'failed'))
      failed += Math.max(1, tests.filter((test) => test.status !== 'passed').length);
  }
}

function vitest(name, args, env = {}) {
  const output = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  step(
    name,
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`, ...args],
    env,
  );
  countVitest(output);
}

function isListening(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A migration for every schema change: drizzle-kit must find nothing new to generate. */
function checkMigrations() {
  const dir = path.join(root, 'apps/server/drizzle');
  const before = new Set(readdirSync(dir));
  const ok = step('migrations up to date', 'npm', [
    'run',
    'db:generate',
    '--silent',
    '--',
    '--name',
    'ci_check',
  ]);
  const added = readdirSync(dir).filter((file) => !before.has(file));
  if (added.length) {
    for (const file of added) rmSync(path.join(dir, file), { recursive: true });
    spawnSync('git', ['checkout', '--', 'apps/server/drizzle/meta'], { cwd: root });
    console.error(
      `The schema changed without a migration (${added.join(', ')}): run npm run db:generate and commit it.`,
    );
    failures.push('migrations up to date');
  }
  return ok;
}

step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
step('lint', 'npm', ['run', 'lint', '--silent']);
checkMigrations();
vitest('tests on PGlite', []);

// the browser journeys run against the built buyer app served by the real server
if (
  step('build the apps', 'npm', ['run', 'build', '--silent']) &&
  existsSync(path.join(root, 'e2e/vitest.config.ts'))
) {
  vitest('browser journeys', ['--config', 'e2e/vitest.config.ts']);
}

if (await isListening(postgresUrl)) {
  vitest('API tests on PostgreSQL', ['apps/server/test', '--exclude', '**/process.test.ts'], {
    DATABASE_URL: postgresUrl,
  });
} else if (process.env.SKIP_POSTGRES === '1') {
  console.warn(
    `\n!!! SKIP_POSTGRES=1: the API tests did NOT run on PostgreSQL (${postgresUrl} is not reachable).`,
  );
} else {
  console.error(
    `\nPostgreSQL is not reachable at ${postgresUrl}: start it, set TEST_DATABASE_URL, or set SKIP_POSTGRES=1.`,
  );
  failures.push('PostgreSQL reachable');
}

rmSync(reports, { recursive: true, force: true });
console.log(failures.length ? `\nFailed steps: ${failures.join(', ')}` : '\nAll steps passed.');
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
