/**
 * The wholesale buying steps of the journeys (issue 18): a product of the demo merchant in cartons
 * with quantity breaks, and the buyer's way from its page through the bulk order grid to a paid
 * order. A journey that starts in the seller app (setting the terms there) reuses the buyer steps.
 */
import type { ProductDetail, SellerProductDetail, SellerProductPage, Sku } from '@market/contract';
import { multiply } from '@market/contract/decimal';
import { unitPriceOf } from '@market/contract/tier-price';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { dictionary } from './dictionary.ts';
import { cents, fromCents, money } from './money.ts';
import { submitCheckout, submitPayment } from './order-support.ts';
import { expectCount, expectText, waitForPath } from './page-helpers.ts';
import { MERCHANT, type sceneOf } from './scene.ts';
import { setWholesaleTermsInSellerApp } from './seller-products-support.ts';

type Scene = ReturnType<typeof sceneOf>;
const text = dictionary('apps/web/src/i18n/parts/buying/en.json', 'apps/web/src/i18n/locales/en.json');

/** Two decimals of `factor` × the price, as the seller would type it. */
const share = (price: string, factor: number) => (Math.floor(Number(price) * factor * 100) / 100).toFixed(2);

/**
 * The merchant's newest product on shelf with stock (or product `id`) gets cartons of 12 (one at
 * least), `stock` of each SKU (500 unless told) and two quantity breaks under its cheapest SKU: 24+
 * at 90 % and 120+ at 80 %; answered as the buyer sees it. The stock goes through the seller API;
 * the terms too, or, given `sellerPage` (the merchant logged into the seller app), are typed into
 * the product editor there as a seller would.
 */
export async function productInCartons(
  { data, tokenOf }: Scene,
  options: { id?: number; stock?: number; sellerPage?: Page } = {},
): Promise<ProductDetail> {
  const token = await tokenOf(MERCHANT);
  const page = await data<SellerProductPage>('/api/seller/product/index', { status: 'on_shelf' }, token);
  const id = options.id ?? (page.list.find((item) => item.stock > 200) ?? page.list[0]!).id;
  const detail = await data<SellerProductDetail>('/api/seller/product/detail', { id }, token);
  const cheapest = detail.skus.map((sku) => Number(sku.price)).reduce((low, price) => Math.min(low, price));
  const tiers = [
    { minQty: 24, price: share(String(cheapest), 0.9) },
    { minQty: 120, price: share(String(cheapest), 0.8) },
  ];
  await data<SellerProductDetail>(
    '/api/seller/product/save',
    {
      id: detail.id,
      title: detail.title,
      category_id: detail.category_id,
      images: detail.images.map((image) => image.url),
      description: detail.description,
      freight: detail.freight,
      skus: detail.skus.map(({ id, size, color, price }) => ({
        id,
        size,
        color,
        price,
        stock: options.stock ?? 500,
      })),
      ...(options.sellerPage
        ? {}
        : {
            min_order_qty: 12,
            order_multiple: 12,
            price_tiers: tiers.map((tier) => ({ min_qty: tier.minQty, price: tier.price })),
          }),
    },
    token,
  );
  if (options.sellerPage) {
    const ladder = await setWholesaleTermsInSellerApp(options.sellerPage, detail.id, {
      minOrderQty: 12,
      orderMultiple: 12,
      tiers,
    });
    expect(ladder).toContain('120+');
  }
  return data<ProductDetail>('/api/index/pro_info', { id: detail.id });
}

/** One SKU of each of the product's first two colours. */
export function twoColours(product: ProductDetail): [Sku, Sku] {
  const first = product.skus.find((sku) => sku.stock > 0)!;
  const second = product.skus.find((sku) => sku.stock > 0 && sku.color !== first.color);
  if (!second) throw new Error(`product ${product.id} has one colour only`);
  return [first, second];
}

/**
 * What a line of `num` units of `sku` costs a unit and in all, on its own ladder at `pooled`, the
 * units of its product over the lines (its colours and sizes count together, decision 040).
 */
export const linePrice = (sku: Sku, num: number, pooled = num) => ({
  unit: unitPriceOf(sku.tiers, pooled),
  amount: multiply(unitPriceOf(sku.tiers, pooled), num),
});

/** The units of the product over the lines: what each line's tier is looked up at. */
export const pooledOf = (lines: { num: number }[]) => lines.reduce((sum, line) => sum + line.num, 0);

/**
 * The logged-in buyer on the product page opens the bulk order grid, types each line's quantity
 * in its cell, checks each cell's tier price at the grid's units of the product and the running
 * total, and adds all to the cart.
 */
export async function orderFromGrid(
  page: Page,
  product: ProductDetail,
  lines: { sku: Sku; num: number }[],
): Promise<void> {
  await page.goto(`/goods?id=${product.id}`);
  await expectText(page.getByTestId('goods-title'), product.title);
  await page.getByTestId('bulk-open').tap();
  const sheet = page.getByTestId('bulk-sheet');
  await sheet.waitFor();
  for (const { sku, num } of lines) {
    const cell = sheet.locator(`[data-testid="bulk-cell"][data-sku-id="${sku.id}"]`);
    const input = cell.getByTestId('bulk-cell-input');
    await input.fill(String(num));
    await input.blur();
    await expect.poll(() => input.inputValue()).toBe(String(num));
  }
  const units = pooledOf(lines);
  for (const { sku, num } of lines) {
    const cell = sheet.locator(`[data-testid="bulk-cell"][data-sku-id="${sku.id}"]`);
    await expectText(cell.getByTestId('bulk-cell-price'), money(linePrice(sku, num, units).unit));
  }
  const amount = lines.reduce((sum, line) => sum + cents(linePrice(line.sku, line.num, units).amount), 0);
  await expectText(sheet.getByTestId('bulk-total-units'), text('wholesale.grid.units', { value: units }));
  await expectText(sheet.getByTestId('bulk-total-amount'), money(fromCents(amount)));
  await sheet.getByTestId('bulk-add').tap();
  await expectText(page.locator('.adm-toast-main'), text('wholesale.grid.added', { value: units }));
  // the sheet closes (kept hidden, emptied, for the next time it opens)
  await expect.poll(() => sheet.isVisible()).toBe(false);
}

/** On /cart, each line of the product at its quantity and the tier price of the product's units. */
export async function expectCartLines(page: Page, lines: { sku: Sku; num: number }[]): Promise<void> {
  await page.goto('/cart');
  await expectCount(page.getByTestId('cart-line'), lines.length);
  for (const { sku, num } of lines) {
    const line = page.locator(`[data-testid="cart-line"][data-sku-id="${sku.id}"]`);
    await expect.poll(() => line.getByTestId('cart-quantity-input').inputValue()).toBe(String(num));
    await expectText(line.locator('.cart-line-price'), money(linePrice(sku, num, pooledOf(lines)).unit));
  }
}

/**
 * From /cart (every line ticked) to a paid order: the checkout with the buyer's default address,
 * then the balance and the demo fund password; answers the checkout's id.
 */
export async function checkOutAndPay(page: Page): Promise<number> {
  await page.getByTestId('cart-checkout').tap();
  await waitForPath(page, '/orderChecked');
  const checkoutId = await submitCheckout(page);
  await submitPayment(page);
  await waitForPath(page, `/success?checkout_id=${checkoutId}`);
  await page.getByTestId('pay-success').waitFor();
  return checkoutId;
}
