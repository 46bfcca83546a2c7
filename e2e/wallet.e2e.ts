import type { Recharge, Withdrawal } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { useJourney, WAIT_MS } from './journey.ts';
import { cents, money } from './money.ts';
import {
  eventually,
  expectCount,
  expectText,
  expectFieldError,
  input,
  login,
  plainPng,
  waitForPath,
} from './page-helpers.ts';
import { ADMIN, BUYER, FUND_PASSWORD, sceneOf } from './scene.ts';
import { BAD_CHECKSUM_TRON, DEPOSIT_TRC20, ETHEREUM, TX_HASH, VALID_TRON } from './wallet-support.ts';

const journey = useJourney();
const { data, tokenOf, balanceOf } = sceneOf(journey);

/** A small PNG standing in for the screenshot of a wallet's transfer. */
const screenshot = () => plainPng(90, 160, { r: 20, g: 90, b: 200 });

describe('wallet', () => {
  it('recharge USDT-TRC20 with a screenshot → approved → a withdrawal refused, one held → rejected and refunded; both in their records', async () => {
    const { page, context } = journey;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: journey.baseURL });
    const buyerToken = await tokenOf(BUYER);
    const adminToken = await tokenOf(ADMIN, '/api/admin');
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
    await expectFieldError(page, 'recharge-amount', 'Please enter the recharge amount');
    await input(page, 'recharge-amount').fill('5');
    await expectFieldError(
      page,
      'recharge-amount',
      'The recharge amount must be between 10 USDT and 100,000 USDT',
    );
    expect(await page.getByTestId('recharge-otherpay').getAttribute('href')).toBe('/recharge/otherpay');
    await input(page, 'recharge-amount').fill('250');
    await expectFieldError(page, 'recharge-amount', '');
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
    await expectFieldError(page, 'recharge-screenshot', 'Please upload the transfer screenshot');
    await input(page, 'transfer-tx-hash').fill('not-a-hash');
    await expectFieldError(page, 'transfer-tx-hash', 'This is not a transaction hash of the TRC20 network');
    await input(page, 'transfer-tx-hash').fill(TX_HASH);
    await expectFieldError(page, 'transfer-tx-hash', '');
    await page
      .getByTestId('recharge-screenshot-input')
      .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: await screenshot() });
    const preview = page.getByTestId('recharge-screenshot-preview');
    await preview.waitFor();
    const uploadId = Number(await preview.getAttribute('data-upload-id'));
    expect(uploadId).toBeGreaterThan(0);
    await expectFieldError(page, 'recharge-screenshot', '');
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
    await expectFieldError(page, 'withdraw-address', 'This address has a typo: its checksum does not match');
    await input(page, 'withdraw-address').fill(ETHEREUM);
    await expectFieldError(
      page,
      'withdraw-address',
      'This address is not on the TRC20 network. Choose the network it belongs to.',
    );
    await input(page, 'withdraw-address').fill('T123');
    await expectFieldError(page, 'withdraw-address', 'This is not a valid TRC20 address');

    // Max fills the whole balance; the fee and the amount received follow the amount as typed
    await page.getByTestId('withdraw-max').tap();
    await eventually(() => input(page, 'withdraw-amount').inputValue(), '10250');
    await expectText(page.getByTestId('withdraw-hold'), money(recharged));
    await input(page, 'withdraw-amount').fill('10250.01');
    await expectFieldError(page, 'withdraw-amount', 'Insufficient balance');
    await input(page, 'withdraw-amount').fill('100');
    await expectFieldError(page, 'withdraw-amount', '');
    await expectText(page.getByTestId('withdraw-fee'), '1.1 USDT');
    await expectText(page.getByTestId('withdraw-receive'), '98.9 USDT');
    await expectText(page.getByTestId('withdraw-hold'), money('100'));
    await expectText(page.getByTestId('withdraw-fee-rule'), 'Fee: 1 USDT + 0.1% of the amount');

    // sent with the bad address: refused, the error under the field, nothing held
    await input(page, 'withdraw-address').fill(BAD_CHECKSUM_TRON);
    await input(page, 'withdraw-fund-password').fill(FUND_PASSWORD);
    await page.getByTestId('withdraw-submit').tap();
    await expectFieldError(page, 'withdraw-address', 'This address has a typo: its checksum does not match');
    expect(new URL(page.url()).pathname).toBe('/withdraw');
    expect((await data<{ total: number }>('/api/wallet/withdraw_list', {}, buyerToken)).total).toBe(0);
    expect(await balanceOf(buyerToken)).toBe(recharged);

    // a valid address: held at once, the balance drops, the records show it pending
    await input(page, 'withdraw-address').fill(VALID_TRON);
    await expectFieldError(page, 'withdraw-address', '');
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
});
