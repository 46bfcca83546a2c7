import type {
  Address,
  CheckoutResponse,
  Order,
  ProductDetail,
  ProductPage,
  StorePage,
} from '@market/contract';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  BUYER,
  callApi,
  eventually,
  expectCount,
  expectText,
  input,
  login,
  useJourney,
  waitForPath,
} from './support.ts';

const journey = useJourney();

/** Money as the app shows it in English: Intl with two to eight decimals and the site currency. */
const money = (value: string) =>
  `${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 8 }).format(value as unknown as number)} USDT`;
/** Exact sums of two-decimal amounts, in cents. */
const cents = (value: string) => Math.round(Number(value) * 100);
const fromCents = (value: number) => (value / 100).toFixed(2);

const data = async <T>(path: string, body: unknown = {}, token?: string): Promise<T> => {
  const envelope = await callApi<T>(journey.baseURL, path, body, token);
  expect(envelope.code, `${path} answered ${envelope.msg}`).toBe(1);
  return envelope.data;
};

const MERCHANT = { account: 'merchant', password: 'merchant12345' } as const;
const FUND_PASSWORD = '246810';

/** A session token of its own for the test's API calls (the page keeps its own session). */
const tokenOf = async ({ account, password }: { account: string; password: string }) =>
  (await data<{ userinfo: { token: string } }>('/api/user/login', { account, password })).userinfo.token;

/** A product of the store with a variant in stock, and that variant. */
async function productOf(shopId: number) {
  const page = await data<ProductPage>('/api/index/pro', { shop_id: shopId, limit: 20 });
  for (const card of page.list) {
    const detail = await data<ProductDetail>('/api/index/pro_info', { id: card.id });
    const sku = detail.skus.find((item) => item.stock > 2);
    if (sku) return { detail, sku };
  }
  throw new Error(`store ${shopId} has no product in stock`);
}

/** Picks the variant on /goods and adds one to the cart. */
async function addToCart(page: Page, { detail, sku }: Awaited<ReturnType<typeof productOf>>) {
  await page.goto(`/goods?id=${detail.id}`);
  await expectText(page.getByTestId('goods-title'), detail.title);
  if (sku.size) {
    await page.getByTestId('variant-size').getByRole('button', { name: sku.size, exact: true }).tap();
  }
  if (sku.color) {
    await page.getByTestId('variant-color').getByRole('button', { name: sku.color, exact: true }).tap();
  }
  await expectText(page.getByTestId('goods-price'), money(sku.price));
  await page.getByTestId('add-to-cart').tap();
  await expectText(page.locator('.adm-toast-main'), 'Added to cart');
}

/** The antd-mobile confirm dialog's bold (confirm) button. */
const confirmDialog = (page: Page) => page.locator('.adm-dialog .adm-dialog-button-bold').tap();

const card = (page: Page, order: Order) =>
  page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);

describe('order', () => {
  it('two stores in the cart → checkout with a new address → pay → shipped → received → reviewed', async () => {
    const { page } = journey;

    // the merchant's store is the first demo store: the lowest id
    const stores = await data<StorePage>('/api/index/shops', { sort: 'new', limit: 50 });
    const byId = [...stores.list].sort((a, b) => a.id - b.id);
    const merchantStore = byId[0]!;
    const otherStore = byId[1]!;
    const mine = await productOf(merchantStore.id);
    const other = await productOf(otherStore.id);
    const buyerToken = await tokenOf(BUYER);
    const before = await data<{ money: string }>('/api/user/index', {}, buyerToken);
    expect(cents(before.money)).toBe(1_000_000);

    // log in and add one of each product to the cart from its page
    await login(page, BUYER.account, BUYER.password);
    await expectText(page.getByTestId('mine-balance'), money(before.money));
    await addToCart(page, mine);
    await addToCart(page, other);

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
    const merchantOrder = paid.list.find((order) => order.shop_id === merchantStore.id)!;
    expect(merchantOrder.items.map((line) => line.sku_id)).toEqual([mine.sku.id]);

    // the merchant ships it
    const merchantToken = await tokenOf(MERCHANT);
    const trackingNo = `TRK-${merchantOrder.id}-E2E`;
    const shipped = await data<Order>(
      '/api/seller/order/ship',
      { id: merchantOrder.id, tracking_no: trackingNo },
      merchantToken,
    );
    expect(shipped.status).toBe('shipped');

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
    // confirm receipt from the Shipped tab's card (on /order/:id the service ball covers the button)
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
});
