import type { Address, CheckoutResponse, Order } from '@market/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cents,
  confirmDialog,
  dictionary,
  expectClearOfServiceBall,
  FUND_PASSWORD,
  fromCents,
  orderCard as card,
  sceneOf,
} from './order-support.ts';
import {
  BUYER,
  eventually,
  expectCount,
  expectText,
  input,
  login,
  useJourney,
  waitForPath,
} from './support.ts';

const journey = useJourney();
const scene = sceneOf(journey);
const { data, tokenOf } = scene;
const text = dictionary('apps/web/src/i18n/parts/buying/en.json', 'apps/web/src/i18n/locales/en.json');
const serverText = dictionary('apps/server/src/i18n/locales/en.json');

/** Money as the app shows it in English: Intl with two to eight decimals and the site currency. */
const money = (value: string) =>
  `${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 8 }).format(value as unknown as number)} USDT`;

describe('order', () => {
  it('two stores in the cart → checkout with a new address → pay → shipped → received → reviewed', async () => {
    const { page } = journey;

    // the merchant's store is the first demo store: the lowest id
    const [merchantStore, otherStore] = await scene.storesByAge();
    const mine = await scene.productOf(merchantStore!.id);
    const other = await scene.productOf(otherStore!.id);
    const buyerToken = await tokenOf(BUYER);
    const before = await data<{ money: string }>('/api/user/index', {}, buyerToken);
    expect(cents(before.money)).toBe(1_000_000);

    // log in and add one of each product to the cart from its page
    await login(page, BUYER.account, BUYER.password);
    await expectText(page.getByTestId('mine-balance'), money(before.money));
    for (const product of [mine, other]) {
      await addToCart(page, product, { price: money(product.sku.price), added: 'Added to cart' });
    }

    // /cart: one group per store, each with its line
    await page.getByTestId('goods-cart').tap();
    await waitForPath(page, '/cart');
    const groups = page.getByTestId('cart-store');
    await expectCount(groups, 2);
    for (const { detail, sku } of [mine, other]) {
      const group = page.locator(`[data-testid="cart-store"][data-shop-id="${detail.store.id}"]`);
      await expectText(group.locator('.cart-store-name'), detail.store.name);
      const line = group.locator(`[data-testid="cart-line"][data-sku-id="${sku.id}"]`);
      await expectText(line.locator('.cart-line-title'), detail.title);
      await expectText(line.locator('.cart-line-price'), money(sku.price));
      await expectText(line.locator('.cart-line-variant'), [sku.size, sku.color].filter(Boolean).join(' · '));
    }
    // select all: each store's total and the cart's
    await page.getByTestId('cart-select-all').tap();
    for (const { detail, sku } of [mine, other]) {
      const group = page.locator(`[data-testid="cart-store"][data-shop-id="${detail.store.id}"]`);
      await expectText(group.getByTestId('cart-store-total'), money(sku.price));
    }
    await expectText(
      page.getByTestId('cart-total'),
      money(fromCents(cents(mine.sku.price) + cents(other.sku.price))),
    );
    await page.getByTestId('cart-checkout').tap();
    await waitForPath(page, '/orderChecked');

    // the demo buyer has no address yet: the checkout offers to add one, through /insertAddress
    await page.getByTestId('checkout-add-address').tap();
    await waitForPath(page, '/insertAddress?select=1');
    await page.getByTestId('country-field').tap();
    await page.getByTestId('country-search').locator('input').fill('Germany');
    await page.locator('[data-testid="country-list"] button[data-code="DE"]').tap();
    await expectText(page.getByTestId('country-field'), 'Germany');
    await input(page, 'address-province').fill('Berlin');
    await input(page, 'address-city').fill('Berlin');
    await input(page, 'address-detail').fill('Unter den Linden 1');
    await input(page, 'address-zip').fill('10117');
    await input(page, 'address-name').fill('Erika Buyer');
    await input(page, 'address-mobile').fill('+49 30 1234567');
    await page.getByTestId('address-save').tap();
    await waitForPath(page, '/orderChecked');

    // /orderChecked: the new (default) address, one block per store with the server's amounts
    const addresses = await data<{ list: Address[] }>('/api/aera/index', {}, buyerToken);
    expect(addresses.list).toHaveLength(1);
    const address = addresses.list[0]!;
    expect(address).toMatchObject({ country: 'DE', city: 'Berlin', name: 'Erika Buyer', is_default: true });
    const preview = await data<{
      orders: {
        shop_id: number;
        shop_name: string;
        total: string;
        items_amount: string;
        freight: string;
        tax: string;
      }[];
      total: string;
    }>(
      '/api/order/confirm',
      {
        items: [mine, other].map(({ detail, sku }) => ({ product_id: detail.id, sku_id: sku.id, num: 1 })),
        address_id: address.id,
      },
      buyerToken,
    );
    const shown = page.getByTestId('checkout-address');
    await eventually(() => shown.getAttribute('data-address-id'), String(address.id));
    await expectText(shown.locator('.address-label-who'), 'Erika Buyer +49 30 1234567');
    await expectText(
      shown.locator('.address-label-place'),
      'Unter den Linden 1, Berlin, Berlin, 10117, Germany',
    );
    await expectCount(page.getByTestId('checkout-store'), 2);
    for (const order of preview.orders) {
      const block = page.getByTestId('checkout-store').filter({ hasText: order.shop_name });
      await expectText(block.locator('.checkout-store'), order.shop_name);
      await expectText(block.getByTestId('amount-items'), money(order.items_amount));
      await expectText(block.getByTestId('amount-freight'), money(order.freight));
      await expectText(block.getByTestId('amount-tax'), money(order.tax));
      await expectText(block.getByTestId('amount-total'), money(order.total));
    }
    expect(cents(preview.total)).toBe(preview.orders.reduce((sum, order) => sum + cents(order.total), 0));
    await expectText(page.getByTestId('checkout-total'), money(preview.total));
    await expectText(page.getByTestId('checkout-amounts').getByTestId('amount-total'), money(preview.total));

    // submit → /pay with the total and the balance; the fund password pays it
    await page.getByTestId('checkout-submit').tap();
    await page.waitForURL((url) => url.pathname === '/pay');
    const checkoutId = Number(new URL(page.url()).searchParams.get('checkout_id'));
    const checkout = await data<CheckoutResponse>(
      '/api/order/checkout',
      { checkout_id: checkoutId },
      buyerToken,
    );
    expect(checkout.status).toBe('unpaid');
    expect(checkout.total).toBe(preview.total);
    await expectText(page.getByTestId('pay-total'), money(preview.total));
    await expectText(page.getByTestId('pay-balance'), money(before.money));
    await input(page, 'pay-fund-password').fill(FUND_PASSWORD);
    await page.getByTestId('pay-submit').tap();
    await waitForPath(page, `/success?checkout_id=${checkoutId}`);
    await page.getByTestId('pay-success').waitFor();

    // the balance fell by the paid total
    const paidBalance = fromCents(cents(before.money) - cents(preview.total));
    const after = await data<{ money: string }>('/api/user/index', {}, buyerToken);
    expect(cents(after.money)).toBe(cents(paidBalance));

    // the Paid tab lists both orders, each with its store and total
    await page.getByTestId('success-orders').tap();
    await waitForPath(page, '/order?status=paid');
    const paid = await data<{ list: Order[] }>('/api/order/index', { status: 'paid' }, buyerToken);
    expect(paid.list).toHaveLength(2);
    await expectCount(page.getByTestId('order-card'), 2);
    for (const order of paid.list) {
      const shownCard = card(page, order);
      expect(await shownCard.getAttribute('data-status')).toBe('paid');
      await expectText(shownCard.locator('.order-card-store'), order.shop_name);
      await expectText(shownCard.getByTestId('order-total'), money(order.total));
      await shownCard.getByTestId('order-cancel').waitFor();
    }
    const merchantOrder = paid.list.find((order) => order.shop_id === merchantStore!.id)!;
    expect(merchantOrder.items.map((line) => line.sku_id)).toEqual([mine.sku.id]);

    // the merchant ships it
    const trackingNo = `TRK-${merchantOrder.id}-E2E`;
    await scene.ship(merchantOrder, trackingNo);

    // the Shipped tab → the order's page with its tracking number → confirm receipt
    await page.getByTestId('order-filter-shipped').tap();
    await waitForPath(page, '/order?status=shipped');
    await expectCount(page.getByTestId('order-card'), 1);
    expect(await card(page, merchantOrder).getAttribute('data-status')).toBe('shipped');
    await card(page, merchantOrder).locator('.order-card-body').tap();
    await waitForPath(page, `/order/${merchantOrder.id}`);
    const detail = page.getByTestId('order-detail');
    await expectText(detail.getByTestId('order-tracking'), new RegExp(`: ${trackingNo}$`));
    await expectText(detail.locator('.address-label-who'), 'Erika Buyer +49 30 1234567');
    await expectText(
      detail.getByTestId('order-amounts').getByTestId('amount-total'),
      money(merchantOrder.total),
    );
    await expectText(detail.locator('.order-line-title'), mine.detail.title);
    // confirm receipt from the Shipped tab's card (the next test confirms one on the order's page)
    await page.goBack();
    await waitForPath(page, '/order?status=shipped');
    await card(page, merchantOrder).getByTestId('order-receive').tap();
    await confirmDialog(page);
    await expectCount(page.getByTestId('order-card'), 0);
    await eventually(
      async () => (await data<Order>('/api/order/detail', { id: merchantOrder.id }, buyerToken)).status,
      'received',
    );

    // the review: four stars, words and one photo uploaded through the sheet
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 140, b: 90 } },
    })
      .png()
      .toBuffer();
    const words = `Arrived well packed, exactly as described (${merchantOrder.order_no}).`;
    await page.getByTestId('order-filter-assess').tap();
    await waitForPath(page, '/order?status=assess');
    await expectCount(page.getByTestId('order-card'), 1);
    expect(await card(page, merchantOrder).getAttribute('data-status')).toBe('received');
    await card(page, merchantOrder).getByTestId('order-review').tap();
    const sheet = page.getByTestId('review-sheet');
    await sheet.waitFor();
    await sheet.locator('.adm-rate-star').nth(3).tap();
    await sheet.getByTestId('review-content').locator('textarea').fill(words);
    await sheet
      .locator('input[type="file"]')
      .setInputFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: photo });
    await expectCount(sheet.locator('.adm-image-uploader-cell img'), 1);
    await expectCount(sheet.locator('.adm-image-uploader-cell-mask'), 0);
    await sheet.getByTestId('review-submit').tap();
    await sheet.waitFor({ state: 'hidden' });
    await eventually(
      async () => (await data<Order>('/api/order/detail', { id: merchantOrder.id }, buyerToken)).is_reviewed,
      true,
    );
    await expectCount(page.getByTestId('order-card'), 0);

    // the review shows on the product's page: reviewer, four stars, the words and the photo
    await page.goto(`/goods?id=${mine.detail.id}`);
    await expectText(page.getByTestId('goods-title'), mine.detail.title);
    const review = page.getByTestId('review-list').getByTestId('review').filter({ hasText: words });
    await expectText(review.locator('.review-text'), words);
    await expectText(review.locator('.review-stars'), '★★★★★');
    await expectText(review.locator('.review-stars-off'), '★');
    await expectCount(review.locator('.review-images img'), 1);
    expect(await review.locator('.review-images img').getAttribute('src')).toMatch(/^\/uploads\/\w+\.webp$/);

    // and /mine shows the balance after the payment
    await page.goto('/mine');
    await expectText(page.getByTestId('mine-balance'), money(paidBalance));
  }, 60_000);

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
    await input(page, 'pay-fund-password').fill(FUND_PASSWORD);
    await page.getByTestId('pay-submit').tap();
    await expectText(page.getByTestId('pay-short'), `${text('pay.insufficient')} ${text('mine.recharge')}`);
    await expectText(page.getByTestId('pay-balance'), money(buyer.money));
    expect(await page.getByTestId('pay-recharge').getAttribute('href')).toBe('/recharge');
    await page.unroute('**/api/order/checkout');

    // opened again, the screen has the balance the server holds and hints the shortfall up front
    await page.reload();
    await expectText(page.getByTestId('pay-balance'), money(short));
    await page.getByTestId('pay-recharge').waitFor();
    // paying anyway is refused with the server's words; nothing is taken
    await input(page, 'pay-fund-password').fill(FUND_PASSWORD);
    await page.getByTestId('pay-submit').tap();
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

    // support credits it back: paid
    await scene.adjustBalance(buyer.id, fromCents(-cents(debit)));
    await page.reload();
    await expectText(page.getByTestId('pay-balance'), money(buyer.money));
    await expectCount(page.getByTestId('pay-short'), 0);
    await input(page, 'pay-fund-password').fill(FUND_PASSWORD);
    await page.getByTestId('pay-submit').tap();
    await waitForPath(page, `/success?checkout_id=${created.checkout_id}`);
    const paidBalance = (await data<{ money: string }>('/api/user/index', {}, buyerToken)).money;
    expect(cents(paidBalance)).toBe(cents(buyer.money) - cents(created.total));

    // shipped: from the Shipped tab to the order's page, scrolled to its end at 375×740, where
    // Confirm receipt is clear of the customer-service ball
    const trackingNo = `TRK-${order.id}-BALL`;
    await scene.ship(order, trackingNo);
    await page.getByTestId('success-orders').tap();
    await waitForPath(page, '/order?status=paid');
    await page.getByTestId('order-filter-shipped').tap();
    await waitForPath(page, '/order?status=shipped');
    await card(page, order).locator('.order-card-body').tap();
    await waitForPath(page, `/order/${order.id}`);
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
