import type { CartResponse, Order, SellerOrderPage } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { useJourney } from './journey.ts';
import { dictionary } from './dictionary.ts';
import { documentLanguage, eventually, expectText, login, pickLanguage } from './page-helpers.ts';
import { BUYER, MERCHANT, sceneOf } from './scene.ts';
import { sellerLogin } from './seller-support.ts';
import {
  checkOutAndPay,
  expectCartLines,
  linePrice,
  orderFromGrid,
  pooledOf,
  productInCartons,
  twoColours,
} from './wholesale-support.ts';

const journey = useJourney();
const scene = sceneOf(journey);
const { data, tokenOf } = scene;
const serverText = dictionary('apps/server/src/i18n/locales/en.json');
const en = dictionary('apps/web/src/i18n/parts/buying/en.json', 'apps/web/src/i18n/locales/en.json');
const ar = dictionary('apps/web/src/i18n/parts/buying/ar.json', 'apps/web/src/i18n/locales/ar.json');

describe('the bulk order grid', () => {
  it('a seller sets cartons of 12 and breaks in the seller app; a buyer orders 12 + 12 of two colours from the grid, pays the 24+ price for both, and the merchant sees the order', async () => {
    const { page } = journey;
    // the seller, in the seller app, sets cartons of 12 and breaks: 24+ at 90 % and 120+ at 80 % of
    // the cheapest SKU
    const sellerPage = await (await journey.newContext()).newPage();
    await sellerLogin(sellerPage);
    const product = await productInCartons(scene, { sellerPage });
    expect(product.min_order_qty).toBe(12);
    expect(product.order_multiple).toBe(12);
    const [blue, red] = twoColours(product);
    const lines = [
      { sku: blue, num: 12 },
      { sku: red, num: 12 },
    ];
    // the two colours count together: 24 units, each line at its ladder's 24+ price, below its 12 price
    expect(pooledOf(lines)).toBe(24);
    for (const { sku } of lines) {
      expect(linePrice(sku, 12, 24).unit).toBe(sku.tiers.find((tier) => tier.min_qty === 24)?.price);
      expect(Number(linePrice(sku, 12, 24).unit)).toBeLessThan(Number(linePrice(sku, 12).unit));
    }
    const buyerToken = await tokenOf(BUYER);
    await scene.addressOf(buyerToken, {
      country: 'DE',
      province: 'Berlin',
      city: 'Berlin',
      address: 'Unter den Linden 1',
      zip: '10117',
      name: 'Erika Buyer',
      mobile: '+49 30 1234567',
    });
    await data('/api/cart/del', {}, buyerToken);

    await login(page, BUYER.account, BUYER.password);
    await page.goto(`/goods?id=${product.id}`);
    await page.getByTestId('bulk-open').tap();
    // at 375 px the grid scrolls sideways inside the sheet, the colour column staying put
    const rowHead = page.locator('[data-testid="bulk-sheet"] tbody th').first();
    expect(await rowHead.evaluate((cell) => getComputedStyle(cell).position)).toBe('sticky');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // a cell starts at the minimum and steps in cartons
    const cell = page.locator(`[data-testid="bulk-cell"][data-sku-id="${blue.id}"]`);
    await cell.getByTestId('bulk-cell-increase').tap();
    await expect.poll(() => cell.getByTestId('bulk-cell-input').inputValue()).toBe('12');
    await cell.getByTestId('bulk-cell-increase').tap();
    await expect.poll(() => cell.getByTestId('bulk-cell-input').inputValue()).toBe('24');
    await cell.getByTestId('bulk-cell-decrease').tap();
    await cell.getByTestId('bulk-cell-decrease').tap();
    await expect.poll(() => cell.getByTestId('bulk-cell-input').inputValue()).toBe('');

    // the stock falls to 12 while the grid is open: the server refuses the line, shown on its cell,
    // and nothing goes into the cart
    await productInCartons(scene, { id: product.id, stock: 12 });
    await cell.getByTestId('bulk-cell-input').fill('24');
    await cell.getByTestId('bulk-cell-input').blur();
    await page.getByTestId('bulk-add').tap();
    await expectText(
      cell.getByTestId('bulk-cell-error'),
      serverText('msg.stock_exhausted').replace('{stock}', '12').replace('{title}', product.title),
    );
    expect((await data<CartResponse>('/api/cart/index', {}, buyerToken)).list).toEqual([]);
    await productInCartons(scene, { id: product.id });
    await page.getByTestId('bulk-close').tap();

    await orderFromGrid(page, product, lines);
    // back on the product page, the 24 in the cart count: one more carton is in the 24+ tier
    await page.goto(`/goods?id=${product.id}`);
    await expectText(
      page.getByTestId('tier-pooled'),
      `${en('wholesale.pooled')} ${en('wholesale.pooledInCart', { value: 24 })}`,
    );
    await expectText(page.locator('[data-testid="tier-row"][aria-current="true"]'), /24 to 119/);
    await expectCartLines(page, lines);
    const checkoutId = await checkOutAndPay(page);

    const orders = await data<SellerOrderPage>(
      '/api/seller/order/index',
      { status: 'to_ship' },
      await tokenOf(MERCHANT),
    );
    const paid = await data<{ orders: Pick<Order, 'id' | 'order_no'>[] }>(
      '/api/order/checkout',
      { checkout_id: checkoutId },
      buyerToken,
    );
    // the paid order, as the buyer's checkout answers it: both lines at the 24+ price
    const placed = await data<{ orders: { items: { sku_id: number; num: number; price: string }[] }[] }>(
      '/api/order/checkout',
      { checkout_id: checkoutId },
      buyerToken,
    );
    expect(placed.orders[0]!.items.map((item) => [item.sku_id, item.num, item.price])).toEqual(
      lines.map(({ sku, num }) => [sku.id, num, linePrice(sku, num, 24).unit]),
    );
    // and the merchant's order list
    const order = orders.list.find((row) => row.order_no === paid.orders[0]!.order_no);
    expect(order?.items.map((item) => [item.sku_id, item.num, item.price])).toEqual(
      lines.map(({ sku, num }) => [sku.id, num, linePrice(sku, num, 24).unit]),
    );
    expect(journey.pageErrors).toEqual([]);
  });

  it('in Arabic, the colour column sits on the right and stays there as the grid scrolls', async () => {
    const { page } = journey;
    const product = await productInCartons(scene);
    await login(page, BUYER.account, BUYER.password);
    await pickLanguage(page, 'ar');
    await eventually(() => documentLanguage(page), { lang: 'ar', dir: 'rtl' });
    await page.goto(`/goods?id=${product.id}`);
    await expectText(page.getByTestId('bulk-open'), ar('wholesale.grid.open'));
    await page.getByTestId('bulk-open').tap();
    await expectText(page.getByTestId('bulk-add'), ar('wholesale.grid.addAll'));
    const rowHead = page.locator('[data-testid="bulk-sheet"] tbody th').first();
    const firstCell = page.getByTestId('bulk-cell').first();
    const before = (await rowHead.boundingBox())!;
    const cellBox = (await firstCell.boundingBox())!;
    // right to left: the colour is at the right edge, the first size to its left
    expect(before.x + before.width).toBeGreaterThan(375 - 24);
    expect(cellBox.x).toBeLessThan(before.x);
    // scrolled sideways to its far end (negative in RTL), the colour column has not moved
    const scrolled = await page.getByTestId('bulk-scroll').evaluate((grid) => {
      grid.scrollTo({ left: -grid.scrollWidth });
      return grid.scrollWidth > grid.clientWidth ? grid.scrollLeft : null;
    });
    // a product with few sizes fits the screen; one with more has really scrolled
    if (scrolled !== null) expect(scrolled).toBeLessThan(0);
    await expect.poll(async () => (await rowHead.boundingBox())!.x).toBeCloseTo(before.x, 0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(journey.pageErrors).toEqual([]);
  });
});
