/**
 * Browser journeys against the real server: one server (fresh embedded database, mail captured by a
 * live SMTP mailbox) and one headless Chromium per test file, a fresh mobile context per test.
 */
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { type Mailbox, startMailbox } from '../apps/server/test/mailbox.ts';
import { removeServerDirs, type Started, start, stop } from '../apps/server/test/spawn-server.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.ts';

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
    chromium
      .launch({ executablePath: CHROMIUM, args: ['--headless', ...CHROMIUM_FLAGS], headless: true })
      .then((browser) => {
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
