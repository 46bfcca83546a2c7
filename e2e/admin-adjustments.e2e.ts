import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminLogin, DESKTOP } from './admin-support.ts';
import { dictionary } from './dictionary.ts';
import { useJourney } from './journey.ts';
import { eventually, expectText } from './page-helpers.ts';
import { ADMIN, BUYER, callApi, FINANCE, sceneOf } from './scene.ts';

// Balance adjustments under the two-person rule (decision 042), on /admin/adjustments.
const journey = useJourney();
const text = dictionary('apps/admin/src/i18n/parts/adjustments/en.json');

async function adminPage(account: typeof FINANCE | typeof ADMIN, screen: string): Promise<Page> {
  const page = await (await journey.newContext(DESKTOP)).newPage();
  await adminLogin(page, account, screen);
  return page;
}

describe('balance adjustments (/admin/adjustments)', () => {
  it('finance posts a small one at once, asks for a large one, cannot approve it; the super admin posts it', async () => {
    const scene = sceneOf(journey);
    const admin = await scene.tokenOf(ADMIN, '/api/admin');
    const buyer = await scene.tokenOf(BUYER);
    const me = await scene.data<{ id: number }>('/api/user/index', {}, buyer);
    const settings = await scene.data<object>('/api/admin/wallet/settings', {}, admin);
    await scene.data('/api/admin/wallet/settings/save', { ...settings, two_person_threshold: '100' }, admin);
    const before = Number(await scene.balanceOf(buyer));

    // from a user's page the form comes filled with the user's id
    const finance = await adminPage(FINANCE, `/adjustments?user_id=${me.id}`);
    await expect.poll(() => finance.getByTestId('adjust-user').inputValue()).toBe(String(me.id));
    const request = async (amount: string, reason: string) => {
      await finance.getByTestId('adjust-amount').fill(amount);
      await finance.getByTestId('adjust-reason').fill(reason);
      await finance.getByTestId('adjust-submit').click();
    };
    await request('40', 'Refund of a double fee');
    await expectText(
      finance.getByTestId('adjust-answer'),
      text('adjustments.posted', { balance: String(before + 40) }),
    );
    await request('500', 'Compensation for a lost parcel');
    await expectText(finance.getByTestId('adjust-answer'), /request #\d+ waits for a second admin/);
    const id = Number(/#(\d+)/.exec((await finance.getByTestId('adjust-answer').textContent()) ?? '')![1]);
    expect(Number(await scene.balanceOf(buyer))).toBe(before + 40);

    // the requester opens it: told another admin decides, and offered no decision (the server
    // refuses the requester too: adjustments.test.ts)
    await finance.getByTestId(`adjustment-${id}`).click();
    await expectText(finance.getByTestId('adjustment-status'), text('adjustments.status.pending'));
    await expectText(finance.getByTestId('adjustment-note'), text('adjustments.yourRequest'));
    expect(await finance.getByTestId('adjustment-approve').count()).toBe(0);
    const financeToken = await scene.tokenOf(FINANCE, '/api/admin');
    const refused = await callApi(journey.baseURL, '/api/admin/adjustment/approve', { id }, financeToken);
    expect(refused.msg).toBe('You asked for this adjustment; another admin must approve or reject it');
    expect(Number(await scene.balanceOf(buyer))).toBe(before + 40);
    await finance.screenshot({ path: '/tmp/admin-adjustments-1280.png' });

    // the super admin approves: posted once
    const superAdmin = await adminPage(ADMIN, `/adjustments?status=pending&id=${id}`);
    await expectText(superAdmin.getByTestId('adjustment-amount'), '500 USDT');
    await superAdmin.getByTestId('adjustment-approve').click();
    await expectText(superAdmin.getByTestId('adjustment-status'), text('adjustments.status.posted'));
    await eventually(async () => Number(await scene.balanceOf(buyer)), before + 540);
  });
});
