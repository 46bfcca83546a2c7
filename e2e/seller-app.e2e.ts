import type { SellerStoreProfile, SettlementSummary } from '@market/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dictionary } from './dictionary.ts';
import { useJourney } from './journey.ts';
import { expectNoSidewaysOverflow } from './layout.ts';
import { money, moneyOnPage } from './money.ts';
import {
  documentLanguage,
  eventually,
  expectText,
  input,
  localStore,
  pathOf,
  waitForPath,
} from './page-helpers.ts';
import { BUYER, MERCHANT } from './scene.ts';
import { LAYLA, screenshots, sellerLogin, sellerSceneOf } from './seller-support.ts';

const journey = useJourney();
const scene = sellerSceneOf(journey);
const en = dictionary('apps/seller/src/i18n/locales/en.json');
const ar = dictionary('apps/seller/src/i18n/locales/ar.json');

/** A GET call of the merchant's, answered as its data (the scene's calls are POSTs). */
async function merchantGet<T>(path: string): Promise<T> {
  const token = await scene.tokenOf(MERCHANT);
  const response = await fetch(journey.baseURL + path, { headers: { token } });
  const envelope = (await response.json()) as { code: number; data: T };
  expect(envelope.code, path).toBe(1);
  return envelope.data;
}
const storeProfile = () => merchantGet<SellerStoreProfile>('/api/seller/store');

/** An order of the merchant's store paid today, so the figures and the chart have something to show. */
async function paidOrderToday() {
  const buyerToken = await scene.buyerToken();
  const [product] = await scene.merchantProducts();
  const address = await scene.addressOf(buyerToken, LAYLA);
  return scene.paidOrder(buyerToken, product, address.id);
}

/** The bars of the sales chart that stand above the axis (days with sales). */
const barsWithSales = (page: Page) =>
  page
    .getByTestId('sales-chart')
    .locator('.recharts-bar-rectangle path')
    .evaluateAll((paths) => paths.filter((path) => path.getBoundingClientRect().height > 0).length);

describe('the seller app', () => {
  it('the demo merchant logs in and runs the store center: figures, holiday, profile, chart, settlement', async () => {
    const { page } = journey;
    await paidOrderToday();
    const before = await storeProfile();
    expect(before.today.orders).toBeGreaterThanOrEqual(1);

    await sellerLogin(page);
    // the header and the figures, as the server has them
    await expectText(page.getByTestId('store-name'), before.name);
    await expectText(page.getByTestId('store-status'), en('store.status.open'));
    await expectText(
      page.getByTestId('store-followers').locator('strong'),
      before.follower_count.toLocaleString('en'),
    );
    await expectText(page.getByTestId('store-positive-rate').locator('strong'), `${before.positive_rate}%`);
    await expectText(page.getByTestId('sales-today').locator('strong'), money(before.today.amount));
    await expectText(
      page.getByTestId('sales-today').locator('span'),
      en('store.orderCount', { value: before.today.orders }),
    );
    expect(await localStore(page)).toMatchObject({ seller_access_key: expect.any(String) });

    // the chart: a bar for today, then by week
    await eventually(() => barsWithSales(page).then((count) => count >= 1), true, 'a bar for the paid order');
    await page.getByTestId('sales-period-week').tap();
    await page.locator('[data-testid="sales-chart"][data-period="week"]').waitFor();
    await eventually(() => barsWithSales(page).then((count) => count >= 1), true, 'a bar for this week');

    // closed for a holiday, and open again
    await page.getByTestId('holiday-switch').tap();
    await expectText(page.getByTestId('store-status'), en('store.status.holiday'));
    expect((await storeProfile()).is_holiday).toBe(true);
    await page.getByTestId('holiday-switch').tap();
    await expectText(page.getByTestId('store-status'), en('store.status.open'));
    expect((await storeProfile()).is_holiday).toBe(false);

    // a new introduction, saved and shown
    const intro = `Wholesale textiles since 1998, shipped within 24 hours (${Date.now()}).`;
    await page.getByTestId('store-edit').tap();
    await waitForPath(page, '/seller/store/edit');
    await page.getByTestId('store-intro-input').locator('textarea:not([aria-hidden])').fill(intro);
    await page.getByTestId('store-save').tap();
    await waitForPath(page, '/seller/');
    await expectText(page.getByTestId('store-intro'), intro);
    expect((await storeProfile()).intro).toBe(intro);
    await expectNoSidewaysOverflow(page, 'the store center at 375 px');
    await screenshots(journey, page, 'store-center');

    // settlement: the store's money as the ledger has it
    const summary = await merchantGet<SettlementSummary>('/merchant/pay/index');
    await page.getByTestId('tab-settlement').tap();
    await waitForPath(page, '/seller/settlement');
    await expectText(page.getByTestId('settlement-available'), money(summary.available));
    await expectText(page.getByTestId('settlement-pending'), money(summary.pending));
    await page.getByTestId('settlement-withdraw').tap();
    await waitForPath(page, '/seller/settlement/withdraw');
    await expectText(page.getByTestId('withdraw-balance'), money(summary.available));
    await screenshots(journey, page, 'settlement-withdraw');
  });

  it('refuses a buyer at login with where to apply, and keeps no seller session', async () => {
    const { page } = journey;
    await page.goto('/seller/');
    // no token: the store center sends to the login page
    await waitForPath(page, '/seller/login');
    await input(page, 'login-account').fill(BUYER.account);
    await input(page, 'login-password').fill(BUYER.password);
    await page.getByTestId('login-submit').tap();
    const refused = page.getByTestId('login-refused');
    await refused.waitFor();
    expect(await refused.textContent()).toBe(en('auth.notMerchant').replace(/<\/?apply>/g, ''));
    expect(await refused.locator('a').getAttribute('href')).toBe('/merchant');
    expect(pathOf(page)).toBe('/seller/login');
    expect(await localStore(page)).not.toHaveProperty('seller_access_key');
    // nor can it reach the store center by its address
    await page.goto('/seller/settlement');
    await waitForPath(page, '/seller/login');
  });

  it('in Arabic: chosen on the login page, right to left, the store center and settlement in Arabic', async () => {
    const { page } = journey;
    await page.goto('/seller/login');
    await page.getByTestId('language-button').tap();
    await page.getByTestId('lang-ar').tap();
    await eventually(() => documentLanguage(page), { lang: 'ar', dir: 'rtl' });
    await expectText(page.locator('.login-title'), ar('auth.title'));

    await sellerLogin(page);
    await expectText(page.getByTestId('tab-store'), ar('tabs.store'));
    await expectText(page.getByTestId('store-status'), ar('store.status.open'));
    await page.getByTestId('sales-chart').waitFor();
    // the tab bar reads from the right: the store tab is the rightmost
    const [store, settlement] = await Promise.all(
      ['tab-store', 'tab-settlement'].map(async (id) => (await page.getByTestId(id).boundingBox())!.x),
    );
    expect(store).toBeGreaterThan(settlement!);
    await expectNoSidewaysOverflow(page, 'the Arabic store center');
    await screenshots(journey, page, 'store-center-ar', 'ar');

    const summary = await merchantGet<SettlementSummary>('/merchant/pay/index');
    await page.getByTestId('tab-settlement').tap();
    await waitForPath(page, '/seller/settlement');
    await expectText(
      page.getByTestId('settlement-available'),
      await moneyOnPage(page, 'ar', summary.available),
    );
    await expectText(page.locator('.settlement-available > span'), ar('settlement.available'));
    await screenshots(journey, page, 'settlement-ar', 'ar');
  });
});
