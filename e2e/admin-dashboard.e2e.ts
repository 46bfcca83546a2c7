import { describe, expect, it } from 'vitest';
import { DESKTOP, fileRecharge } from './admin-support.ts';
import { dictionary } from './dictionary.ts';
import { useJourney } from './journey.ts';
import { eventually, expectText, waitForPath } from './page-helpers.ts';
import { ADMIN, FINANCE, sceneOf } from './scene.ts';

const journey = useJourney();
const { data, tokenOf } = sceneOf(journey);
const en = dictionary('apps/admin/src/i18n/parts/dashboard/en.json');

/** How many recharges wait, as the recharges queue counts them. */
async function pendingRecharges(): Promise<number> {
  const token = await tokenOf(ADMIN, '/api/admin');
  return (await data<{ total: number }>('/api/admin/recharge/list', { status: 'pending', limit: 1 }, token))
    .total;
}

describe('the dashboard (/admin/dashboard)', () => {
  it('is where finance lands, with the waiting recharges counted as the queue counts them', async () => {
    await fileRecharge(journey, '50', 'b'.repeat(64));
    const waiting = await pendingRecharges();
    expect(waiting).toBeGreaterThan(0);

    const page = await (await journey.newContext(DESKTOP)).newPage();
    await page.goto('/admin/');
    await waitForPath(page, '/admin/login');
    await page.waitForLoadState('networkidle');
    await page.getByTestId('login-account').fill(FINANCE.account);
    await page.getByTestId('login-password').fill(FINANCE.password);
    await page.getByTestId('login-submit').click();
    await waitForPath(page, '/admin/dashboard');
    const card = page.getByTestId('pending-recharges');
    await expectText(card, new RegExp(en('dashboard.pending.recharges')));
    await eventually(
      async () => (await card.locator('.ant-statistic-content-value').textContent())?.trim(),
      String(waiting),
    );
    // finance does not review merchant applications: no card for them
    expect(await page.getByTestId('pending-applications').count()).toBe(0);
    await page.getByTestId('chart-gmv').locator('svg').first().waitFor();
    await page.screenshot({ path: '/tmp/admin-dashboard.png', fullPage: true });

    // one more recharge: the count follows on the next read
    await fileRecharge(journey, '20', 'c'.repeat(64));
    await page.reload();
    await eventually(
      async () =>
        (
          await page.getByTestId('pending-recharges').locator('.ant-statistic-content-value').textContent()
        )?.trim(),
      String(waiting + 1),
    );
    // the card leads to the queue's pending recharges
    await page.getByTestId('pending-recharges').click();
    await waitForPath(page, '/admin/recharges?status=pending');
    await page.getByTestId('recharges-table').waitFor();
  });
});
