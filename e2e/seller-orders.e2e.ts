import type { Order } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { dictionary } from './dictionary.ts';
import { useJourney } from './journey.ts';
import { cents, money, moneyOnPage } from './money.ts';
import { confirmDialog } from './order-support.ts';
import { expectNoSidewaysOverflow, expectSettled, isRightOf } from './layout.ts';
import {
  documentLanguage,
  eventually,
  expectCount,
  expectFieldError,
  expectText,
  input,
  waitForPath,
} from './page-helpers.ts';
import {
  LAYLA,
  openSellerTab,
  screenshots,
  sellerLogin,
  sellerOrderCard as card,
  sellerSceneOf,
} from './seller-support.ts';

const journey = useJourney();
const scene = sellerSceneOf(journey);
const { data } = scene;
const en = dictionary('apps/seller/src/i18n/locales/en.json');
const ar = dictionary('apps/seller/src/i18n/locales/ar.json');
/** The server's refusal of a tracking number (apps/server/src/i18n/locales/en.json). */
const SERVER_TRACKING_FORMAT = dictionary('apps/server/src/i18n/locales/en.json')(
  'validation.tracking_no_format',
);

/** A tracking number grouped as the label prints it, kept as typed. */
const TRACKING = 'JD 0146 0000 1234';

