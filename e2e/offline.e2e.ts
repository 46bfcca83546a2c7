import { describe, expect, it } from 'vitest';
import { useJourney } from './journey.ts';
import { activeTabId, eventually, expectText, localStore, tabIds, waitForPath } from './page-helpers.ts';

const journey = useJourney();

describe('offline', () => {
  it('a visited app opens and navigates without the network, from the service worker', async () => {
    const { page, context } = journey;
    await page.goto('/');
    await page.getByTestId('tabbar').waitFor();
    // the service worker of the build, at /service-worker.js, installs and activates
    const scriptURL = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL;
    });
    expect(scriptURL).toBe(`${journey.baseURL}/service-worker.js`);
    await page.goto('/mine');
    await page.getByTestId('mine-language').waitFor();
    // it does not claim the page that registered it: the next load is the first it controls
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
    await eventually(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL), scriptURL);
    // the site settings of the online visit, kept for offline starts
    await eventually(
      async () => JSON.parse((await localStore(page)).website ?? '{}').web_name,
      'Wholesale Marketplace',
    );

    await context.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    // really offline: what the service worker does not hold fails
    expect(
      await page.evaluate(() =>
        fetch('/healthz').then(
          () => 'reached',
          () => 'failed',
        ),
      ),
    ).toBe('failed');

    await page.reload();
    await page.getByTestId('tabbar').waitFor();
    await page.getByTestId('mine-language').waitFor();
    expect(await tabIds(page)).toEqual(['tab-home', 'tab-product', 'tab-shop', 'tab-register', 'tab-mine']);
    expect(await activeTabId(page)).toBe('tab-mine');
    await eventually(() => page.title(), 'Wholesale Marketplace');

    // a page load of another path is answered with the cached shell
    await page.goto('/shop');
    // the stores page, its list waiting for the network rather than failing
    await expectText(page.getByTestId('offline-state').locator('.list-state-title'), 'You are offline');
    expect(await activeTabId(page)).toBe('tab-shop');
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // and in-app navigation loads its page chunks from the cache
    await page.getByTestId('tab-home').tap();
    await waitForPath(page, '/');
    await expectText(
      page.getByTestId('footer').locator('.footer-countries'),
      'Trusted by buyers in 103 countries',
    );
    await page.getByTestId('tab-register').tap();
    await waitForPath(page, '/register');
    await page.getByTestId('register-submit').waitFor();

    await context.setOffline(false);
  });
});
