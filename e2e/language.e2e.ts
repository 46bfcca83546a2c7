import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, expectText, localStore, tabLabels, useJourney, waitForPath } from './support.ts';

const journey = useJourney();

const ENGLISH_TABS = ['Home', 'Products', 'Stores', 'Register', 'Mine'];
const ARABIC_SCRIPT = /[\u0600-\u06ff]/;
const HAN_SCRIPT = /[\u4e00-\u9fff]/;

const htmlLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/** From /mine through the language row to /lang, picks `lang`, and is back on /mine. */
async function pickLanguage(page: Page, lang: string): Promise<void> {
  await page.getByTestId('mine-language').tap();
  await waitForPath(page, '/lang');
  await page.getByTestId(`lang-${lang}`).tap();
  await waitForPath(page, '/mine');
  await page.getByTestId('mine-language').waitFor();
}

describe('language', () => {
  it('switches to Arabic (right to left), keeps it over a reload, and back to English', async () => {
    const { page } = journey;
    await page.goto('/mine');
    await page.getByTestId('tabbar').waitFor();
    expect(await htmlLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
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
    await eventually(() => htmlLanguage(page), { lang: 'ar', dir: 'rtl' });
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
    expect(await htmlLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await tabLabels(page)).toEqual(arabicTabs);
    expect((await localStore(page)).lang).toBe('ar');

    // /lang ticks Arabic now; English brings back left to right
    await page.getByTestId('mine-language').tap();
    await waitForPath(page, '/lang');
    expect(await page.getByTestId('lang-ar').getAttribute('class')).toContain('adm-check-list-item-active');
    await page.goBack();
    await waitForPath(page, '/mine');
    await pickLanguage(page, 'en');
    await eventually(() => htmlLanguage(page), { lang: 'en', dir: 'ltr' });
    expect(await tabLabels(page)).toEqual(ENGLISH_TABS);
    expect((await localStore(page)).lang).toBe('en');
  });

  it('a zh-TW browser with no stored language gets tw; a stored choice wins over the browser', async () => {
    const context = await journey.newContext({ locale: 'zh-TW' });
    const page = await context.newPage();
    expect(await page.evaluate(() => navigator.language)).toBe('zh-TW');
    await page.goto('/mine');
    await page.getByTestId('tabbar').waitFor();
    expect(await htmlLanguage(page)).toEqual({ lang: 'zh-TW', dir: 'ltr' });
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
    expect(await htmlLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(await tabLabels(page)).toEqual(ENGLISH_TABS);
    expect((await localStore(page)).lang).toBe('en');
  });

  it('a browser language outside the 13 falls back to English', async () => {
    const context = await journey.newContext({ locale: 'sw-KE' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('tabbar').waitFor();
    expect(await htmlLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    expect((await localStore(page)).lang).toBe('en');
    expect(await tabLabels(page)).toEqual(ENGLISH_TABS);
  });
});
