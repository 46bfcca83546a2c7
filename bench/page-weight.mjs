// Page weight of the buyer app's home route: every JS and CSS file the browser loads for `/`,
// raw and gzip-compressed, then Lighthouse scores for each route asked for. Starts the real server
// on a fresh embedded database and loads the pages in Debian Chromium.
// Usage: npm run build && node bench/page-weight.mjs [--routes=home,product,goods,store]
//        [--lighthouse-runs=N] [--lighthouse-report=file.json]
// (home only by default; `goods` and `store` are the first product of the server's own list and its
// store; 0 runs skips Lighthouse; the report file receives each route's median run, `-<route>` added)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../e2e/chromium.ts';
import { runLighthouse } from './lighthouse.mjs';

const root = path.resolve(import.meta.dirname, '..');
const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const lighthouseRuns = Number(option('lighthouse-runs') ?? 3);
const lighthouseReport = option('lighthouse-report');
const routeNames = (option('routes') ?? 'home').split(',');
/** The routes' paths; a product detail and a store page from the first product the server lists. */
async function pickRoutes(base, names) {
  const answer = await fetch(`${base}/api/index/pro`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1 }),
  }).then((r) => r.json());
  const product = answer.data?.list?.[0];
  if (!product) throw new Error(`no product to open: ${JSON.stringify(answer).slice(0, 200)}`);
  const paths = {
    home: '/',
    product: '/product',
    goods: `/goods?id=${product.id}`,
    store: `/store/${product.shop_id}`,
  };
  return Object.fromEntries(
    names.map((name) => {
      if (!paths[name]) throw new Error(`unknown route ${name}: one of ${Object.keys(paths).join(', ')}`);
      return [name, paths[name]];
    }),
  );
}

const dir = mkdtempSync(path.join(tmpdir(), 'market-weight-'));
const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const server = spawn(process.execPath, ['apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, 'data'),
    UPLOAD_DIR: path.join(dir, 'uploads'),
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
  stdio: 'inherit',
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; ; i += 1) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    // a fresh embedded database takes seconds to create, more on a busy machine
    if (i > 1200) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const files = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!/\.(js|css)$/.test(url.pathname)) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    files.push({
      file: url.pathname,
      kind: url.pathname.endsWith('.css') ? 'css' : 'js',
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await browser.close();
  const kb = (n) => (n / 1024).toFixed(1);
  files.sort((a, b) => b.gzip - a.gzip);
  console.log('file'.padEnd(48), 'raw KB'.padStart(8), 'gzip KB'.padStart(8));
  for (const f of files) console.log(f.file.padEnd(48), kb(f.raw).padStart(8), kb(f.gzip).padStart(8));
  for (const kind of ['js', 'css']) {
    const list = files.filter((f) => f.kind === kind);
    console.log(
      `home first-load ${kind.toUpperCase()}: ${list.length} files, ${kb(list.reduce((s, f) => s + f.raw, 0))} KB raw, ${kb(list.reduce((s, f) => s + f.gzip, 0))} KB gzip`,
    );
  }
  if (lighthouseRuns > 0) {
    const routes = await pickRoutes(base, routeNames);
    for (const [name, route] of Object.entries(routes)) {
      console.log(
        `\n== ${name}: ${route} (load average ${loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')})`,
      );
      const report = lighthouseReport && lighthouseReport.replace(/(\.json)?$/, `-${name}$1`);
      await runLighthouse(`${base}${route}`, lighthouseRuns, report);
    }
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}
