import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dictionary } from './dictionary.ts';
import { useJourney } from './journey.ts';
import { expectNoSidewaysOverflow, isRightOf } from './layout.ts';
import { documentLanguage, eventually, expectCount, expectText, login, waitForPath } from './page-helpers.ts';
import { ADMIN, BUYER, FUND_PASSWORD, sceneOf } from './scene.ts';
import { VALID_TRON } from './wallet-support.ts';

const journey = useJourney();
const { data, tokenOf } = sceneOf(journey);
const en = dictionary('apps/web/src/i18n/parts/messages/en.json', 'apps/web/src/i18n/locales/en.json');

/** The buyer withdraws 100 USDT and an admin pays it out, both through the API: answers its id. */
async function withdrawalPaid(buyerToken: string, adminToken: string, hash: string): Promise<number> {
  const { withdrawal } = await data<{ withdrawal: { id: number } }>(
    '/api/wallet/withdraw',
    { currency: 'USDT', network: 'TRC20', address: VALID_TRON, amount: '100', fund_password: FUND_PASSWORD },
    buyerToken,
    { 'idempotency-key': randomUUID() },
  );
  await data('/api/admin/withdraw/review', { id: withdrawal.id, approve: true, tx_hash: hash }, adminToken);
  return withdrawal.id;
}

const row = (page: Page) => page.getByTestId('message-row');

describe('site messages', () => {
  it('a withdrawal paid by an admin → the unread badge on /mine → the message read → the badge gone', async () => {
    const { page } = journey;
    const [buyerToken, adminToken] = [await tokenOf(BUYER), await tokenOf(ADMIN, '/api/admin')];
    await login(page, BUYER.account, BUYER.password);
    await expectCount(page.getByTestId('mine-unread'), 0);

    await withdrawalPaid(buyerToken, adminToken, `${'c'.repeat(48)}0123456789abcdef`);
    await page.reload();
    await expectText(page.getByTestId('mine-unread'), '1');
    expect(await page.getByTestId('mine-unread').getAttribute('aria-label')).toBe(
      en('mine.unread', { count: 1 }),
    );
    await page.screenshot({ path: '/tmp/messages-mine.png' });

    await page.getByTestId('mine-messages').tap();
    await waitForPath(page, '/message');
    await expectText(page.locator('.adm-nav-bar-title'), en('messages.title'));
    await expectCount(row(page), 1);
    expect(await row(page).getAttribute('data-read')).toBe('false');
    await expectText(row(page).locator('.message-row-title'), `${en('messages.unread')}: Withdrawal paid`);
    await expectText(
      row(page).locator('.message-row-summary'),
      'Your withdrawal of 100 USDT has been paid out to your wallet address.',
    );
    await expectNoSidewaysOverflow(page, '/message');
    await page.screenshot({ path: '/tmp/messages-list.png' });

    await row(page).tap();
    await page.waitForURL((url) => url.pathname === '/message' && url.searchParams.has('id'));
    await expectText(page.getByTestId('message-detail').locator('h1'), 'Withdrawal paid');
    await expectText(
      page.getByTestId('message-body'),
      'Your withdrawal of 100 USDT has been paid out to your wallet address.',
    );
    await page.screenshot({ path: '/tmp/messages-detail.png' });

    await page.locator('.adm-nav-bar-back').tap();
    await waitForPath(page, '/message');
    await eventually(() => row(page).getAttribute('data-read'), 'true');
    await expectCount(page.getByTestId('message-read-all'), 0);
    await page.goto('/mine');
    await page.getByTestId('mine-messages').waitFor();
    await expectCount(page.getByTestId('mine-unread'), 0);
    expect(await data('/api/message/unread', {}, buyerToken)).toEqual({ count: 0 });
  });

  it('reads all at once: a broadcast and a personal notice', async () => {
    const { page } = journey;
    const [buyerToken, adminToken] = [await tokenOf(BUYER), await tokenOf(ADMIN, '/api/admin')];
    const { id: buyerId } = await data<{ id: number }>('/api/user/index', {}, buyerToken);
    await data(
      '/api/admin/message/send',
      { title: { en: 'Maintenance' }, body: { en: 'Tonight.' } },
      adminToken,
    );
    await data(
      '/api/admin/message/send',
      { user_id: buyerId, title: { en: 'Hello' }, body: { en: 'Line one\nLine two' } },
      adminToken,
    );
    await login(page, BUYER.account, BUYER.password);
    await expectText(page.getByTestId('mine-unread'), '2');
    await page.goto('/message');
    await eventually(
      () => row(page).evaluateAll((rows) => rows.map((one) => one.dataset.read)),
      ['false', 'false', 'true'],
    );
    await page.getByTestId('message-read-all').tap();
    await expectText(page.locator('.adm-toast-main'), en('messages.allRead'));
    await eventually(
      () => row(page).evaluateAll((rows) => rows.map((one) => one.dataset.read)),
      ['true', 'true', 'true'],
    );
    await expectCount(page.getByTestId('message-read-all'), 0);
    await page.goto('/mine');
    await page.getByTestId('mine-messages').waitFor();
    await expectCount(page.getByTestId('mine-unread'), 0);
  });

  it('reads right to left in Arabic, the message worded in Arabic', async () => {
    const page = await (await journey.newContext({ locale: 'ar' })).newPage();
    const [buyerToken, adminToken] = [await tokenOf(BUYER), await tokenOf(ADMIN, '/api/admin')];
    await withdrawalPaid(buyerToken, adminToken, `${'d'.repeat(48)}0123456789abcdef`);
    await login(page, BUYER.account, BUYER.password);
    await eventually(() => documentLanguage(page), { lang: 'ar', dir: 'rtl' });
    // the count as Arabic writes it on this browser (Chromium's ICU: Latin digits for plain 'ar')
    const one = await page.evaluate(() => new Intl.NumberFormat('ar').format(1));
    await expectText(page.getByTestId('mine-unread'), one);
    await page.getByTestId('mine-messages').tap();
    await waitForPath(page, '/message');
    const first = row(page).first();
    await first.locator('.message-row-title').waitFor();
    await expectText(first.locator('.message-row-title'), 'غير مقروءة: تم صرف السحب');
    // right to left: the unread dot sits at the right, before the text
    await first.locator('.message-dot').evaluate((dot) => dot.setAttribute('data-testid', 'dot'));
    await first.locator('.message-row-text').evaluate((text) => text.setAttribute('data-testid', 'text'));
    expect(await isRightOf(page, 'dot', 'text')).toBe(true);
    await expectNoSidewaysOverflow(page, '/message in Arabic');
    await page.screenshot({ path: '/tmp/messages-list-ar.png' });
    await first.tap();
    await expectText(page.getByTestId('message-detail').locator('h1'), 'تم صرف السحب');
    await expectText(page.getByTestId('message-body'), /100 USDT/);
    await page.screenshot({ path: '/tmp/messages-detail-ar.png' });
  });
});
