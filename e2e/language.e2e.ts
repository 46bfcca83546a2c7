import { describe, expect, it } from 'vitest';
import { useJourney } from './journey.ts';
import {
  documentLanguage,
  eventually,
  expectFieldError,
  expectText,
  fieldErrorText as errorText,
  input,
  localStore,
  login,
  pickLanguage,
  tabLabels,
  waitForPath,
} from './page-helpers.ts';
import { BUYER } from './scene.ts';
import { BAD_CHECKSUM_TRON, VALID_TRON } from './wallet-support.ts';

const journey = useJourney();

const ENGLISH_TABS = ['Home', 'Products', 'Stores', 'Register', 'Mine'];
const ARABIC_SCRIPT = /[\u0600-\u06ff]/;
const HAN_SCRIPT = /[\u4e00-\u9fff]/;

describe('language', () => {
  it('switches to Arabic (right to left), keeps it over a reload, and back to English', async () => {
    const { page } = journey;
    await page.goto('/mine');
    await page.getByTestId('tabbar').waitFor();
    await eventually(() => documentLanguage(page), { lang: 'en', dir: 'ltr' });
    expect(await tabLabels(page)).toEqual(ENGLISH_TABS);
    await expectText(page.getByTestId('mine-language'), 'Language');
    expect((await localStore(page)).lang).toBe('en');

    // the current language is ticked on /lang
    await page.getByTestId('mine-language').tap();
    await waitForPath(page, '/lang');
    expect(await page.getByTestId('lang-en').getAttribute('class')).toContain('adm-check-list-item-active');
    expect(await page.getByTestId('lang-ar').getAttribute('class')).not.toContain(
      'adm-check-list-item-active',
    );
    await page.goBack();
    await waitForPath(page, '/mine');

    await pickLanguage(page, 'ar');
    await eventually(() => documentLanguage(page), { lang: 'ar', dir: 'rtl' });
    const arabicTabs = await tabLabels(page);
    expect(arabicTabs).toHaveLength(5);
    arabicTabs.forEach((label, i) => {
      expect(label).not.toBe(ENGLISH_TABS[i]);
      expect(label).toMatch(ARABIC_SCRIPT);
    });
    expect(await page.getByTestId('mine-language').textContent()).toMatch(ARABIC_SCRIPT);
    expect((await localStore(page)).lang).toBe('ar');
    // right to left: the first tab (home) is now at the right end of the bar
    const home = (await page.getByTestId('tab-home').boundingBox())!;
    const mine = (await page.getByTestId('tab-mine').boundingBox())!;
    expect(home.x).toBeGreaterThan(mine.x);

    await page.reload();
    await page.getByTestId('tabbar').waitFor();
    await eventually(() => documentLanguage(page), { lang: 'ar', dir: 'rtl' });
    expect(await tabLabels(page)).toEqual(arabicTabs);
    expect((await localStore(page)).lang).toBe('ar');

    // /lang ticks Arabic now; English brings back left to right
    await page.getByTestId('mine-language').tap();
    await waitForPath(page, '/lang');
    expect(await page.getByTestId('lang-ar').getAttribute('class')).toContain('adm-check-list-item-active');
    await page.goBack();
    await waitForPath(page, '/mine');
    await pickLanguage(page, 'en');
    await eventually(() => documentLanguage(page), { lang: 'en', dir: 'ltr' });
    expect(await tabLabels(page)).toEqual(ENGLISH_TABS);
    expect((await localStore(page)).lang).toBe('en');
  });

  it('a zh-TW browser with no stored language gets tw; a stored choice wins over the browser', async () => {
    const context = await journey.newContext({ locale: 'zh-TW' });
    const page = await context.newPage();
    expect(await page.evaluate(() => navigator.language)).toBe('zh-TW');
    await page.goto('/mine');
    await page.getByTestId('tabbar').waitFor();
    await eventually(() => documentLanguage(page), { lang: 'zh-TW', dir: 'ltr' });
    expect((await localStore(page)).lang).toBe('tw');
    const labels = await tabLabels(page);
    labels.forEach((label, i) => {
      expect(label).not.toBe(ENGLISH_TABS[i]);
      expect(label).toMatch(HAN_SCRIPT);
    });

    // the stored language is used before the browser's
    await pickLanguage(page, 'en');
    await page.reload();
    await page.getByTestId('tabbar').waitFor();
    await eventually(() => documentLanguage(page), { lang: 'en', dir: 'ltr' });
    expect(await tabLabels(page)).toEqual(ENGLISH_TABS);
    expect((await localStore(page)).lang).toBe('en');
  });

  it('a browser language outside the 13 falls back to English', async () => {
    const context = await journey.newContext({ locale: 'sw-KE' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('tabbar').waitFor();
    await eventually(() => documentLanguage(page), { lang: 'en', dir: 'ltr' });
    expect((await localStore(page)).lang).toBe('en');
    expect(await tabLabels(page)).toEqual(ENGLISH_TABS);
  });

  it('withdraws in Arabic, right to left: texts, the address check and a server refusal under its field', async () => {
    const arabic = await journey.newContext({ locale: 'ar' });
    const page = await arabic.newPage();
    await login(page, BUYER.account, BUYER.password);
    await page.goto('/withdraw');
    await page.getByTestId('withdraw-submit').waitFor();
    await eventually(() => documentLanguage(page), { lang: 'ar', dir: 'rtl' });
    await expectText(page.getByTestId('withdraw-method'), 'تحويل عبر البلوك تشين');
    expect(await page.locator('.adm-nav-bar-title').textContent()).toMatch(ARABIC_SCRIPT);

    await page.getByTestId('withdraw-currency-USDT').tap();
    await page.getByTestId('withdraw-network-TRC20').tap();
    await input(page, 'withdraw-address').fill(BAD_CHECKSUM_TRON);
    await expectFieldError(page, 'withdraw-address', 'في هذا العنوان خطأ كتابي: المجموع الاختباري غير مطابق');
    // the address reads left to right inside the right-to-left page
    expect(await input(page, 'withdraw-address').evaluate((el) => getComputedStyle(el).direction)).toBe(
      'ltr',
    );

    await input(page, 'withdraw-address').fill(VALID_TRON);
    await input(page, 'withdraw-amount').fill('50');
    await eventually(
      async () => ((await page.getByTestId('withdraw-fee').textContent()) ?? '').length > 0,
      true,
    );
    expect(await page.getByTestId('withdraw-receive').textContent()).toMatch(/USDT$/);
    // a wrong fund password is the server's refusal, in Arabic, under the field
    await input(page, 'withdraw-fund-password').fill('wrong-password');
    await page.getByTestId('withdraw-submit').tap();
    await eventually(async () => ARABIC_SCRIPT.test(await errorText(page, 'withdraw-fund-password')), true);
    expect(new URL(page.url()).pathname).toBe('/withdraw');

    // right to left: the method's label sits at the right of the screen, nothing spills sideways
    const label = (await page.locator('.adm-form-item-label').first().boundingBox())!;
    expect(label.x + label.width).toBeGreaterThan(375 / 2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
