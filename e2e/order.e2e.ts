import type { Address, CheckoutResponse, Order } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { useJourney } from './journey.ts';
import { cents, fromCents, money } from './money.ts';
import {
  addToCart,
  cartStore,
  confirmDialog,
  expectAmounts,
  fillAddressForm,
  openOrder,
  openOrderTab,
  orderCard as card,
  submitCheckout,
  submitPayment,
} from './order-support.ts';
import { eventually, expectCount, expectText, login, plainPng, waitForPath } from './page-helpers.ts';
import { BUYER, sceneOf } from './scene.ts';

const journey = useJourney();
const scene = sceneOf(journey);
const { data, tokenOf } = scene;

/** The new address the buyer adds at the checkout. */
const ERIKA = {
  province: 'Berlin',
  city: 'Berlin',
  detail: 'Unter den Linden 1',
  zip: '10117',
  name: 'Erika Buyer',
  mobile: '+49 30 1234567',
};

describe('order', () => {
  it('two stores in the cart → checkout with a new address → pay → shipped → received → reviewed', async () => {
    const { page } = journey;

    // the merchant's store is the first demo store: the lowest id
    const { merchantStore, mine, other } = await scene.productsOfTwoStores();
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
      const group = cartStore(page, detail.store.id);
      await expectText(group.locator('.cart-store-name'), detail.store.name);
      const line = group.locator(`[data-testid="cart-line"][data-sku-id="${sku.id}"]`);
      await expectText(line.locator('.cart-line-title'), detail.title);
      await expectText(line.locator('.cart-line-price'), money(sku.price));
      await expectText(line.locator('.cart-line-variant'), [sku.size, sku.color].filter(Boolean).join(' · '));
    }
    // the lines come ticked (decision 024); All takes them off, then puts them back
    await expectText(page.getByTestId('cart-checkout'), 'Check out (2)');
    await page.getByTestId('cart-select-all').tap();
    await expectText(page.getByTestId('cart-checkout'), 'Check out (0)');
    await page.getByTestId('cart-select-all').tap();
    for (const { detail, sku } of [mine, other]) {
      await expectText(cartStore(page, detail.store.id).getByTestId('cart-store-total'), money(sku.price));
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
    await fillAddressForm(page, { search: 'Germany', code: 'DE', ...ERIKA });
    await expectText(page.getByTestId('country-field'), 'Germany');
    await page.getByTestId('address-save').tap();
    await waitForPath(page, '/orderChecked');

    // /orderChecked: the new (default) address, one block per store with the server's amounts
    const addresses = await data<{ list: Address[] }>('/api/aera/index', {}, buyerToken);
    expect(addresses.list).toHaveLength(1);
    const address = addresses.list[0]!;
    expect(address).toMatchObject({ country: 'DE', city: 'Berlin', name: 'Erika Buyer', is_default: true });
    const preview = await scene.priceOf(buyerToken, [mine, other], address.id);
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
      await expectAmounts(block, order, money);
    }
    expect(cents(preview.total)).toBe(preview.orders.reduce((sum, order) => sum + cents(order.total), 0));
    await expectText(page.getByTestId('checkout-total'), money(preview.total));
    await expectText(page.getByTestId('checkout-amounts').getByTestId('amount-total'), money(preview.total));

    // submit → /pay with the total and the balance; the fund password pays it
    const checkoutId = await submitCheckout(page);
    const checkout = await data<CheckoutResponse>(
      '/api/order/checkout',
      { checkout_id: checkoutId },
      buyerToken,
    );
    expect(checkout.status).toBe('unpaid');
    expect(checkout.total).toBe(preview.total);
    await expectText(page.getByTestId('pay-total'), money(preview.total));
    await expectText(page.getByTestId('pay-balance'), money(before.money));
    await submitPayment(page);
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
    const merchantOrder = paid.list.find((order) => order.shop_id === merchantStore.id)!;
    expect(merchantOrder.items.map((line) => line.sku_id)).toEqual([mine.sku.id]);

    // the merchant ships it
    const trackingNo = `TRK-${merchantOrder.id}-E2E`;
    await scene.ship(merchantOrder, trackingNo);

    // the Shipped tab → the order's page with its tracking number → confirm receipt
    await openOrderTab(page, 'shipped');
    await expectCount(page.getByTestId('order-card'), 1);
    expect(await card(page, merchantOrder).getAttribute('data-status')).toBe('shipped');
    await openOrder(page, merchantOrder);
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
    const photo = await plainPng(64, 48, { r: 30, g: 140, b: 90 });
    const words = `Arrived well packed, exactly as described (${merchantOrder.order_no}).`;
    await openOrderTab(page, 'assess');
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
});
