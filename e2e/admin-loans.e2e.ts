import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminLogin, antdFieldErrorText, DESKTOP, imagesLoaded, upload } from './admin-support.ts';
import { dictionary } from './dictionary.ts';
import { useJourney } from './journey.ts';
import { photos } from './merchant-support.ts';
import { eventually, expectText } from './page-helpers.ts';
import { BUYER, FINANCE, sceneOf } from './scene.ts';

const journey = useJourney();
const { data, tokenOf } = sceneOf(journey);
const en = dictionary('apps/admin/src/i18n/parts/loans/en.json', 'apps/admin/src/i18n/locales/en.json');

const drawer = (page: Page) => page.getByTestId('loan-drawer');

describe('the loans queue (/admin/loans)', () => {
  it('finance opens an application with its private document, a reason required to reject, approves it', async () => {
    const token = await tokenOf(BUYER);
    const document = await upload(journey, token, await photos.id_front(), true);
    const loan = await data<{ id: number }>(
      '/api/loan/apply',
      {
        product: 'quick',
        amount: '300',
        term: 7,
        purpose: 'Stock for the holidays',
        documents: [document.id],
      },
      token,
    );
    const balanceBefore = (await data<{ money: string }>('/api/user/index', {}, token)).money;

    const page = await (await journey.newContext(DESKTOP)).newPage();
    await adminLogin(page, FINANCE, '/loans?status=reviewing');
    await page.getByTestId(`loan-${loan.id}`).click();
    await expectText(drawer(page).getByTestId('loan-status'), en('loans.statuses.reviewing'));
    await expectText(drawer(page).getByTestId('loan-principal'), '300 USDT');
    await expectText(drawer(page).getByTestId('loan-fields'), /Stock for the holidays/);
    const images = drawer(page).locator('figure img');
    await eventually(() => imagesLoaded(images), [true], 'the private document drawn');

    await drawer(page).getByTestId('reject').click();
    await eventually(() => antdFieldErrorText(page, 'review-reason'), 'Please enter a reason');
    await expectText(drawer(page).getByTestId('loan-status'), en('loans.statuses.reviewing'));

    await drawer(page).getByTestId('approve').click();
    await expectText(drawer(page).getByTestId('loan-status'), en('loans.statuses.repaying'));
    expect(await drawer(page).getByTestId('review-form').count()).toBe(0);
    // the schedule is dated once the loan is paid out: no "Day n" left
    await eventually(
      async () => (await drawer(page).getByTestId('loan-schedule').textContent())?.includes('Day '),
      false,
    );
    await page.screenshot({ path: '/tmp/admin-loan.png' });

    const after = await data<{ money: string }>('/api/user/index', {}, token);
    expect(Number(after.money) - Number(balanceBefore)).toBe(300);
  });
});
