/**
 * Browser journeys against the real server: one server (fresh embedded database, mail captured by a
 * live SMTP mailbox) and one headless Chromium per test file, a fresh mobile context per test.
 */
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { type Mailbox, startMailbox } from '../apps/server/test/mailbox.ts';
import { removeServerDirs, type Started, start, stop } from '../apps/server/test/spawn-server.ts';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The seeded demo buyer (NODE_ENV development). */
export const BUYER = { account: 'buyer', password: 'buyer12345' } as const;

/** A phone: 375 x 740, touch, en-US. */
export const MOBILE: BrowserContextOptions = {
  viewport: { width: 375, height: 740 },
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
};

/** How long a single wait in a journey may take before it fails with a message. */
export const WAIT_MS = 15_000;

export interface Journey {
  server: Started;
  mailbox: Mailbox;
  browser: Browser;
  baseURL: string;
  /** The current test's context and page (MOBILE, made before each test, closed after it). */
  context: BrowserContext;
  page: Page;
  /** Uncaught errors of every page of the current test; each test ends by checking none came. */
  pageErrors: string[];
  /** Another context, closed after the test, e.g. with another locale. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

/**
 * Starts the mailbox, the server and the browser; each is kept on `journey` as soon as it runs, so
 * the file's afterAll stops whatever started even when another part failed.
 */
async function startAll(journey: Journey, env: Record<string, string>): Promise<void> {
  journey.mailbox = await startMailbox();
  const results = await Promise.allSettled([
    start({
      NODE_ENV: 'development',
      // 'info' at least: start() reads the URL from the "Server listening at" line
      LOG_LEVEL: 'info',
      SMTP_URL: `smtp://127.0.0.1:${journey.mailbox.port}`,
      RATE_LIMIT_PER_MINUTE: '100000',
      // a small catalogue (a few seconds to seed) for the browsing journeys
      SEED_PRODUCTS: '400',
      SEED_STORES: '12',
      ...env,
    }).then((server) => {
      journey.server = server;
      journey.baseURL = server.url;
      // should this worker die without its afterAll, the server goes with it
      process.once('exit', () => server.child.kill('SIGKILL'));
    }),
    chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true }).then((browser) => {
      journey.browser = browser;
    }),
  ]);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * Registers the hooks of a journey file and returns its state, filled in by the hooks: the server,
 * the mailbox and the browser for the whole file, a fresh context and page for each test. `env`
 * adds to or overrides the server's environment.
 */
export function useJourney(env: Record<string, string> = {}): Journey {
  const journey = { pageErrors: [] as string[] } as unknown as Journey;
  const extraContexts: BrowserContext[] = [];

  const watch = (context: BrowserContext) => {
    context.setDefaultTimeout(WAIT_MS);
    context.on('page', (page) => {
      page.on('pageerror', (error) => journey.pageErrors.push(`${page.url()}: ${error.message}`));
    });
  };

  journey.newContext = async (options = {}) => {
    const context = await journey.browser.newContext({ ...MOBILE, baseURL: journey.baseURL, ...options });
    watch(context);
    extraContexts.push(context);
    return context;
  };

  beforeAll(async () => {
    await startAll(journey, env);
  });

  afterAll(async () => {
    await journey.browser?.close();
    if (journey.server) await stop(journey.server);
    await journey.mailbox?.close();
    await removeServerDirs();
  });

  // each test: its own context (empty storage, no service worker) and page
  const setUp = async () => {
    journey.pageErrors.length = 0;
    journey.context = await journey.browser.newContext({ ...MOBILE, baseURL: journey.baseURL });
    watch(journey.context);
    journey.page = await journey.context.newPage();
  };
  const tearDown = async () => {
    const errors = [...journey.pageErrors];
    await Promise.all([journey.context, ...extraContexts.splice(0)].map((context) => context?.close()));
    expect(errors, 'uncaught errors in the page').toEqual([]);
  };
  beforeEach(setUp);
  afterEach(tearDown);
  return journey;
}

/** The native <input> inside an antd-mobile Input that carries `data-testid`. */
export function input(page: Page, testId: string): Locator {
  return page.getByTestId(testId).locator('input');
}

/** Waits until the page's path (and query, if given) is `expected`. */
export async function waitForPath(page: Page, expected: string): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname + url.search === expected, { timeout: WAIT_MS });
  } catch (error) {
    throw new Error(`waited ${WAIT_MS} ms for ${expected}; the page is at ${pathOf(page)}`, { cause: error });
  }
}

export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Local storage of the page's origin as a plain object. */
export function localStore(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      out[key] = localStorage.getItem(key)!;
    }
    return out;
  });
}

/** Polls until the locator's trimmed text equals `text`. */
export async function expectText(locator: Locator, text: string | RegExp): Promise<void> {
  await locator.waitFor({ state: 'visible' });
  const read = async () => ((await locator.textContent()) ?? '').trim();
  if (typeof text === 'string') await expect.poll(read, { timeout: WAIT_MS }).toBe(text);
  else await expect.poll(read, { timeout: WAIT_MS }).toMatch(text);
}

/** Polls until the locator matches `count` elements. */
export async function expectCount(locator: Locator, count: number): Promise<void> {
  await expect.poll(() => locator.count(), { timeout: WAIT_MS }).toBe(count);
}

/** Logs in through /login and waits for /mine to show the user. */
export async function login(page: Page, account: string, password: string): Promise<void> {
  await page.goto('/login');
  await input(page, 'login-account').fill(account);
  await input(page, 'login-password').fill(password);
  await page.getByTestId('login-submit').tap();
  await waitForPath(page, '/mine');
  await page.getByTestId('mine-username').waitFor();
}

/** The labels of the tab bar's tabs, in order. */
export async function tabLabels(page: Page): Promise<string[]> {
  const titles = page.getByTestId('tabbar').locator('[data-testid^="tab-"]');
  return titles.allTextContents();
}

export async function tabIds(page: Page): Promise<string[]> {
  const titles = page.getByTestId('tabbar').locator('[data-testid^="tab-"]');
  return titles.evaluateAll((elements) => elements.map((e) => e.getAttribute('data-testid') ?? ''));
}

/** The data-testid of the tab marked active by antd-mobile. */
export async function activeTabId(page: Page): Promise<string | null> {
  return page
    .locator('.adm-tab-bar-item-active [data-testid^="tab-"]')
    .getAttribute('data-testid', { timeout: WAIT_MS });
}

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Calls the API from the test (not the page), with a token if given. */
export async function callApi<T = unknown>(
  baseURL: string,
  path: string,
  body: unknown = {},
  token?: string,
): Promise<Envelope<T>> {
  const response = await fetch(baseURL + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

/** The antd-mobile form item holding the field with `data-testid`, and its error text. */
export function fieldError(page: Page, testId: string): Locator {
  return page
    .locator('.adm-form-item', { has: page.getByTestId(testId) })
    .locator('.adm-form-item-feedback-error');
}

/** Waits (up to WAIT_MS) until `read` gives `expected`. */
export async function eventually<T>(
  read: () => T | Promise<T>,
  expected: T,
  message?: string,
): Promise<void> {
  await expect.poll(read, { timeout: WAIT_MS, message }).toEqual(expected);
}

/**
 * A finger on the touchscreen: down at `from`, through `steps` moves to `to`, up. Real touch
 * events through the DevTools protocol (Playwright's touchscreen only taps).
 */
export async function touchDrag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  steps = 8,
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.x, from.y) });
  for (let i = 1; i <= steps; i++) {
    const x = from.x + ((to.x - from.x) * i) / steps;
    const y = from.y + ((to.y - from.y) * i) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