describe('seller orders', () => {
  it('to ship with a countdown → shipped with carrier and tracking; another cancelled with a reason → refunded', async () => {
    const { page } = journey;
    const buyerToken = await scene.buyerToken();
    const address = await scene.addressOf(buyerToken, LAYLA);
    const [first, second] = await scene.merchantProducts();
    const toShip = await scene.paidOrder(buyerToken, first, address.id);
    const toCancel = await scene.paidOrder(buyerToken, second, address.id);

    await sellerLogin(page);
    await page.getByTestId('tab-orders').tap();
    await waitForPath(page, '/seller/orders');
    await expectText(page.getByTestId('orders-count-to_ship'), '2');
    await expectCount(page.getByTestId('order-card'), 2);
    // newest first: the order to cancel was paid last
    expect(await page.getByTestId('order-card').first().getAttribute('data-order-id')).toBe(
      String(toCancel.id),
    );
    const shipCard = card(page, toShip);
    await expectText(shipCard.getByTestId('order-no'), toShip.order_no);
    await expectText(shipCard.getByTestId('order-buyer'), en('orders.buyer', { name: 'buyer' }));
    await expectText(shipCard.getByTestId('order-total'), money(toShip.total));
    await expectText(shipCard.locator('.order-line-title'), first.detail.title);
    expect(await shipCard.locator('.order-line img').getAttribute('src')).toMatch(/^\/uploads\//);
    // the 24-hour target counts down, second by second
    const clock = shipCard.getByTestId('ship-countdown-clock');
    await expectText(clock, /^2[34]:\d\d:\d\d$/);
    const shown = await clock.textContent();
    await eventually(async () => (await clock.textContent()) !== shown, true, 'the countdown ticks');
    await screenshots(journey, page, 'orders');

    // the search by order number keeps the one order
    await input(page, 'orders-search').fill(toShip.order_no.slice(-6));
    await input(page, 'orders-search').press('Enter');
    await waitForPath(page, `/seller/orders?tab=to_ship&q=${toShip.order_no.slice(-6)}`);
    await expectCount(page.getByTestId('order-card'), 1);
    await expectText(page.getByTestId('orders-count-to_ship'), '1');

    // the order's page: the buyer's address, items, amounts; Ship with carrier and tracking
    await shipCard.locator('.order-card-link').tap();
    await waitForPath(page, `/seller/orders/${toShip.id}`);
    const detail = page.getByTestId('order-detail');
    await expectText(detail.getByTestId('order-address-who'), 'Layla Buyer +20 2 2401 5555');
    await expectText(
      detail.getByTestId('order-address-place'),
      '12 Abbas El Akkad Street, Nasr City, Cairo, 11765, Egypt',
    );
    await expectText(detail.getByTestId('amount-total'), money(toShip.total));
    await detail.getByTestId('ship-countdown').waitFor();
    await detail.getByTestId('order-ship').tap();
    const sheet = page.getByTestId('ship-sheet');
    await page.getByTestId('ship-submit').tap();
    await expectFieldError(page, 'ship-carrier', en('orders.enterCarrier'));
    await expectFieldError(page, 'ship-tracking', en('orders.enterTracking'));
    await sheet.getByRole('button', { name: 'DHL', exact: true }).tap();
    expect(await input(page, 'ship-carrier').inputValue()).toBe('DHL');
    // too short for a tracking number: the server's refusal shows under the field
    await input(page, 'ship-tracking').fill('AB12');
    await page.getByTestId('ship-submit').tap();
    await expectFieldError(page, 'ship-tracking', SERVER_TRACKING_FORMAT);
    await page.screenshot({ path: '/tmp/seller-ship-sheet-375.png' });
    await input(page, 'ship-tracking').fill('JD 0146 0000 1234');
    await page.getByTestId('ship-submit').tap();
    await sheet.waitFor({ state: 'hidden' });
    await eventually(() => detail.getAttribute('data-status'), 'shipped');
    await expectText(detail.getByTestId('order-carrier'), 'DHL');
    await expectText(detail.getByTestId('order-tracking'), TRACKING);
    await expectCount(detail.getByTestId('order-ship'), 0);
    const shipped = await data<Order>('/api/order/detail', { id: toShip.id }, buyerToken);
    expect(shipped).toMatchObject({ status: 'shipped', carrier: 'DHL', tracking_no: TRACKING });
    await screenshots(journey, page, 'order-shipped');

    // back on the list: one to ship, the shipped one under Shipped
    await page.goto('/seller/orders');
    await expectText(page.getByTestId('orders-count-to_ship'), '1');
    await openSellerTab(page, 'shipped');
    await expectCount(card(page, toShip), 1);
    await expectCount(page.getByTestId('ship-countdown'), 0);

    // the other order is cancelled with a reason, after a confirmation; the buyer gets it all back
    const before = await scene.balanceOf(buyerToken);
    await page.goto(`/seller/orders/${toCancel.id}`);
    await page.getByTestId('order-cancel').tap();
    await page.getByTestId('cancel-submit').tap();
    await expectFieldError(page, 'cancel-reason', en('orders.enterReason'));
    const reason = 'Out of stock in this colour, sorry';
    await page.getByTestId('cancel-reason').locator('textarea').fill(reason);
    await page.getByTestId('cancel-submit').tap();
    await page.locator('.adm-dialog .adm-dialog-button-bold').waitFor();
    await expectSettled(page);
    await page.screenshot({ path: '/tmp/seller-cancel-confirm-375.png' });
    await confirmDialog(page, en('orders.cancelSubmit'));
    await eventually(() => page.getByTestId('order-detail').getAttribute('data-status'), 'cancelled');
    await expectText(page.getByTestId('order-cancel-reason'), `${en('orders.reason')}: ${reason}`);
    const after = await scene.balanceOf(buyerToken);
    expect(cents(after)).toBe(cents(before) + cents(toCancel.total));
    const cancelled = await data<Order>('/api/order/detail', { id: toCancel.id }, buyerToken);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelled_by: 'seller', cancel_reason: reason });
    await page.goto('/seller/orders?tab=cancelled');
    await expectCount(card(page, toCancel), 1);
    await expectText(page.getByTestId('orders-count-cancelled'), '1');
  });

  it('a paid order past its 24 hours is marked Overdue in red', async () => {
    const buyerToken = await scene.buyerToken();
    const address = await scene.addressOf(buyerToken, LAYLA);
    const [, product] = await scene.merchantProducts();
    const order = await scene.paidOrder(buyerToken, product, address.id);
    // the phone's clock 25 hours on: the countdown the server's deadline gives has run out
    const later = await journey.newContext();
    await later.clock.install({ time: Date.now() + 25 * 3600_000 });
    const page = await later.newPage();
    await sellerLogin(page);
    await page.goto('/seller/orders');
    const overdue = card(page, order).getByTestId('ship-overdue');
    await expectText(overdue.locator('strong'), en('orders.overdue'));
    expect(await overdue.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(180, 35, 24)',
    );
    await card(page, order).screenshot({ path: '/tmp/seller-overdue-375.png' });
  });

  it('in Arabic: right to left, the tabs, the countdown and the address with Arabic commas', async () => {
    const buyerToken = await scene.buyerToken();
    const address = await scene.addressOf(buyerToken, LAYLA);
    const [product] = await scene.merchantProducts();
    const order = await scene.paidOrder(buyerToken, product, address.id);
    const context = await journey.newContext({ locale: 'ar-EG' });
    await context.addInitScript(() => {
      if (location.protocol.startsWith('http')) localStorage.setItem('lang', 'ar');
    });
    const page = await context.newPage();
    await sellerLogin(page);
    await eventually(() => documentLanguage(page), { lang: 'ar', dir: 'rtl' });
    await page.goto('/seller/orders');
    expect(await page.getByTestId('orders-tab-to_ship').textContent()).toContain(ar('orders.tabs.to_ship'));
    const shown = card(page, order);
    await expectText(shown.getByTestId('ship-countdown-clock'), /^2[34]:\d\d:\d\d$/);
    expect(await shown.getByTestId('ship-countdown').textContent()).toContain(ar('orders.shipWithin'));
    await expectText(shown.getByTestId('order-total'), await moneyOnPage(page, 'ar', order.total));
    // right to left, the first tab is on the right
    expect(await isRightOf(page, 'orders-tab-to_ship', 'orders-tab-cancelled')).toBe(true);
    await expectNoSidewaysOverflow(page, '/seller/orders in Arabic');
    await screenshots(journey, page, 'orders-ar', 'ar');

    await shown.locator('.order-card-link').tap();
    await waitForPath(page, `/seller/orders/${order.id}`);
    const egypt = await page.evaluate(() => new Intl.DisplayNames(['ar'], { type: 'region' }).of('EG'));
    const place = page.getByTestId('order-address-place');
    await expectText(place, `12 Abbas El Akkad Street، Nasr City، Cairo، 11765، ${egypt}`);
    // a Latin street in an Arabic page reads left to right, its number first
    expect(await place.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    await expectText(page.getByTestId('order-ship'), ar('orders.ship'));
    await expectNoSidewaysOverflow(page, '/seller/orders/:id in Arabic');
    await screenshots(journey, page, 'order-ar', 'ar');
  });
});
