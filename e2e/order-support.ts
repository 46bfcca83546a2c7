/**
 * The steps of the order journeys on the buying pages: a product into the cart, a store's group in
 * the cart, the address form, the amounts of a checkout or an order, payment, the order tabs.
 */
import type { Order } from '@market/contract';
import type { Locator, Page } from 'playwright-core';
import { expectText, input, waitForPath } from './page-helpers.ts';
import { FUND_PASSWORD, type Product } from './scene.ts';

/** Picks the variant on /goods and adds one to the cart; the page shows `price`, then `added`. */
export async function addToCart(
  page: Page,
  { detail, sku }: Product,
  texts: { price: string; added: string },
): Promise<void> {
  await page.goto(`/goods?id=${detail.id}`);
  await expectText(page.getByTestId('goods-title'), detail.title);
  if (sku.size) {
    await page.getByTestId('variant-size').getByRole('button', { name: sku.size, exact: true }).tap();
  }
  if (sku.color) {
    await page.getByTestId('variant-color').getByRole('button', { name: sku.color, exact: true }).tap();
  }
  await expectText(page.getByTestId('goods-price'), texts.price);
  await page.getByTestId('add-to-cart').tap();
  await expectText(page.locator('.adm-toast-main'), texts.added);
}

/** The antd-mobile confirm dialog's bold (confirm) button, checked to read `text`. */
export async function confirmDialog(page: Page, text?: string): Promise<void> {
  const button = page.locator('.adm-dialog .adm-dialog-button-bold');
  if (text !== undefined) await expectText(button, text);
  await button.tap();
}

export const orderCard = (page: Page, order: Pick<Order, 'id'>) =>
  page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);

/** The cart's group of one store's lines. */
export const cartStore = (page: Page, shopId: number) =>
  page.locator(`[data-testid="cart-store"][data-shop-id="${shopId}"]`);

/** On /insertAddress: the country found by `search` and picked by its code, then the other fields. */
export async function fillAddressForm(
  page: Page,
  fields: {
    search: string;
    code: string;
    province: string;
    city: string;
    detail: string;
    zip: string;
    name: string;
    mobile: string;
  },
): Promise<void> {
  await page.getByTestId('country-field').tap();
  await page.getByTestId('country-search').locator('input').fill(fields.search);
  await page.locator(`[data-testid="country-list"] button[data-code="${fields.code}"]`).tap();
  await input(page, 'address-province').fill(fields.province);
  await input(page, 'address-city').fill(fields.city);
  await input(page, 'address-detail').fill(fields.detail);
  await input(page, 'address-zip').fill(fields.zip);
  await input(page, 'address-name').fill(fields.name);
  await input(page, 'address-mobile').fill(fields.mobile);
}

/** The items, freight, tax and total shown in `scope`, each as `format` writes the amount. */
export async function expectAmounts(
  scope: Locator,
  amounts: { items_amount: string; freight: string; tax: string; total: string },
  format: (value: string) => string | Promise<string>,
): Promise<void> {
  await expectText(scope.getByTestId('amount-items'), await format(amounts.items_amount));
  await expectText(scope.getByTestId('amount-freight'), await format(amounts.freight));
  await expectText(scope.getByTestId('amount-tax'), await format(amounts.tax));
  await expectText(scope.getByTestId('amount-total'), await format(amounts.total));
}

/** Submits /orderChecked and answers the id of the checkout /pay then shows. */
export async function submitCheckout(page: Page): Promise<number> {
  await page.getByTestId('checkout-submit').tap();
  await page.waitForURL((url) => url.pathname === '/pay');
  return Number(new URL(page.url()).searchParams.get('checkout_id'));
}

/** Pays on /pay with the demo buyer's fund password. */
export async function submitPayment(page: Page): Promise<void> {
  await input(page, 'pay-fund-password').fill(FUND_PASSWORD);
  await page.getByTestId('pay-submit').tap();
}

/** On /order, the tab of `status`. */
export async function openOrderTab(page: Page, status: string): Promise<void> {
  await page.getByTestId(`order-filter-${status}`).tap();
  await waitForPath(page, `/order?status=${status}`);
}

/** From its card on /order to the order's own page. */
export async function openOrder(page: Page, order: Pick<Order, 'id'>): Promise<void> {
  await orderCard(page, order).locator('.order-card-body').tap();
  await waitForPath(page, `/order/${order.id}`);
}
