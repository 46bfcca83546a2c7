import type { LoanDetail } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { dictionary } from './dictionary.ts';
import { useJourney } from './journey.ts';
import { expectNoSidewaysOverflow, expectSettled } from './layout.ts';
import { booksProblems, documents, useOwnDatabase } from './loan-support.ts';
import { money, moneyOnPage } from './money.ts';
import {
  documentLanguage,
  eventually,
  expectCount,
  expectFieldError,
  expectText,
  input,
  login,
  pickLanguage,
  waitForPath,
} from './page-helpers.ts';
import { ADMIN, BUYER, FUND_PASSWORD, sceneOf } from './scene.ts';

// On PostgreSQL, so the books can be read at the end (as marketplace.e2e.ts does).
const databaseUrl = useOwnDatabase();
const journey = useJourney({ DATABASE_URL: databaseUrl });
const { data, tokenOf, balanceOf } = sceneOf(journey);
const ar = dictionary('apps/web/src/i18n/parts/loan/ar.json', 'apps/web/src/i18n/locales/ar.json');

describe('loans', () => {
  it('apply → an admin approves → the balance rises → repay an instalment, then all → it falls; the books balance', async () => {
    const { page } = journey;
    const buyerToken = await tokenOf(BUYER);
    const adminToken = await tokenOf(ADMIN, '/api/admin');
    expect(await balanceOf(buyerToken)).toBe('10000');

    // /mine → Loan application: the score, the form; the footer shows on loan paths
    await login(page, BUYER.account, BUYER.password);
    await page.getByTestId('mine-loan').tap();
    await waitForPath(page, '/loan');
    await expectText(page.getByTestId('loan-score-value'), '100');
    expect(await page.getByTestId('footer').isVisible()).toBe(true);
    await expectText(page.getByTestId('loan-amount-range'), 'From 100.00 USDT to 2,000.00 USDT');

    // refused where typed, before anything is sent
    await page.getByTestId('loan-submit').tap();
    await expectFieldError(page, 'loan-amount', 'Please enter the amount');
    await expectFieldError(page, 'loan-purpose', 'Please enter the purpose of the loan');
    await expectFieldError(page, 'loan-documents', 'Please upload at least one document');
    await input(page, 'loan-amount').fill('50');
    await expectFieldError(page, 'loan-amount', 'The amount must be from 100.00 USDT to 2,000.00 USDT');

    // 1,000 for 14 days: the preview is the server's arithmetic
    await input(page, 'loan-amount').fill('1000');
    await expectFieldError(page, 'loan-amount', '');
    await page.getByTestId('loan-term-14').tap();
    await expectText(page.getByTestId('loan-preview-interest').locator('dd'), money('11.2'));
    await expectText(page.getByTestId('loan-preview-total').locator('dd'), money('1011.2'));
    const planned = page.getByTestId('loan-preview-schedule').getByTestId('loan-instalment-amount');
    await expectCount(planned, 2);
    expect(await planned.allTextContents()).toEqual([money('505.6'), money('505.6')]);
    await page
      .getByTestId('loan-purpose')
      .locator('textarea:not([readonly])')
      .fill('Stock for the spring season');
    await page.getByTestId('loan-documents-input').setInputFiles(await documents());
    await expectCount(page.getByTestId('loan-documents').locator('img'), 2);
    await expectFieldError(page, 'loan-documents', '');
    await expectSettled(page);
    await expectNoSidewaysOverflow(page, 'the loan form at 375 px');
    await page.screenshot({ path: '/tmp/loan-apply-375.png', fullPage: true });
    await page.getByTestId('loan-submit').tap();

    // → the loan, under review, with its private documents shown to their owner
    await page.waitForURL((url) => /^\/loan\/\d+$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const detail = page.getByTestId('loan-detail');
    await eventually(() => detail.getAttribute('data-status'), 'reviewing');
    await expectText(detail.getByTestId('loan-status').first(), 'Under review');
    await expectCount(page.getByTestId('loan-detail-document'), 2);
    expect(await page.getByTestId('loan-detail-document').first().getAttribute('src')).toMatch(/^blob:/);
    expect(await page.getByTestId('footer').isVisible()).toBe(true);

    // the admin approves through the API: the principal reaches the balance
    await data('/api/admin/loan/review', { id, approve: true }, adminToken);
    expect(await balanceOf(buyerToken)).toBe('11000');
    await page.reload();
    await eventually(() => detail.getAttribute('data-status'), 'repaying');
    await expectText(page.getByTestId('loan-repay-balance'), `Balance: ${money('11000')}`);
    await expectText(page.getByTestId('loan-repay-submit'), `Repay ${money('505.6')}`);
    await expectSettled(page);
    await expectNoSidewaysOverflow(page, 'the loan with its repayment at 375 px');
    await page.screenshot({ path: '/tmp/loan-repay-375.png', fullPage: true });

    // a wrong fund password is refused under its field; then the next instalment is repaid
    await input(page, 'loan-fund-password').fill('000000');
    await page.getByTestId('loan-repay-submit').tap();
    await expectFieldError(page, 'loan-fund-password', 'The fund password is wrong');
    await input(page, 'loan-fund-password').fill(FUND_PASSWORD);
    await page.getByTestId('loan-repay-submit').tap();
    await expectText(page.locator('.adm-toast-main'), `Repaid ${money('505.6')}`);
    await expectText(page.getByTestId('loan-repay-balance'), `Balance: ${money('10494.4')}`);
    expect(await balanceOf(buyerToken)).toBe('10494.4');
    await eventually(
      () =>
        page
          .getByTestId('loan-schedule')
          .getByTestId('loan-instalment')
          .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status'))),
      ['paid', 'pending'],
    );

    // then everything left: repaid, and the balance falls by the rest
    await page.getByTestId('loan-repay-mode-all').tap();
    await expectText(page.getByTestId('loan-repay-submit'), `Repay ${money('505.6')}`);
    await input(page, 'loan-fund-password').fill(FUND_PASSWORD);
    await page.getByTestId('loan-repay-submit').tap();
    await eventually(() => detail.getAttribute('data-status'), 'repaid');
    await expectCount(page.getByTestId('loan-repay'), 0);
    expect(await balanceOf(buyerToken)).toBe('9988.8');
    const loan = await data<LoanDetail>('/api/loan/detail', { id }, buyerToken);
    expect(loan).toMatchObject({ status: 'repaid', repaid: '1011.2', outstanding: '0' });
    await page.locator('.adm-toast-main').waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '/tmp/loan-detail-1280.png', fullPage: true });

    // the loan list, and the money log with both kinds of entry
    await page.goto('/loan/records');
    await expectText(page.getByTestId('loan-record').first().getByTestId('loan-status'), 'Repaid');
    await page.goto('/moneyLog');
    await expectText(page.locator('.wallet-entry-kind').first(), 'Loan repayment');
    expect(await booksProblems(databaseUrl)).toEqual({
      accounts: [],
      unbalancedJournals: [],
      loans: [],
      total: 0,
    });
  });

  it('in Arabic, right to left: the form, then the open loan in its place', async () => {
    const { page } = journey;
    const buyerToken = await tokenOf(BUYER);
    await login(page, BUYER.account, BUYER.password);
    await pickLanguage(page, 'ar');
    await eventually(() => documentLanguage(page), { lang: 'ar', dir: 'rtl' });
    await page.getByTestId('mine-loan').tap();
    await waitForPath(page, '/loan');
    await expectText(page.locator('.adm-nav-bar-title'), ar('loan.title'));
    await expectText(page.getByTestId('loan-product-quick'), /قرض سريع/);
    await input(page, 'loan-amount').fill('5000');
    const range = {
      min: await moneyOnPage(page, 'ar', '100'),
      max: await moneyOnPage(page, 'ar', '2000'),
    };
    await expectFieldError(page, 'loan-amount', ar('loan.amountProblem.range', range));
    await expectSettled(page);
    await expectNoSidewaysOverflow(page, 'the Arabic loan form at 375 px');
    await page.screenshot({ path: '/tmp/loan-apply-ar-375.png', fullPage: true });

    // with a loan under review the page shows it instead of the form
    const document = await uploadPrivate(buyerToken);
    const applied = await data<LoanDetail>(
      '/api/loan/apply',
      { product: 'quick', amount: '300', term: 7, purpose: 'Inventory', documents: [document] },
      buyerToken,
    );
    await page.reload();
    await expectText(
      page.getByTestId('loan-open').locator('.loan-open-title'),
      new RegExp(ar('loan.openTitle')),
    );
    expect(await page.getByTestId('loan-open-link').getAttribute('href')).toBe(`/loan/${applied.id}`);
    await expectCount(page.getByTestId('loan-submit'), 0);
    await page.screenshot({ path: '/tmp/loan-open-ar-375.png', fullPage: true });
  });
});

/** A private upload of the caller's, through the upload call as the page makes it. */
async function uploadPrivate(token: string): Promise<number> {
  const [file] = await documents();
  const form = new FormData();
  form.append('private', '1');
  form.append('file', new Blob([file!.buffer], { type: file!.mimeType }), file!.name);
  const response = await fetch(`${journey.baseURL}/api/index/upload`, {
    method: 'POST',
    headers: { token },
    body: form,
  });
  const envelope = (await response.json()) as { code: number; data: { id: number } };
  expect(envelope.code).toBe(1);
  return envelope.data.id;
}
