import type { Address, Order, ProductDetail } from '@market/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dictionary } from './dictionary.ts';
import { useJourney } from './journey.ts';
import {
  expectClearOfServiceBall,
  expectNoSidewaysOverflow,
  isRightOf,
  isWithinScreen,
  rowInsets,
  tickGap,
} from './layout.ts';
import { cents, fromCents, moneyOnPage } from './money.ts';
import {
  addToCart,
  cartStore,
  confirmDialog,
  expectAmounts,
  fillAddressForm,
  openOrder,
  openOrderTab,
  orderCard,
  submitCheckout,
  submitPayment,
} from './order-support.ts';
import {
  documentLanguage,
  eventually,
  expectCount,
  expectText,
  login,
  pickLanguage,
  waitForPath,
} from './page-helpers.ts';
import { BUYER, type Product, sceneOf } from './scene.ts';

const journey = useJourney();
const scene = sceneOf(journey);
const { data, tokenOf } = scene;
/** The Arabic texts the pages show: the buying part and the start-up dictionary. */
const ar = dictionary('apps/web/src/i18n/parts/buying/ar.json', 'apps/web/src/i18n/locales/ar.json');

/** `text` matched literally in a RegExp. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The sub-page's title in its header. */
const title = (page: Page) => page.locator('.adm-nav-bar-title');

