import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './journey.ts';
import { login } from './page-helpers.ts';
import { BUYER, sceneOf } from './scene.ts';

// Every route of the buyer app (spec §2, and ours beside it), opened as a visitor and as a buyer, in
// English and in Arabic: none may show a missing page, an error, a chunk that did not load, a
// "Nothing here yet" placeholder, or a dictionary key instead of its text.
const journey = useJourney();
const scene = sceneOf(journey);

const web = new URL('../apps/web/src/i18n/', import.meta.url);
const read = (url: URL) => JSON.parse(readFileSync(url, 'utf8')) as object;
const dictionaries = (lang: string) => [
  read(new URL(`locales/${lang}.json`, web)),
  ...readdirSync(new URL('parts/', web)).flatMap((part) =>
    part.endsWith('.ts') ? [] : [read(new URL(`parts/${part}/${lang}.json`, web))],
  ),
];

/** Every key of the app's dictionaries, e.g. `mine.help`: shown on a page, a text is missing. */
function keysOf(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
const KEYS = new Set(dictionaries('en').flatMap((dictionary) => keysOf(dictionary)));
const text = (lang: string, key: string) =>
  dictionaries(lang)
    .map((dictionary) =>
      key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part], dictionary),
    )
    .find((value) => typeof value === 'string') as string;

/** The routes with real ids where they take one. */
async function routes(): Promise<string[]> {
  const [store] = await scene.storesByAge();
  const product = await scene.productOf(store!.id);
  const tree = await scene.data<{ children: { id: number }[] }>('/api/index/category', { pid: 0 });
  return [
    '/',
    '/product',
    '/shop',
    '/mine',
    `/category/${tree.children[0]!.id}`,
    '/faqs',
    '/search',
    '/merchant',
    '/loan',
    '/lang',
    `/goods?id=${product.detail.id}`,
    '/login',
    '/register',
    '/setting',
    '/resetPwd',
    '/fundPassword',
    '/address',
    '/insertAddress',
    '/order',
    '/collect',
    '/collectShop',
    '/message',
    `/store/${store!.id}`,
    '/orderChecked',
    '/pay',
    '/withdraw',
    '/withdrawRecode',
    '/recharge',
    '/recharge/otherpay',
    '/recharge/transfer/USDT-TRC20',
    '/rechargeRecode',
    '/rechargeDetail',
    '/know',
    '/success',
    '/page/1',
    '/article-detail/2',
    '/tiktok-flow',
    '/cart',
    '/moneyLog',
    '/loan/records',
    '/quick-order',
    '/quotes',
    '/quote/1',
  ];
}

/** What is wrong with the page as shown, if anything. */
async function problemsOf(page: Page, path: string, lang: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // the page's chunk and its texts' part are in once the skeletons are gone
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 10_000 })
    .catch(() => {});
  const shown = await page.evaluate(() => document.body.innerText);
  const problems: string[] = [];
  const tokens = new Set(shown.split(/[\s"'“”«»(),:;!?]+/));
  const keys = [...tokens].filter((token) => KEYS.has(token));
  if (keys.length > 0) problems.push(`dictionary keys shown: ${keys.join(', ')}`);
  for (const key of ['notFound.title', 'shell.chunkErrorTitle']) {
    if (shown.includes(text(lang, key))) problems.push(`shows "${text(lang, key)}"`);
  }
  if (/Nothing here yet/.test(shown)) problems.push('a "Nothing here yet" placeholder');
  if ((await page.getByTestId('error-state').count()) > 0) problems.push('an error state');
  return problems.map((problem) => `${lang} ${path}: ${problem}`);
}

async function walk(page: Page, lang: string): Promise<string[]> {
  const problems: string[] = [];
  for (const path of await routes()) problems.push(...(await problemsOf(page, path, lang)));
  return problems;
}

describe('every route', () => {
  it('opens as a visitor, in English and in Arabic, with nothing missing', async () => {
    // the check itself sees a missing page
    expect(await problemsOf(journey.page, '/no-such-page', 'en')).toEqual([
      'en /no-such-page: shows "Page not found"',
    ]);
    expect(await walk(journey.page, 'en')).toEqual([]);
    const arabic = await (await journey.newContext({ locale: 'ar' })).newPage();
    expect(await walk(arabic, 'ar')).toEqual([]);
  }, 240_000);

  it('opens as a buyer, in English and in Arabic, with nothing missing', async () => {
    const { page } = journey;
    await login(page, BUYER.account, BUYER.password);
    expect(await walk(page, 'en')).toEqual([]);
    const arabic = await (await journey.newContext({ locale: 'ar' })).newPage();
    await login(arabic, BUYER.account, BUYER.password);
    expect(await walk(arabic, 'ar')).toEqual([]);
  }, 240_000);
});
