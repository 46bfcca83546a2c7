/**
 * The update flow (spec §2, §4): a page controlled by build A's service worker learns that the
 * server now has build B, shows the banner, and "Update Now" hands the page to B's worker.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useJourney } from './journey.ts';
import { eventually, expectCount, expectText } from './page-helpers.ts';

const DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
/** The server's WEB_ROOT: a copy of the built app that the test deploys builds into. */
const webRoot = mkdtempSync(path.join(tmpdir(), 'market-web-'));

interface Build {
  id: string;
  /** The precache revision of index.html in this build's service-worker.js. */
  revision: string;
  worker: string;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * Deploys build `id` into the web root: index.html carries `<meta name="build-id">`, and
 * service-worker.js lists that index.html's revision. Workbox's revision is the md5 of the file,
 * so this is byte for byte what `vite build` emits after such a change to index.html; a real
 * second build would cost ~5 s more and compile whatever the source is at that moment.
 */
async function deploy(id: string): Promise<Build> {
  const builtHtml = await readFile(path.join(DIST, 'index.html'), 'utf8');
  const builtWorker = await readFile(path.join(DIST, 'service-worker.js'), 'utf8');
  const html = builtHtml.replace('</head>', `<meta name="build-id" content="${id}" /></head>`);
  const entry = (revision: string) => `{url:"index.html",revision:"${revision}"}`;
  // fails loudly should the plugin ever write its precache list differently
  expect(builtWorker.split(entry(md5(builtHtml))), 'index.html once in the precache list').toHaveLength(2);
  const worker = builtWorker.replace(entry(md5(builtHtml)), entry(md5(html)));
  // index.html first: a worker that sees the new service-worker.js precaches the new index.html
  await writeAsBuilt('index.html', html);
  await writeAsBuilt('service-worker.js', worker);
  return { id, revision: md5(html), worker };
}

/** Writes a file of the web root, and fresh copies of the `.br` / `.gz` the build wrote beside it. */
async function writeAsBuilt(file: string, text: string): Promise<void> {
  await writeFile(path.join(webRoot, file), text);
  for (const [suffix, compress] of [
    ['.br', brotliCompressSync],
    ['.gz', gzipSync],
  ] as const) {
    if (existsSync(path.join(DIST, file + suffix))) {
      await writeFile(path.join(webRoot, file + suffix), compress(text));
    }
  }
}

// before useJourney's hooks: the server serves the web root only if it holds an app at start
beforeAll(() => cp(DIST, webRoot, { recursive: true }));
afterAll(() => rm(webRoot, { recursive: true, force: true }));

const journey = useJourney({ WEB_ROOT: webRoot });

const buildId = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="build-id"]')?.getAttribute('content'));

/** The revisions of index.html held in the service worker's caches. */
const cachedShells = (page: Page) =>
  page.evaluate(async () => {
    const revisions: (string | null)[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        if (url.pathname === '/index.html') revisions.push(url.searchParams.get('__WB_REVISION__'));
      }
    }
    return revisions.sort();
  });

const waitingState = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null);

/** Opens the app until build A's worker controls it, with no banner. */
async function openBuildA(page: Page): Promise<Build> {
  const a = await deploy('A');
  await page.goto('/');
  await page.getByTestId('tabbar').waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready);
  // the worker does not claim the page that registered it: the next load is the first it controls
  await page.reload();
  await page.getByTestId('tabbar').waitFor();
  await eventually(
    () => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL),
    `${journey.baseURL}/service-worker.js`,
  );
  expect(await buildId(page)).toBe('A');
  expect(await cachedShells(page)).toEqual([a.revision]);
  expect(await page.getByTestId('update-banner').count()).toBe(0);
  return a;
}

/** Build B is on the server; the server answers with its worker. */
async function deployBuildB(): Promise<Build> {
  const b = await deploy('B');
  expect(await (await fetch(`${journey.baseURL}/service-worker.js`)).text()).toBe(b.worker);
  return b;
}

/** The banner is up with B waiting; "Update Now" reloads the page under B's worker. */
async function updateNow(page: Page, a: Build, b: Build): Promise<void> {
  const banner = page.getByTestId('update-banner');
  await expectText(banner.locator('span').first(), 'New update available! Refresh to apply.');
  expect(await waitingState(page)).toBe('installed');
  // until the user agrees, A's worker keeps answering: the page is still build A
  expect(await buildId(page)).toBe('A');
  expect(await cachedShells(page)).toEqual([a.revision, b.revision].sort());

  await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
  const reloaded = page.waitForEvent('load');
  await banner.getByRole('button', { name: 'Update Now' }).tap();
  await reloaded;
  await page.getByTestId('tabbar').waitFor();
  expect(await page.evaluate(() => 'beforeUpdate' in window), 'the page reloaded').toBe(false);

  // the shell now comes from B's precache, and B's activation dropped A's entry
  expect(await buildId(page)).toBe('B');
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(await waitingState(page)).toBeNull();
  await eventually(() => cachedShells(page), [b.revision]);
  // nothing waits any more, so the banner stays away (workbox reports a waiting worker in 200 ms)
  await page.waitForTimeout(1000);
  await expectCount(banner, 0);
}

describe('update', () => {
  it('a returning visit finds build B, and Update Now switches the page to it', async () => {
    const { page } = journey;
    const a = await openBuildA(page);
    const b = await deployBuildB();
    // the next load checks for a new worker; the page itself still comes from A's cache
    await page.reload();
    await page.getByTestId('tabbar').waitFor();
    await updateNow(page, a, b);
  });

  it('an open page that checks for updates offers build B', async () => {
    const { page } = journey;
    const a = await openBuildA(page);
    const b = await deployBuildB();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await updateNow(page, a, b);
  });
});
