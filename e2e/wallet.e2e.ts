import type { Recharge, Withdrawal } from '@market/contract';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  BUYER,
  callApi,
  eventually,
  expectCount,
  expectText,
  fieldError,
  input,
  login,
  useJourney,
  waitForPath,
  WAIT_MS,
} from './support.ts';

const journey = useJourney();

const ADMIN = { account: 'admin', password: 'admin12345' } as const;
const FUND_PASSWORD = '246810';
/** The demo USDT-TRC20 deposit address (server wallet settings outside production). */
const DEPOSIT_TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const VALID_TRON = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
/** VALID's last character changed: the right shape, a wrong base58check checksum. */
const BAD_CHECKSUM_TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u';
const ETHEREUM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const TX_HASH = 'a'.repeat(40) + '0123456789abcdef01234567';
const ARABIC_SCRIPT = /[\u0600-\u06ff]/;

/** Money as the app shows it in English: Intl with two to eight decimals and the site currency. */
const money = (value: string) =>
  `${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 8 }).format(value as unknown as number)} USDT`;
const cents = (value: string) => Math.round(Number(value) * 100);

const data = async <T>(path: string, body: unknown = {}, token?: string): Promise<T> => {
  const envelope = await callApi<T>(journey.baseURL, path, body, token);
  expect(envelope.code, `${path} answered ${envelope.msg}`).toBe(1);
  return envelope.data;
};
const tokenOf = async (path: string, { account, password }: { account: string; password: string }) =>
  (await data<{ userinfo: { token: string } }>(path, { account, password })).userinfo.token;
const balanceOf = async (token: string) =>
  (await data<{ money: string }>('/api/user/index', {}, token)).money;

