import type { Order, ProductDetail, SellerProductDetail } from '@market/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dictionary } from './dictionary.ts';
import { useJourney } from './journey.ts';
import { expectCount, expectText, login, waitForPath } from './page-helpers.ts';
import { BUYER, MERCHANT, type Product } from './scene.ts';
import { LAYLA, sellerSceneOf } from './seller-support.ts';

// Reorder and the quick order form (decision 049), at 375 px: the buyer pastes lines, reads each
// verdict, takes the suggested quantity and adds the valid lines; and buys a received order again.
const journey = useJourney();
const scene = sellerSceneOf(journey);
const en = dictionary('apps/web/src/i18n/locales/en.json', 'apps/web/src/i18n/parts/buying/en.json');

// one API session each for the whole file: logins are rate-limited, and the page logs in too
let buyerToken: Promise<string> | undefined;
let merchantToken: Promise<string> | undefined;
const buyer = () => (buyerToken ??= scene.tokenOf(BUYER));
const merchant = () => (merchantToken ??= scene.tokenOf(MERCHANT));

/** A SKU id no row has: the quick order's "unknown item number". */
const UNKNOWN_SKU = 99_999_999;

/** `product` sold in cartons of 12, at least one, with 500 of each SKU, through the seller API. */
async function inCartons({ detail }: Product): Promise<ProductDetail> {
  const token = await merchant();
  const own = await scene.data<SellerProductDetail>('/api/seller/product/detail', { id: detail.id }, token);
  await scene.data(
    '/api/seller/product/save',
    {
      id: own.id,
      title: own.title,
      category_id: own.category_id,
      images: own.images.map((image) => image.url),
      description: own.description,
      freight: own.freight,
      skus: own.skus.map(({ id, size, color, price }) => ({ id, size, color, price, stock: 500 })),
      min_order_qty: 12,
      order_multiple: 12,
    },
    token,
  );
  return scene.data<ProductDetail>('/api/index/pro_info', { id: detail.id });
}

/** The cart's lines as [sku id, quantity], as /cart shows them. */
async function cartLines(page: Page): Promise<[number, number][]> {
  const lines = page.getByTestId('cart-line');
  const shown: [number, number][] = [];
  for (let i = 0; i < (await lines.count()); i += 1) {
    const line = lines.nth(i);
    shown.push([
      Number(await line.getAttribute('data-sku-id')),
      Number(await line.getByTestId('cart-quantity-input').inputValue()),
    ]);
  }
  return shown.sort((a, b) => a[0] - b[0]);
}

describe('quick order and buying again', () => {
  it('checks pasted lines, takes the suggested quantity and adds the valid lines to the cart', async () => {
    const { page } = journey;
    await scene.data('/api/cart/del', {}, await buyer());
    const [first, second] = await scene.merchantProducts();
    const cartons = await inCartons(first);
    const carton = cartons.skus.find((sku) => sku.stock >= 12)!;
    const single = second.sku;

    await login(page, BUYER.account, BUYER.password);
    await page.goto('/mine');
    await page.getByTestId('mine-quick-order').tap();
    await waitForPath(page, '/quick-order');
    await expectText(page.locator('.quick-order-label'), en('quickOrder.label'));
    await page
      .getByTestId('quick-order-text')
      .locator('textarea')
      .fill(`${single.id}, 2\n${carton.id}\t5\n${UNKNOWN_SKU} 3`);
    await page.getByTestId('quick-order-check').tap();

    const verdicts = page.getByTestId('quick-verdict');
    await expectCount(verdicts, 3);
    expect(await verdicts.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-reason')))).toEqual([
      'valid',
      'below_minimum',
      'not_found',
    ]);
    await expectText(
      verdicts.nth(1).getByTestId('quick-verdict-reason'),
      en('quickOrder.reason.below_minimum', { min: 12 }),
    );
    await expectText(verdicts.nth(2).getByTestId('quick-verdict-reason'), en('quickOrder.reason.not_found'));
    await expectText(
      page.getByTestId('quick-order-summary'),
      en('quickOrder.summary', { valid: 1, total: 3 }),
    );

    // "Use 12" rewrites the line and checks again
    await verdicts.nth(1).getByTestId('quick-use').tap();
    await expect
      .poll(() => page.getByTestId('quick-order-text').locator('textarea').inputValue(), { timeout: 15_000 })
      .toBe(`${single.id}, 2\n${carton.id}, 12\n${UNKNOWN_SKU} 3`);
    await expectText(
      page.getByTestId('quick-order-summary'),
      en('quickOrder.summary', { valid: 2, total: 3 }),
    );
    await expectText(page.getByTestId('quick-order-add'), en('quickOrder.addAll', { count: 2 }));

    await page.getByTestId('quick-order-add').tap();
    await waitForPath(page, '/cart');
    await expect
      .poll(() => cartLines(page), { timeout: 15_000 })
      .toEqual(
        [
          [single.id, 2],
          [carton.id, 12],
        ].sort((a, b) => a[0]! - b[0]!),
      );
    const cartonLine = page.locator(`[data-testid="cart-line"][data-sku-id="${carton.id}"]`);
    await expectText(cartonLine.getByTestId('cart-line-item-no'), en('wholesale.itemNo', { id: carton.id }));
    // the page reads everything in the room of a phone, nothing wider
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it('"Buy again" on a received order adds its lines to the cart', async () => {
    const { page } = journey;
    const buyerToken = await buyer();
    const address = await scene.addressOf(buyerToken, LAYLA);
    const [, second] = await scene.merchantProducts();
    const paid = await scene.paidOrder(buyerToken, second, address.id);
    await scene.data(
      '/api/seller/order/ship',
      { id: paid.id, carrier: 'DHL', tracking_no: 'JD0146000012345' },
      await merchant(),
    );
    const received = await scene.data<Order>('/api/order/receive', { id: paid.id }, buyerToken);
    expect(received.status).toBe('received');
    await scene.data('/api/cart/del', {}, buyerToken);

    await login(page, BUYER.account, BUYER.password);
    await page.goto('/order?status=received');
    const card = page.locator(`[data-testid="order-card"][data-order-id="${paid.id}"]`);
    await card.getByTestId('order-buy-again').tap();
    const sheet = page.getByTestId('reorder-sheet');
    await expectCount(sheet.getByTestId('reorder-line'), 1);
    expect(await sheet.getByTestId('reorder-line').getAttribute('data-sku-id')).toBe(String(second.sku.id));
    await expectText(sheet.getByTestId('reorder-add'), en('reorder.add', { count: 1 }));
    await sheet.getByTestId('reorder-add').tap();
    await waitForPath(page, '/cart');
    await expect.poll(() => cartLines(page), { timeout: 15_000 }).toEqual([[second.sku.id, 1]]);
  });
});
