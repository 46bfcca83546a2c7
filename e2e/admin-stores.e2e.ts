import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminLogin, antdFieldErrorText, DESKTOP } from './admin-support.ts';
import { dictionary } from './dictionary.ts';
import { useJourney } from './journey.ts';
import { eventually, expectText } from './page-helpers.ts';
import { REVIEWER, sceneOf } from './scene.ts';

const journey = useJourney();
const { data, storesByAge } = sceneOf(journey);
const en = dictionary('apps/admin/src/i18n/parts/stores/en.json');

const drawer = (page: Page) => page.getByTestId('store-drawer');

describe('the stores (/admin/stores)', () => {
  it('the reviewer finds the merchant’s store, sets its commission, suspends it with a reason and reopens it', async () => {
    const [store] = await storesByAge();
    const page = await (await journey.newContext(DESKTOP)).newPage();
    await adminLogin(page, REVIEWER, '/stores');
    await page.getByTestId('stores-table').waitFor();
    await page.getByTestId('store-search').locator('input').fill(store!.name);
    await page.getByTestId('store-search').locator('input').press('Enter');
    await eventually(() => new URL(page.url()).searchParams.get('q'), store!.name);
    await page.getByTestId(`store-${store!.id}`).click();
    await expectText(drawer(page).getByTestId('store-status'), en('stores.statuses.open'));
    await expectText(drawer(page).getByTestId('store-commission'), '5 %');

    // its own commission, in percent
    await drawer(page).getByTestId('commission-input').fill('2.5');
    await drawer(page).getByTestId('commission-save').click();
    await expectText(drawer(page).getByTestId('store-commission'), '2.5 %');
    await expectText(
      drawer(page).getByTestId('commission-effective'),
      en('stores.paysOwn', { rate: '2.5', fallback: '5' }),
    );
    await expectText(page.getByTestId(`store-${store!.id}`).locator('strong'), '2.5 %');

    // suspended: a reason is required, then the store leaves the catalogue
    await drawer(page).getByTestId('store-suspend').click();
    await eventually(async () => (await antdFieldErrorText(page, 'store-suspend-reason')).length > 0, true);
    await drawer(page).getByTestId('store-suspend-reason').fill('Counterfeit goods reported');
    await drawer(page).getByTestId('store-suspend').click();
    await expectText(drawer(page).getByTestId('store-status'), en('stores.statuses.suspended'));
    await expectText(drawer(page).getByTestId('store-reason'), 'Counterfeit goods reported');
    await page.screenshot({ path: '/tmp/admin-stores.png' });
    const listed = await data<{ list: { id: number }[] }>('/api/index/shops', { limit: 50 });
    expect(listed.list.some((one) => one.id === store!.id)).toBe(false);

    // reopened through its confirmation; a click that landed while the confirmation was still
    // opening (seen once in CI: the store stayed suspended) is taken again
    const status = drawer(page).getByTestId('store-status');
    await expect
      .poll(
        async () => {
          if (((await status.textContent()) ?? '').trim() === en('stores.statuses.open')) return true;
          const confirm = page.getByTestId('store-reopen-confirm');
          if (await confirm.isVisible()) await confirm.click();
          else await drawer(page).getByTestId('store-reopen').click();
          return false;
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(true);
    await eventually(async () => {
      const again = await data<{ list: { id: number }[] }>('/api/index/shops', { limit: 50 });
      return again.list.some((one) => one.id === store!.id);
    }, true);

    // back to the default commission
    await drawer(page).getByTestId('commission-default').click();
    await expectText(drawer(page).getByTestId('store-commission'), '5 %');
  });
});
