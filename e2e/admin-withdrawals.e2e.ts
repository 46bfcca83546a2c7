import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminLogin, DESKTOP, withdrawalOf } from './admin-support.ts';
import { dictionary } from './dictionary.ts';
import { useJourney } from './journey.ts';
import { eventually, expectText, login } from './page-helpers.ts';
import { ADMIN, BUYER, FINANCE, FUND_PASSWORD, sceneOf } from './scene.ts';
import { TX_HASH, VALID_TRON } from './wallet-support.ts';

// The two-person rule in the browser (decision 042): a withdrawal above the threshold needs two
// different admins before finance may mark it paid.
const journey = useJourney();
const steps = dictionary('apps/admin/src/i18n/parts/withdrawal-steps/en.json');
const en = dictionary('apps/admin/src/i18n/locales/en.json');

const drawer = (page: Page) => page.getByRole('dialog');

/** An admin's own desktop browser, logged in and on the withdrawal's drawer. */
async function openAs(account: typeof FINANCE | typeof ADMIN, id: number): Promise<Page> {
  const page = await (await journey.newContext(DESKTOP)).newPage();
  await adminLogin(page, account, `/withdrawals?id=${id}`);
  await expectText(drawer(page), new RegExp(VALID_TRON));
  return page;
}

/** The demo buyer's withdrawal of `amount` USDT once the threshold is 100 USDT (credited first by support). */
async function fileLargeWithdrawal(amount: string) {
  const scene = sceneOf(journey);
  const admin = await scene.tokenOf(ADMIN, '/api/admin');
  const token = await scene.tokenOf(BUYER);
  const me = await scene.data<{ id: number }>('/api/user/index', {}, token);
  await scene.adjustBalance(me.id, '1000');
  const settings = await scene.data<object>('/api/admin/wallet/settings', {}, admin);
  await scene.data('/api/admin/wallet/settings/save', { ...settings, two_person_threshold: '100' }, admin);
  const held = await scene.data<{ withdrawal: { id: number } }>(
    '/api/wallet/withdraw',
    { currency: 'USDT', network: 'TRC20', address: VALID_TRON, amount, fund_password: FUND_PASSWORD },
    token,
    { 'idempotency-key': randomUUID() },
  );
  return { token, id: held.withdrawal.id };
}

describe('a withdrawal above the two-person threshold (/admin/withdrawals)', () => {
  it('finance approves, cannot approve again, the super admin approves second, finance marks it paid: the buyer sees it paid', async () => {
    const { token, id } = await fileLargeWithdrawal('300');

    // finance gives the first approval: still pending, the second step waiting, and no second
    // approval offered to finance
    const finance = await openAs(FINANCE, id);
    const staleTab = await finance.context().newPage();
    await staleTab.goto(finance.url());
    await expectText(finance.getByTestId('approve'), steps('withdrawalSteps.approveFirst'));
    await finance.getByTestId('approve').click();
    await expectText(finance.getByTestId('step-note'), steps('withdrawalSteps.approvedByYou'));
    expect(await finance.getByTestId('approve').count()).toBe(0);
    await expectText(drawer(finance).getByTestId('withdrawal-status'), en('withdrawStatus.pending'));
    await expectText(finance.getByTestId('withdrawal-steps'), /Approved by finance/);
    expect(await withdrawalOf(journey, token, id)).toMatchObject({ status: 'pending' });

    // finance again from a tab opened before: refused, in the server's words, still one approval
    // (as a person switches back to it: a tab left behind runs no animation frames, so its drawer never slid in)
    await staleTab.bringToFront();
    await expectText(staleTab.getByTestId('approve'), steps('withdrawalSteps.approveFirst'));
    await staleTab.getByTestId('approve').click();
    await expectText(
      staleTab.getByTestId('step-refusal'),
      'You have already approved this; the second approval must come from another admin',
    );
    expect(await withdrawalOf(journey, token, id)).toMatchObject({ status: 'pending' });
    await finance.screenshot({ path: '/tmp/admin-two-person-1280.png' });

    // the super admin gives the second: approved, nothing paid yet
    const superAdmin = await openAs(ADMIN, id);
    await expectText(superAdmin.getByTestId('approve'), steps('withdrawalSteps.approveSecond'));
    await superAdmin.getByTestId('approve').click();
    await expectText(
      drawer(superAdmin).getByTestId('withdrawal-status'),
      steps('withdrawalSteps.approvedStatus'),
    );
    expect(await withdrawalOf(journey, token, id)).toMatchObject({ status: 'approved' });

    // finance marks it paid with the transfer's hash
    await finance.reload();
    await expectText(
      drawer(finance).getByTestId('withdrawal-status'),
      steps('withdrawalSteps.approvedStatus'),
    );
    await finance.getByTestId('pay-tx-hash').fill(TX_HASH);
    await finance.getByTestId('mark-paid').click();
    await expectText(drawer(finance).getByTestId('withdrawal-status'), en('withdrawStatus.paid'));
    expect(await withdrawalOf(journey, token, id)).toMatchObject({ status: 'paid', tx_hash: TX_HASH });

    // the buyer's records show it paid
    const { page } = journey;
    await login(page, BUYER.account, BUYER.password);
    await page.goto('/withdrawRecode');
    const row = page.locator(`[data-testid="withdraw-record"][data-id="${id}"]`);
    await eventually(() => row.getAttribute('data-status'), 'paid');
    await expectText(row.getByTestId('funds-status'), 'Paid');
  });
});