describe('order screens in Arabic', () => {
  it('cart → address → /orderChecked → /pay → /order → /order/:id, right to left, with the server’s amounts', async () => {
    const { page } = journey;
    const money = (value: string) => moneyOnPage(page, 'ar', value);
    const { merchantStore, mine, other } = await scene.productsOfTwoStores();
    const buyerToken = await tokenOf(BUYER);
    const before = await data<{ money: string }>('/api/user/index', {}, buyerToken);

    await login(page, BUYER.account, BUYER.password);
    await pickLanguage(page, 'ar');
    await eventually(() => documentLanguage(page), { lang: 'ar', dir: 'rtl' });
    await expectText(page.getByTestId('mine-language'), ar('mine.language'));

    // two products from two stores, each from its page, where they read in Arabic (decision 039)
    const inArabic = async ({ detail, sku }: Product): Promise<Product> => {
      const arabic = await data<ProductDetail>('/api/index/pro_info', { id: detail.id }, undefined, {
        'accept-language': 'ar',
      });
      return { detail: arabic, sku: arabic.skus.find((one) => one.id === sku.id)! };
    };
    for (const product of [await inArabic(mine), await inArabic(other)]) {
      await addToCart(page, product, {
        price: await money(product.sku.price),
        added: ar('catalogue.goods.addedToCart'),
      });
    }

    // /cart: right to left, a store's tick on the right of its name; the totals in Arabic
    await page.goto('/cart');
    await expectText(title(page), ar('cart.title'));
    await eventually(() => documentLanguage(page), { lang: 'ar', dir: 'rtl' });
    await expectCount(page.getByTestId('cart-store'), 2);
    // the lines come ticked (decision 024)
    await expectText(page.getByTestId('cart-select-all'), ar('cart.selectAll'));
    for (const { detail, sku } of [mine, other]) {
      const group = cartStore(page, detail.store.id);
      await expectText(group.getByTestId('cart-store-total'), await money(sku.price));
      const tick = (await group.getByTestId('cart-store-check').boundingBox())!;
      const name = (await group.locator('.cart-store-name').boundingBox())!;
      expect(tick.x, 'the store tick on the right of its name').toBeGreaterThan(name.x + name.width - 1);
    }
    await expectText(
      page.getByTestId('cart-total'),
      await money(fromCents(cents(mine.sku.price) + cents(other.sku.price))),
    );
    await expectText(page.getByTestId('cart-checkout'), ar('cart.checkOut', { count: 2 }));
    expect(await isRightOf(page, 'cart-select-all', 'cart-checkout')).toBe(true);
    // the tick of All on the right, its word to the left of it with a gap between them
    expect(
      await tickGap(page.getByTestId('cart-select-all')),
      'the gap between All and its tick',
    ).toBeGreaterThanOrEqual(4);
    await expectNoSidewaysOverflow(page, '/cart');
    await page.getByTestId('cart-checkout').tap();
    await waitForPath(page, '/orderChecked');

    // no address yet: one is added through /insertAddress in Arabic
    await expectText(title(page), ar('checkout.title'));
    await expectText(
      page.getByTestId('checkout-add-address'),
      new RegExp(`^${literal(ar('checkout.addAddress'))}`),
    );
    await expectNoSidewaysOverflow(page, '/orderChecked without an address');
    await page.getByTestId('checkout-add-address').tap();
    await waitForPath(page, '/insertAddress?select=1');
    await expectText(title(page), ar('address.addTitle'));
    await fillAddressForm(page, {
      search: 'AE',
      code: 'AE',
      province: 'دبي',
      city: 'دبي',
      detail: 'شارع الشيخ زايد ١',
      zip: '00000',
      name: 'سارة المشترية',
      mobile: '+971 50 123 4567',
    });
    const emirates = await page.evaluate(() => new Intl.DisplayNames(['ar'], { type: 'region' }).of('AE'));
    await expectText(page.getByTestId('country-field'), emirates!);
    // the form's rows are inset from the right, where an Arabic line starts (antd-mobile insets the left)
    const inset = await rowInsets(page.locator('.adm-list-item', { has: page.getByTestId('address-city') }));
    expect(inset.right, 'the row is inset at its start, the right').toBeGreaterThan(inset.left);
    await expectNoSidewaysOverflow(page, '/insertAddress');
    await page.getByTestId('address-save').tap();
    await waitForPath(page, '/orderChecked');

    // /orderChecked: the address, and per store and in all the amounts the server computed
    const { list } = await data<{ list: Address[] }>('/api/aera/index', {}, buyerToken);
    const address = list[0]!;
    const preview = await scene.priceOf(buyerToken, [mine, other], address.id);
    const shown = page.getByTestId('checkout-address');
    await eventually(() => shown.getAttribute('data-address-id'), String(address.id));
    await expectText(shown.locator('.address-label-who'), 'سارة المشترية +971 50 123 4567');
    await expectText(
      shown.locator('.address-label-place'),
      // the Arabic comma between the parts
      ['شارع الشيخ زايد ١', 'دبي', 'دبي', '00000', emirates].join('، '),
    );
    await expectCount(page.getByTestId('checkout-store'), 2);
    for (const order of preview.orders) {
      const block = page.getByTestId('checkout-store').filter({ hasText: order.shop_name });
      const labels = ['itemsAmount', 'freight', 'taxes', 'subtotal'];
      for (const [i, key] of labels.entries())
        await expectText(block.locator('.order-amounts dt').nth(i), ar(`checkout.${key}`));
      await expectAmounts(block, order, money);
    }
    const method = page.getByTestId('checkout-method').locator('span');
    await expectText(method.nth(0), ar('checkout.balanceMethod'));
    await expectText(method.nth(1), ar('checkout.available', { amount: await money(before.money) }));
    await expectText(page.getByTestId('checkout-total'), await money(preview.total));
    await expectText(page.getByTestId('checkout-submit'), ar('checkout.submit'));
    // right to left: the total's label on the right of the amount, the submit button at the left
    expect(await isRightOf(page, 'checkout-total', 'checkout-submit')).toBe(true);
    await expectNoSidewaysOverflow(page, '/orderChecked');

    // /pay: the total, the balance and the button in Arabic; the fund password pays
    const checkoutId = await submitCheckout(page);
    await expectText(title(page), ar('pay.title'));
    await expectText(page.getByTestId('pay-total'), await money(preview.total));
    await expectText(page.getByTestId('pay-balance'), await money(before.money));
    const [timeLeftBefore, timeLeftAfter] = ar('pay.timeLeft', { time: '\u0000' })
      .split('\u0000')
      .map(literal);
    await expectText(
      page.getByTestId('pay-countdown'),
      new RegExp(`^${timeLeftBefore}\\d+:\\d\\d${timeLeftAfter}$`),
    );
    await expectText(
      page.getByTestId('pay-submit'),
      ar('pay.submit', { amount: await money(preview.total) }),
    );
    await expectCount(page.getByTestId('pay-short'), 0);
    await expectNoSidewaysOverflow(page, '/pay');
    await submitPayment(page);
    await waitForPath(page, `/success?checkout_id=${checkoutId}`);
    await expectText(page.locator('.adm-result-title'), ar('success.title'));
    expect(cents(await scene.balanceOf(buyerToken))).toBe(cents(before.money) - cents(preview.total));

    // /order: the tabs right to left (All at the right end), each paid order with its status and total
    await page.getByTestId('success-orders').tap();
    await waitForPath(page, '/order?status=paid');
    await expectText(title(page), ar('mine.myOrders'));
    const tabs = ['all', 'unpaid', 'paid', 'shipped', 'received', 'assess'];
    for (const tab of tabs)
      await expectText(page.getByTestId(`order-filter-${tab}`), ar(`order.tabs.${tab}`));
    // all, unpaid and paid each stand right of the next tab
    for (const [i, right] of tabs.slice(0, 3).entries()) {
      const left = tabs[i + 1]!;
      expect(
        await isRightOf(page, `order-filter-${right}`, `order-filter-${left}`),
        `${right} right of ${left}`,
      ).toBe(true);
    }
    const paid = await data<{ list: Order[] }>('/api/order/index', { status: 'paid' }, buyerToken);
    expect(paid.list).toHaveLength(2);
    await expectCount(page.getByTestId('order-card'), 2);
    for (const order of paid.list) {
      const card = orderCard(page, order);
      await expectText(card.getByTestId('order-status'), ar('order.status.paid'));
      await expectText(card.getByTestId('order-total'), await money(order.total));
      await expectText(card.getByTestId('order-cancel'), ar('order.cancel'));
    }
    await expectNoSidewaysOverflow(page, '/order?status=paid');

    // the merchant ships its order: the Shipped tab → /order/:id, all of it in Arabic
    const merchantOrder = paid.list.find((order) => order.shop_id === merchantStore.id)!;
    const trackingNo = `TRK-${merchantOrder.id}-AR`;
    await scene.ship(merchantOrder, trackingNo);
    await openOrderTab(page, 'shipped');
    await expectCount(page.getByTestId('order-card'), 1);
    await openOrder(page, merchantOrder);
    const detail = page.getByTestId('order-detail');
    await expectText(title(page), ar('order.detail'));
    await expectText(detail.getByTestId('order-status'), ar('order.status.shipped'));
    await expectText(detail.locator('.order-detail-no'), ar('order.number', { no: merchantOrder.order_no }));
    await expectText(detail.getByTestId('order-tracking'), `${ar('order.tracking')}: ${trackingNo}`);
    await expectText(detail.locator('.address-label-who'), 'سارة المشترية +971 50 123 4567');
    await expectAmounts(detail.getByTestId('order-amounts'), merchantOrder, money);
    await eventually(
      () => detail.locator('.order-times dt').allTextContents(),
      [ar('order.at.created_at'), ar('order.at.paid_at'), ar('order.at.shipped_at')],
    );
    await expectNoSidewaysOverflow(page, `/order/${merchantOrder.id}`);

    // confirm receipt there, in Arabic
    const receive = detail.getByTestId('order-receive');
    await expectText(receive, ar('order.receive'));
    await expectClearOfServiceBall(page, receive);
    await receive.tap();
    await expectText(page.locator('.adm-dialog-content'), ar('order.receiveConfirm'));
    await confirmDialog(page, ar('order.receive'));
    await expectText(page.locator('.adm-toast-main'), ar('order.receiveDone'));
    await expectText(detail.getByTestId('order-status'), ar('order.status.toReview'));
    await expectText(detail.getByTestId('order-review'), ar('order.review'));
    await eventually(
      async () => (await data<Order>('/api/order/detail', { id: merchantOrder.id }, buyerToken)).status,
      'received',
    );
    await expectNoSidewaysOverflow(page, `/order/${merchantOrder.id} received`);

    // and the last tab, For review, is scrolled into the screen right to left
    await page.goto('/order?status=assess');
    await expectCount(page.getByTestId('order-card'), 1);
    await eventually(() => isWithinScreen(page.getByTestId('order-filter-assess')), true);
    expect(await isRightOf(page, 'order-filter-received', 'order-filter-assess')).toBe(true);
    await expectNoSidewaysOverflow(page, '/order?status=assess');
  }, 90_000);
});
