import type { CheckoutResponse, Order } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { dictionary } from './dictionary.ts';
import { useJourney } from './journey.ts';
import { expectClearOfServiceBall } from './layout.ts';
import { cents, fromCents, money } from './money.ts';
import { confirmDialog, openOrder, openOrderTab, submitPayment } from './order-support.ts';
import { expectCount, expectText, login, waitForPath } from './page-helpers.ts';
import { BUYER, sceneOf } from './scene.ts';

const journey = useJourney();
const scene = sceneOf(journey);
const { data, tokenOf } = scene;
const text = dictionary('apps/web/src/i18n/parts/buying/en.json', 'apps/web/src/i18n/locales/en.json');
const serverText = dictionary('apps/server/src/i18n/locales/en.json');

describe('paying an order', () => {
  it('a second order: refused for a balance that fell short, with the way to recharge; paid; received on its own page', async () => {
    const { page } = journey;
    const [merchantStore] = await scene.storesByAge();
    const product = await scene.productOf(merchantStore!.id, 1);
    const buyerToken = await tokenOf(BUYER);
    const buyer = await data<{ id: number; money: string }>('/api/user/index', {}, buyerToken);
    const address = await scene.addressOf(buyerToken, {
      country: 'DE',
      province: 'Berlin',
      city: 'Berlin',
      address: 'Unter den Linden 1',
      zip: '10117',
      name: 'Erika Buyer',
      mobile: '+49 30 1234567',
    });
    const created = await scene.order(buyerToken, product, address.id);
    const order = created.orders[0]!;
    expect(created.orders).toHaveLength(1);
    expect(cents(buyer.money)).toBeGreaterThan(cents(created.total));

    // /pay loads with enough balance: no hint of a shortfall
    await login(page, BUYER.account, BUYER.password);
    await page.goto(`/pay?checkout_id=${created.checkout_id}`);
    await expectText(page.getByTestId('pay-total'), money(created.total));
    await expectText(page.getByTestId('pay-balance'), money(buyer.money));
    await expectCount(page.getByTestId('pay-short'), 0);

    // then support debits the buyer: one cent short of the total
    const debit = fromCents(cents(created.total) - 1 - cents(buyer.money));
    const short = await scene.adjustBalance(buyer.id, debit);
    expect(cents(short)).toBe(cents(created.total) - 1);

    // the server refuses the payment (data.field 'balance') and the screen's reload of the checkout
    // after it fails (the connection drops): the shortfall it shows comes from the refusal alone
    await page.route('**/api/order/checkout', (route) => route.abort('internetdisconnected'));
    await submitPayment(page);
    await expectText(page.getByTestId('pay-short'), `${text('pay.insufficient')} ${text('mine.recharge')}`);
    await expectText(page.getByTestId('pay-balance'), money(buyer.money));
    expect(await page.getByTestId('pay-recharge').getAttribute('href')).toBe('/recharge');
    await page.unroute('**/api/order/checkout');

    // opened again, the screen has the balance the server holds and hints the shortfall up front
    await page.reload();
    await expectText(page.getByTestId('pay-balance'), money(short));
    await page.getByTestId('pay-recharge').waitFor();
    // paying anyway is refused with the server's words; nothing is taken
    await submitPayment(page);
    await expectText(page.locator('.adm-toast-main'), serverText('msg.insufficient_balance'));
    await page.getByTestId('pay-short').waitFor();
    const unpaid = await data<CheckoutResponse>(
      '/api/order/checkout',
      { checkout_id: created.checkout_id },
      buyerToken,
    );
    expect({ status: unpaid.status, balance: cents(unpaid.balance) }).toEqual({
      status: 'unpaid',
      balance: cents(short),
    });

    // the result page shows only a real result: not this unpaid checkout, nor no checkout at all
    await page.goto(`/success?checkout_id=${created.checkout_id}`);
    await expectText(page.locator('.adm-result-title'), text('success.unpaid'));
    await page.goto('/success');
    await expectText(page.getByTestId('success-none'), new RegExp(`^${text('success.none')}`));
    await page.goto(`/pay?checkout_id=${created.checkout_id}`);

    // support credits it back: paid
    await scene.adjustBalance(buyer.id, fromCents(-cents(debit)));
    await page.reload();
    await expectText(page.getByTestId('pay-balance'), money(buyer.money));
    await expectCount(page.getByTestId('pay-short'), 0);
    await submitPayment(page);
    await waitForPath(page, `/success?checkout_id=${created.checkout_id}`);
    await expectText(page.getByTestId('success-amount'), `Paid ${money(created.total)} for 1 order(s).`);
    const paidBalance = (await data<{ money: string }>('/api/user/index', {}, buyerToken)).money;
    expect(cents(paidBalance)).toBe(cents(buyer.money) - cents(created.total));

    // shipped: from the Shipped tab to the order's page, scrolled to its end at 375×740, where
    // Confirm receipt is clear of the customer-service ball
    const trackingNo = `TRK-${order.id}-BALL`;
    await scene.ship(order, trackingNo);
    await page.getByTestId('success-orders').tap();
    await waitForPath(page, '/order?status=paid');
    await openOrderTab(page, 'shipped');
    await openOrder(page, order);
    const detail = page.getByTestId('order-detail');
    await expectText(detail.getByTestId('order-status'), text('order.status.shipped'));
    await expectText(detail.getByTestId('order-tracking'), `${text('order.tracking')}: ${trackingNo}`);
    const receive = detail.getByTestId('order-receive');
    await expectClearOfServiceBall(page, receive);
    await receive.tap();
    await confirmDialog(page, text('order.receive'));
    await expectText(page.locator('.adm-toast-main'), text('order.receiveDone'));
    await expectText(detail.getByTestId('order-status'), text('order.status.toReview'));
    await expectCount(detail.getByTestId('order-receive'), 0);
    await detail.getByTestId('order-review').waitFor();
    const received = await data<Order>('/api/order/detail', { id: order.id }, buyerToken);
    expect(received.status).toBe('received');
    expect(received.received_at).not.toBeNull();
  }, 60_000);
});
