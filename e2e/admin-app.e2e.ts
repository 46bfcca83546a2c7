import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  adminLogin,
  antdFieldErrorText,
  DESKTOP,
  fileApplication,
  fileRecharge,
  fileWithdrawals,
  imagesLoaded,
  rechargeOf,
  withdrawalOf,
} from './admin-support.ts';
import { dictionary } from './dictionary.ts';
import { useJourney } from './journey.ts';
import { merchantIndexOf, reviewApplication } from './merchant-support.ts';
import { FINANCE, REVIEWER, sceneOf } from './scene.ts';
import { documentLanguage, eventually, expectText, localStore, pathOf, waitForPath } from './page-helpers.ts';
import { TX_HASH, VALID_TRON } from './wallet-support.ts';

const journey = useJourney();
const en = dictionary('apps/admin/src/i18n/locales/en.json');
const ar = dictionary('apps/admin/src/i18n/locales/ar.json');
const steps = dictionary('apps/admin/src/i18n/parts/withdrawal-steps/en.json');

/** The journey's page, on a desktop screen (the test's context is a phone's). */
async function desktopPage(): Promise<Page> {
  const context = await journey.newContext(DESKTOP);
  return context.newPage();
}

const drawer = (page: Page) => page.getByRole('dialog');
const documents = (page: Page) => drawer(page).locator('figure img');

/** Opens the application's row in the queue and waits for its drawer with its four documents. */
async function openApplication(page: Page, id: number, storeName: string) {
  await page.getByTestId(`application-${id}`).click();
  await eventually(() => new URL(page.url()).searchParams.get('id'), String(id));
  await expectText(drawer(page).getByTestId('application-fields'), new RegExp(storeName));
  await eventually(() => documents(page).count(), 4, 'the four private documents');
  await eventually(() => imagesLoaded(documents(page)), [true, true, true, true], 'the documents drawn');
}