/** A small PNG standing in for the screenshot of a wallet's transfer. */
const screenshot = () =>
  sharp({ create: { width: 90, height: 160, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .png()
    .toBuffer();

/** The text of the error under the field holding `testId`, '' while there is none. */
const errorText = async (page: Page, testId: string) => {
  const error = fieldError(page, testId);
  return (await error.count()) === 0 ? '' : ((await error.first().textContent()) ?? '').trim();
};

describe('wallet', () => {
  it('recharge USDT-TRC20 with a screenshot → approved → a withdrawal refused, one held → rejected and refunded; both in their records', async () => {
    const { page, context } = journey;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: journey.baseURL });
    const buyerToken = await tokenOf('/api/user/login', BUYER);
    const adminToken = await tokenOf('/api/admin/login', ADMIN);
    const withdrawCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/wallet/withdraw') withdrawCalls.push(request.method());
    });
    const start = await balanceOf(buyerToken);
    expect(cents(start)).toBe(1_000_000);

    // /mine → Recharge: choose the currency, then the network; the deposit address with its QR
    await login(page, BUYER.account, BUYER.password);
    await page.getByRole('button', { name: 'Recharge' }).tap();
    await waitForPath(page, '/recharge');
    await page.getByTestId('recharge-currency-ETH').tap();
    await expectCount(page.locator('[data-testid^="recharge-network-"]'), 1);
    await page.getByTestId('recharge-currency-USDT').tap();
    await page.getByTestId('recharge-network-TRC20').tap();
    expect(await page.getByTestId('recharge-network-TRC20').locator('input').isChecked()).toBe(true);
    await expectText(page.getByTestId('deposit-address-text'), DEPOSIT_TRC20);
    expect(await page.getByTestId('deposit-qr').locator('path').getAttribute('d')).toMatch(/^M\d+ \d+h\d+/);
    expect(await page.getByTestId('deposit-qr').getAttribute('aria-label')).toContain('USDT TRC20');
    await page.getByTestId('deposit-copy').tap();
    await expectText(page.locator('.adm-toast-main'), 'Address copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DEPOSIT_TRC20);
    await expectText(page.getByTestId('recharge-limit'), 'Limit: 10 USDT to 100,000 USDT');

    // an amount outside the limits is refused where it is typed; the other way is offered
    await page.getByTestId('recharge-next').tap();
    await eventually(() => errorText(page, 'recharge-amount'), 'Please enter the recharge amount');
    await input(page, 'recharge-amount').fill('5');
    await eventually(
      () => errorText(page, 'recharge-amount'),
      'The recharge amount must be between 10 USDT and 100,000 USDT',
    );
    expect(await page.getByTestId('recharge-otherpay').getAttribute('href')).toBe('/recharge/otherpay');
    await input(page, 'recharge-amount').fill('250');
    await eventually(() => errorText(page, 'recharge-amount'), '');
    await page.getByTestId('recharge-next').tap();

    // the transfer step: the summary and the address again, the screenshot, an optional hash, the note
    await waitForPath(page, '/recharge/transfer/USDT-TRC20');
    await expectText(page.getByTestId('transfer-amount'), '250 USDT');
    await expectText(page.getByTestId('deposit-address-text'), DEPOSIT_TRC20);
    await expectText(
      page.getByTestId('transfer-note'),
      'Please state the true transfer amount, otherwise the review may fail.',
    );
    await page.getByTestId('transfer-submit').tap();
    await eventually(() => errorText(page, 'recharge-screenshot'), 'Please upload the transfer screenshot');
    await input(page, 'transfer-tx-hash').fill('not-a-hash');
    await eventually(
      () => errorText(page, 'transfer-tx-hash'),
      'This is not a transaction hash of the TRC20 network',
    );
    await input(page, 'transfer-tx-hash').fill(TX_HASH);
    await eventually(() => errorText(page, 'transfer-tx-hash'), '');
    await page
      .getByTestId('recharge-screenshot-input')
      .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: await screenshot() });
    const preview = page.getByTestId('recharge-screenshot-preview');
    await preview.waitFor();
    const uploadId = Number(await preview.getAttribute('data-upload-id'));
    expect(uploadId).toBeGreaterThan(0);
    await eventually(() => errorText(page, 'recharge-screenshot'), '');
    await page.getByTestId('transfer-submit').tap();

    // → its detail, pending, with the private screenshot shown to its owner
    await page.waitForURL((url) => url.pathname === '/rechargeDetail', { timeout: WAIT_MS });
    const rechargeId = Number(new URL(page.url()).searchParams.get('id'));
    const recharge = await data<Recharge>('/api/wallet/recharge_detail', { id: rechargeId }, buyerToken);
    expect(recharge).toMatchObject({
      currency: 'USDT',
      network: 'TRC20',
      address: DEPOSIT_TRC20,
      tx_hash: TX_HASH,
      status: 'pending',
    });
    expect(cents(recharge.amount)).toBe(25_000);
    const detail = page.getByTestId('recharge-detail');
    await eventually(() => detail.getAttribute('data-status'), 'pending');
    await expectText(detail.getByTestId('funds-status'), 'Pending review');
    await expectText(page.getByTestId('recharge-detail-amount'), '250 USDT');
    await expectText(page.getByTestId('recharge-detail-tx-hash').locator('dd'), TX_HASH);
    const shot = page.getByTestId('recharge-detail-screenshot');
    await shot.waitFor();
    expect(await shot.getAttribute('src')).toMatch(/^blob:/);
    await eventually(() => shot.evaluate((img: HTMLImageElement) => img.naturalWidth), 90);

    // the admin approves it: the balance rises by 250 on /mine
    await data('/api/admin/recharge/review', { id: rechargeId, approve: true }, adminToken);
    const recharged = await balanceOf(buyerToken);
    expect(cents(recharged)).toBe(1_025_000);
    await page.goto('/mine');
    await expectText(page.getByTestId('mine-balance'), money(recharged));

    // /withdraw: one method, USDT on TRC20
    await page.getByRole('button', { name: 'Withdraw' }).tap();
    await waitForPath(page, '/withdraw');
    await expectText(page.getByTestId('withdraw-balance'), money(recharged));
    await expectText(page.getByTestId('withdraw-method'), 'Blockchain transfer');
    await page.getByTestId('withdraw-currency-USDT').tap();
    await page.getByTestId('withdraw-network-TRC20').tap();
    await expectText(page.getByTestId('withdraw-min'), 'Minimum: 10 USDT');

    // the address is checked as it is typed, with the server's rules
    await input(page, 'withdraw-address').fill(BAD_CHECKSUM_TRON);
    await eventually(
      () => errorText(page, 'withdraw-address'),
      'This address has a typo: its checksum does not match',
    );
    await input(page, 'withdraw-address').fill(ETHEREUM);
    await eventually(
      () => errorText(page, 'withdraw-address'),
      'This address is not on the TRC20 network. Choose the network it belongs to.',
    );
    await input(page, 'withdraw-address').fill('T123');
    await eventually(() => errorText(page, 'withdraw-address'), 'This is not a valid TRC20 address');

    // Max fills the whole balance; the fee and the amount received follow the amount as typed
    await page.getByTestId('withdraw-max').tap();
    await eventually(() => input(page, 'withdraw-amount').inputValue(), '10250');
    await expectText(page.getByTestId('withdraw-hold'), money(recharged));
    await input(page, 'withdraw-amount').fill('10250.01');
    await eventually(() => errorText(page, 'withdraw-amount'), 'Insufficient balance');
    await input(page, 'withdraw-amount').fill('100');
    await eventually(() => errorText(page, 'withdraw-amount'), '');
    await expectText(page.getByTestId('withdraw-fee'), '1.1 USDT');
    await expectText(page.getByTestId('withdraw-receive'), '98.9 USDT');
    await expectText(page.getByTestId('withdraw-hold'), money('100'));
    await expectText(page.getByTestId('withdraw-fee-rule'), 'Fee: 1 USDT + 0.1% of the amount');

    // sent with the bad address: refused, the error under the field, nothing held
    await input(page, 'withdraw-address').fill(BAD_CHECKSUM_TRON);
    await input(page, 'withdraw-fund-password').fill(FUND_PASSWORD);
    await page.getByTestId('withdraw-submit').tap();
    await eventually(
      () => errorText(page, 'withdraw-address'),
      'This address has a typo: its checksum does not match',
    );
    expect(new URL(page.url()).pathname).toBe('/withdraw');
    expect((await data<{ total: number }>('/api/wallet/withdraw_list', {}, buyerToken)).total).toBe(0);
    expect(await balanceOf(buyerToken)).toBe(recharged);

    // a valid address: held at once, the balance drops, the records show it pending
    await input(page, 'withdraw-address').fill(VALID_TRON);
    await eventually(() => errorText(page, 'withdraw-address'), '');
    await page.getByTestId('withdraw-submit').tap();
    await waitForPath(page, '/withdrawRecode');
    // the refused one never left the page: one call, the valid withdrawal's
    expect(withdrawCalls).toEqual(['POST']);
    const held = await data<{ list: Withdrawal[] }>('/api/wallet/withdraw_list', {}, buyerToken);
    expect(held.list).toHaveLength(1);
    const withdrawal = held.list[0]!;
    expect(withdrawal).toMatchObject({ currency: 'USDT', network: 'TRC20', address: VALID_TRON });
    expect(withdrawal.status).toBe('pending');
    expect(cents(withdrawal.hold)).toBe(10_000);
    const afterHold = await balanceOf(buyerToken);
    expect(cents(afterHold)).toBe(1_015_000);
    const row = page.locator(`[data-testid="withdraw-record"][data-id="${withdrawal.id}"]`);
    await eventually(() => row.getAttribute('data-status'), 'pending');
    await expectText(row.getByTestId('funds-status'), 'Pending review');
    await expectText(row.getByTestId('record-amount'), '100 USDT');
    await expectText(row.getByTestId('record-receive'), '98.9 USDT');
    await expectText(row.getByTestId('record-address'), VALID_TRON);
    await page.goto('/mine');
    await expectText(page.getByTestId('mine-balance'), money(afterHold));

    // the admin rejects it: the hold comes back
    const reason = 'The address could not be verified';
    await data('/api/admin/withdraw/review', { id: withdrawal.id, approve: false, reason }, adminToken);
    expect(await balanceOf(buyerToken)).toBe(recharged);
    await page.reload();
    await expectText(page.getByTestId('mine-balance'), money(recharged));

    // the records: the withdrawal rejected with its reason, the recharge approved and credited
    await page.goto('/withdrawRecode');
    await eventually(() => row.getAttribute('data-status'), 'rejected');
    await expectText(row.getByTestId('funds-status'), 'Rejected');
    await expectText(row.getByTestId('record-reason'), `Reason: ${reason}`);
    await page.goto('/rechargeRecode');
    const rechargeRow = page.locator(`[data-testid="recharge-record"][data-id="${rechargeId}"]`);
    await eventually(() => rechargeRow.getAttribute('data-status'), 'approved');
    await expectText(rechargeRow.getByTestId('funds-status'), 'Approved');
    await expectText(rechargeRow.getByTestId('record-credited'), `Credited: ${money('250')}`);
    await rechargeRow.tap();
    await waitForPath(page, `/rechargeDetail?id=${rechargeId}`);
    await expectText(page.getByTestId('recharge-detail-credited').locator('dd'), money('250'));

    // the balance log names the three entries
    await page.goto('/moneyLog');
    const kinds = page.getByTestId('money-log-entry');
    await eventually(() => kinds.first().getAttribute('data-kind'), 'withdrawal_refund');
    expect(
      await kinds.evaluateAll((entries) =>
        entries
          .slice(0, 3)
          .map((entry) => [
            entry.getAttribute('data-kind'),
            entry.querySelector('.wallet-entry-kind')?.textContent,
          ]),
      ),
    ).toEqual([
      ['withdrawal_refund', 'Withdrawal refund'],
      ['withdrawal', 'Withdrawal'],
      ['recharge', 'Recharge'],
    ]);
    await expectText(kinds.nth(1).getByTestId('money-log-cause'), 'View withdrawals');
    await kinds.nth(2).getByTestId('money-log-cause').tap();
    await waitForPath(page, `/rechargeDetail?id=${rechargeId}`);
    await eventually(() => page.getByTestId('recharge-detail').getAttribute('data-status'), 'approved');
  }, 90_000);

  it('the transfer step without a recharge chosen (a reload, a shared link) starts again at /recharge', async () => {
    const { page } = journey;
    await login(page, BUYER.account, BUYER.password);
    await page.goto('/recharge/transfer/USDT-TRC20');
    await waitForPath(page, '/recharge');
    await page.getByTestId('recharge-next').waitFor();
    // and a chosen recharge does not open another network's step
    await input(page, 'recharge-amount').fill('20');
    await page.getByTestId('recharge-next').tap();
    await waitForPath(page, '/recharge/transfer/USDT-TRC20');
    await page.goBack();
    await waitForPath(page, '/recharge');
    // back on /recharge the amount is still there (transferData)
    await eventually(() => input(page, 'recharge-amount').inputValue(), '20');
  });

  it('withdraws in Arabic, right to left: texts, the address check and a server refusal under its field', async () => {
    const arabic = await journey.newContext({ locale: 'ar' });
    const page = await arabic.newPage();
    await login(page, BUYER.account, BUYER.password);
    await page.goto('/withdraw');
    await page.getByTestId('withdraw-submit').waitFor();
    await eventually(
      () => page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir })),
      { lang: 'ar', dir: 'rtl' },
    );
    await expectText(page.getByTestId('withdraw-method'), 'تحويل عبر البلوك تشين');
    expect(await page.locator('.adm-nav-bar-title').textContent()).toMatch(ARABIC_SCRIPT);

    await page.getByTestId('withdraw-currency-USDT').tap();
    await page.getByTestId('withdraw-network-TRC20').tap();
    await input(page, 'withdraw-address').fill(BAD_CHECKSUM_TRON);
    await eventually(
      () => errorText(page, 'withdraw-address'),
      'في هذا العنوان خطأ كتابي: المجموع الاختباري غير مطابق',
    );
    // the address reads left to right inside the right-to-left page
    expect(await input(page, 'withdraw-address').evaluate((el) => getComputedStyle(el).direction)).toBe(
      'ltr',
    );

    await input(page, 'withdraw-address').fill(VALID_TRON);
    await input(page, 'withdraw-amount').fill('50');
    await eventually(
      async () => ((await page.getByTestId('withdraw-fee').textContent()) ?? '').length > 0,
      true,
    );
    expect(await page.getByTestId('withdraw-receive').textContent()).toMatch(/USDT$/);
    // a wrong fund password is the server's refusal, in Arabic, under the field
    await input(page, 'withdraw-fund-password').fill('wrong-password');
    await page.getByTestId('withdraw-submit').tap();
    await eventually(async () => ARABIC_SCRIPT.test(await errorText(page, 'withdraw-fund-password')), true);
    expect(new URL(page.url()).pathname).toBe('/withdraw');

    // right to left: the method's label sits at the right of the screen, nothing spills sideways
    const label = (await page.locator('.adm-form-item-label').first().boundingBox())!;
    expect(label.x + label.width).toBeGreaterThan(375 / 2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