describe('the back office (/admin/)', () => {
  it('the demo reviewer reviews the queue: the documents in place, a reason required to reject, approval, a decision taken meanwhile', async () => {
    const first = await fileApplication(journey, 'queue');
    const second = await fileApplication(journey, 'raced');
    const page = await desktopPage();
    await adminLogin(page, REVIEWER);
    expect(await localStore(page)).toMatchObject({ admin_access_key: expect.any(String) });
    expect(await localStore(page)).not.toHaveProperty('access_key');
    await expectText(page.getByTestId('admin-role'), en('roles.reviewer'));
    // the reviewer's menu holds the applications, not the money queues; a money screen opened by
    // its address answers 403 (and the server refuses its calls: access.test.ts)
    const menu = () => page.getByTestId('side-menu').locator('.ant-menu-item').allTextContents();
    await expect.poll(menu).toContain(en('menu.applications'));
    expect(await menu()).not.toContain(en('menu.recharges'));
    expect(await menu()).not.toContain(en('menu.withdrawals'));
    await page.goto('/admin/withdrawals');
    await expectText(page.getByTestId('forbidden'), new RegExp(en('common.forbidden')));
    await page.goto('/admin/applications');

    // the pending ones, oldest first
    await page.getByTestId('status-filter').getByText(en('status.reviewing')).click();
    await waitForPath(page, '/admin/applications?status=reviewing');
    const row = page.getByTestId(`application-${first.id}`);
    await expectText(row, new RegExp(first.user.username));
    await expectText(row, new RegExp(first.storeName));
    await expectText(row, new RegExp(en('status.reviewing')));

    await openApplication(page, first.id, first.storeName);
    await expectText(drawer(page).getByTestId('application-fields'), /Nadia Karim/);
    await page.screenshot({ path: '/tmp/admin-application-1280.png' });

    // rejected without a reason: the server's words under the field, nothing decided
    await page.getByTestId('reject').click();
    await eventually(() => antdFieldErrorText(page, 'review-reason'), 'Please enter a reason');
    expect((await merchantIndexOf(journey, first.user.token)).status).toBe('reviewing');

    // approved: the drawer and the applicant's own status say so
    await page.getByTestId('approve').click();
    await expectText(drawer(page).getByTestId('application-status'), en('status.approved'));
    await expect.poll(() => page.getByTestId('review-form').count()).toBe(0);
    const index = await merchantIndexOf(journey, first.user.token);
    expect(index.status).toBe('approved');
    expect(index.store).toMatchObject({ name: first.storeName });
    // it leaves the pending queue
    await drawer(page).locator('.ant-drawer-close').click();
    await eventually(() => new URL(page.url()).searchParams.get('id'), null);
    await expect.poll(() => page.getByTestId(`application-${first.id}`).count()).toBe(0);

    // another reviewer rejects the second while this page has it open: approving is refused, shown
    await openApplication(page, second.id, second.storeName);
    await reviewApplication(journey, second.id, { reason: 'Decided elsewhere' });
    await page.getByTestId('approve').click();
    await expectText(page.getByTestId('review-refusal'), 'This request has already been rejected');
    await expectText(drawer(page).getByTestId('application-status'), en('status.rejected'));
    expect((await merchantIndexOf(journey, second.user.token)).status).toBe('rejected');
    await page.screenshot({ path: '/tmp/admin-refused-1280.png' });
  });

  it('reads right to left in Arabic, keeps the session apart, and sends a dead session back to login', async () => {
    const filed = await fileApplication(journey, 'arabic');
    const page = await desktopPage();
    await adminLogin(page);
    await page.getByTestId('language-picker').click();
    await page.locator('.ant-select-item-option', { hasText: 'العربية' }).click();
    await eventually(() => documentLanguage(page), { lang: 'ar', dir: 'rtl' });
    await expectText(page.locator('h3'), ar('applications.title'));
    await expect.poll(() => page.locator('.ant-table-wrapper-rtl').count()).toBe(1);
    await expect.poll(() => page.locator('.ant-menu-rtl').count()).toBe(1);

    await page.getByTestId('status-filter').getByText(ar('status.reviewing')).click();
    await openApplication(page, filed.id, filed.storeName);
    await page.getByTestId('reject').click();
    await eventually(() => antdFieldErrorText(page, 'review-reason'), 'يُرجى إدخال السبب');
    // the drawer opens from the left in a right-to-left page
    const box = (await drawer(page).boundingBox())!;
    expect(box.x).toBeLessThan(10);
    await page.screenshot({ path: '/tmp/admin-application-ar-1280.png' });

    // a session the server no longer knows: the next call's 401 brings the login page back
    await page.evaluate(() => localStorage.setItem('admin_access_key', 'no-such-token'));
    await page.reload();
    await waitForPath(page, '/admin/login?n=1');
    expect(await localStore(page)).not.toHaveProperty('admin_access_key');
    await expectText(page.locator('.ant-card-head-title'), ar('auth.title'));

    // logging in again and out: back at the login page, the token forgotten
    await page.getByTestId('login-account').fill('admin');
    await page.getByTestId('login-password').fill('admin12345');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('side-menu').waitFor();
    await page.getByTestId('logout').click();
    await waitForPath(page, '/admin/login');
    expect(pathOf(page)).toBe('/admin/login');
    expect(await localStore(page)).not.toHaveProperty('admin_access_key');
  });

  it('works the recharges queue: the screenshot beside the claimed amount, a reason required to reject, approval credits', async () => {
    const approved = await fileRecharge(journey, '150', TX_HASH);
    const rejected = await fileRecharge(journey, '75.5', 'b'.repeat(64));
    const page = await desktopPage();
    await adminLogin(page, FINANCE, '/recharges');
    await expectText(page.getByTestId('admin-role'), en('roles.finance'));
    await page.getByTestId('side-menu').getByText(en('menu.recharges')).click();
    await waitForPath(page, '/admin/recharges');
    await page.getByTestId('status-filter').getByText(en('rechargeStatus.pending')).click();
    await waitForPath(page, '/admin/recharges?status=pending');
    await expectText(page.getByTestId(`recharge-${approved.id}`), new RegExp(approved.user.username));

    await page.getByTestId(`recharge-${approved.id}`).click();
    await expectText(drawer(page).getByTestId('recharge-amount'), '150 USDT');
    await expectText(drawer(page), new RegExp(TX_HASH));
    const screenshot = drawer(page).locator('figure img');
    await eventually(() => imagesLoaded(screenshot), [true], 'the transfer screenshot drawn');
    // beside the fields, inside the 720 px drawer, once it has slid in
    await eventually(async () => (await drawer(page).boundingBox())?.x, 1280 - 720);
    const shot = (await screenshot.boundingBox())!;
    expect(shot.x + shot.width).toBeLessThanOrEqual(1280);
    await page.screenshot({ path: '/tmp/admin-recharge-1280.png' });
    await page.getByTestId('approve').click();
    await expectText(drawer(page).getByTestId('recharge-status'), en('rechargeStatus.approved'));
    expect(await rechargeOf(journey, approved.user.token, approved.id)).toMatchObject({
      status: 'approved',
      credited: '150',
    });
    await drawer(page).locator('.ant-drawer-close').click();
    await expect.poll(() => page.getByTestId(`recharge-${approved.id}`).count()).toBe(0);

    // rejected: first without a reason (the server's words under the field), then with one
    await page.getByTestId(`recharge-${rejected.id}`).click();
    await expectText(drawer(page).getByTestId('recharge-amount'), '75.5 USDT');
    await page.getByTestId('reject').click();
    await eventually(() => antdFieldErrorText(page, 'review-reason'), 'Please enter a reason');
    expect((await rechargeOf(journey, rejected.user.token, rejected.id)).status).toBe('pending');
    await page.getByTestId('review-reason').fill('No such transfer on chain');
    await page.getByTestId('reject').click();
    await expectText(drawer(page).getByTestId('recharge-status'), en('rechargeStatus.rejected'));
    expect(await rechargeOf(journey, rejected.user.token, rejected.id)).toMatchObject({
      status: 'rejected',
      credited: null,
      reason: 'No such transfer on chain',
    });
  });

  it('works the withdrawals queue: paid needs the hash, a rejection returns the hold', async () => {
    const { token, ids, balance } = await fileWithdrawals(journey, VALID_TRON);
    const [paid, refused] = ids;
    const scene = sceneOf(journey);
    const page = await desktopPage();
    await adminLogin(page, FINANCE, '/withdrawals');
    await page.getByTestId('side-menu').getByText(en('menu.withdrawals')).click();
    await waitForPath(page, '/admin/withdrawals');
    await page.getByTestId('status-filter').getByText(en('withdrawStatus.pending')).click();
    await waitForPath(page, '/admin/withdrawals?status=pending');

    // below the two-person threshold one approval makes it approved (decision 042); marked paid
    // without the hash: the server's words under that field; with it: paid
    await page.getByTestId(`withdrawal-${paid}`).click();
    await expectText(drawer(page), new RegExp(VALID_TRON));
    await page.getByTestId('approve').click();
    await expectText(drawer(page).getByTestId('withdrawal-status'), steps('withdrawalSteps.approvedStatus'));
    expect(await withdrawalOf(journey, token, paid)).toMatchObject({ status: 'approved' });
    await page.getByTestId('mark-paid').click();
    await eventually(() => antdFieldErrorText(page, 'pay-tx-hash'), 'Please enter the transaction hash');
    expect(await withdrawalOf(journey, token, paid)).toMatchObject({ status: 'approved' });
    await page.getByTestId('pay-tx-hash').fill(TX_HASH);
    await page.screenshot({ path: '/tmp/admin-withdrawal-1280.png' });
    await page.getByTestId('mark-paid').click();
    await expectText(drawer(page).getByTestId('withdrawal-status'), en('withdrawStatus.paid'));
    expect(await withdrawalOf(journey, token, paid)).toMatchObject({ status: 'paid', tx_hash: TX_HASH });
    await drawer(page).locator('.ant-drawer-close').click();

    // rejected with a reason: the 40 USDT held come back to the balance
    await page.getByTestId(`withdrawal-${refused}`).click();
    await page.getByTestId('review-reason').fill('Address flagged by compliance');
    await page.getByTestId('reject').click();
    await expectText(drawer(page).getByTestId('withdrawal-status'), en('withdrawStatus.rejected'));
    expect(await withdrawalOf(journey, token, refused)).toMatchObject({
      status: 'rejected',
      reason: 'Address flagged by compliance',
    });
    expect(Number(await scene.balanceOf(token))).toBeGreaterThan(Number(balance));
  });

  it('on a phone: the menu is a drawer behind the Menu button, and a wide queue scrolls sideways', async () => {
    const page = journey.page; // 375 px wide
    await adminLogin(page, FINANCE, '/withdrawals');
    const menuWidth = async () => (await page.locator('.ant-layout-sider').boundingBox())?.width;
    await eventually(menuWidth, 0, 'the menu closed: the screen takes the width');
    // the header's Menu button opens it over the screen; a choice closes it and opens the screen
    await page.getByTestId('menu-button').click();
    await eventually(menuWidth, 220, 'the menu open');
    expect(await page.getByTestId('menu-button').getAttribute('aria-expanded')).toBe('true');
    await page.getByTestId('side-menu').getByText(en('menu.recharges')).click();
    await waitForPath(page, '/admin/recharges');
    await eventually(menuWidth, 0, 'the menu closed by the choice');
    // a tap beside the open menu closes it too
    await page.getByTestId('menu-button').click();
    await eventually(menuWidth, 220, 'the menu open again');
    await page.getByTestId('menu-backdrop').click({ position: { x: 340, y: 400 } });
    await eventually(menuWidth, 0, 'the menu closed by a tap beside it');
    // the queue's columns keep their width and the table scrolls sideways, not a letter a line
    const table = page.locator('.ant-table-content').first();
    await eventually(() => table.evaluate((element) => element.scrollWidth > element.clientWidth), true);
    const header = page.locator('.ant-table-thead th').first();
    expect((await header.boundingBox())!.height).toBeLessThan(80);
    await page.screenshot({ path: '/tmp/admin-recharges-375.png' });
  });
});
