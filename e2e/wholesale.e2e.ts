import type { SellerProductDetail, SellerProductPage } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { useJourney } from './journey.ts';
import { money } from './money.ts';
import { eventually, expectText, login } from './page-helpers.ts';
import { BUYER, MERCHANT, sceneOf } from './scene.ts';

const journey = useJourney();
const { data, tokenOf } = sceneOf(journey);

/** Two decimals of `factor` × the price, as the seller would type it. */
const share = (price: string, factor: number) => (Math.floor(Number(price) * factor * 100) / 100).toFixed(2);

/**
 * The merchant's newest product gets cartons of 12, at least one, and two quantity breaks under
 * its cheapest SKU: 24+ at 90 % and 120+ at 80 %; answered as the seller detail.
 */
async function productInCartons(): Promise<SellerProductDetail> {
  const token = await tokenOf(MERCHANT);
  const page = await data<SellerProductPage>('/api/seller/product/index', { status: 'on_shelf' }, token);
  const row = page.list.find((item) => item.stock > 200) ?? page.list[0]!;
  const detail = await data<SellerProductDetail>('/api/seller/product/detail', { id: row.id }, token);
  const cheapest = detail.skus.map((sku) => Number(sku.price)).reduce((low, price) => Math.min(low, price));
  return data<SellerProductDetail>(
    '/api/seller/product/save',
    {
      id: detail.id,
      title: detail.title,
      category_id: detail.category_id,
      images: detail.images.map((image) => image.url),
      description: detail.description,
      freight: detail.freight,
      skus: detail.skus.map(({ id, size, color, price }) => ({ id, size, color, price, stock: 500 })),
      min_order_qty: 12,
      order_multiple: 12,
      price_tiers: [
        { min_qty: 24, price: share(String(cheapest), 0.9) },
        { min_qty: 120, price: share(String(cheapest), 0.8) },
      ],
    },
    token,
  );
}

describe('wholesale terms on the product page', () => {
  it('starts at the minimum, steps in cartons, marks the tier in force and prices by it', async () => {
    const { page } = journey;
    const product = await productInCartons();
    const sku = product.skus[0]!;
    const [first, second] = product.price_tiers;
    await page.goto(`/goods?id=${product.id}`);
    await expectText(page.getByTestId('order-terms'), /Minimum order: 12.*Sold in multiples of 12/);
    await page.getByTestId('option-size').filter({ hasText: sku.size }).first().tap();
    const color = page.getByTestId('option-color').filter({ hasText: sku.color }).first();
    if ((await color.getAttribute('aria-pressed')) !== 'true') await color.tap();

    const quantity = page.getByTestId('quantity-input');
    const current = page.locator('[data-testid="tier-row"][aria-current="true"]');
    await expect.poll(() => quantity.inputValue()).toBe('12');
    await expect.poll(() => page.getByTestId('tier-row').count()).toBe(3);
    await expectText(current, /12 to 23/);
    await expectText(page.getByTestId('goods-price'), money(sku.price));

    await page.getByTestId('quantity-increase').tap();
    await expect.poll(() => quantity.inputValue()).toBe('24');
    await expectText(current, /24 to 119/);
    await expectText(page.getByTestId('goods-price'), money(first!.price));

    // a quantity typed between cartons settles on the next one
    await quantity.fill('125');
    await quantity.blur();
    await expect.poll(() => quantity.inputValue()).toBe('132');
    await expectText(current, /120 or more/);
    await expectText(page.getByTestId('goods-price'), money(second!.price));
    await page.getByTestId('quantity-decrease').tap();
    await expect.poll(() => quantity.inputValue()).toBe('120');

    // the store's list: the card says "From" the lowest tier price, and the minimum
    await page.goto(
      `/store/${(await data<{ store: { id: number } }>('/api/index/pro_info', { id: product.id })).store.id}`,
    );
    const card = page.locator(`[data-testid="product-card"][data-product-id="${product.id}"]`);
    await eventually(() => card.count(), 1);
    await expectText(card.locator('.product-card-price'), `From ${money(product.price)}`);
    await expectText(card.getByTestId('product-card-minimum'), 'Min. order 12');
    expect(journey.pageErrors).toEqual([]);
  });

  it('puts whole cartons in the cart at the tier price the server works out, and steps there in cartons', async () => {
    const { page } = journey;
    const product = await productInCartons();
    const sku = product.skus[0]!;
    const [first] = product.price_tiers;
    await login(page, BUYER.account, BUYER.password);
    await page.goto(`/goods?id=${product.id}`);
    await page.getByTestId('option-size').filter({ hasText: sku.size }).first().tap();
    const color = page.getByTestId('option-color').filter({ hasText: sku.color }).first();
    if ((await color.getAttribute('aria-pressed')) !== 'true') await color.tap();
    await page.getByTestId('quantity-increase').tap();
    await expect.poll(() => page.getByTestId('quantity-input').inputValue()).toBe('24');
    await page.getByTestId('add-to-cart').tap();

    await page.goto('/cart');
    const line = page.locator(`[data-testid="cart-line"][data-sku-id="${sku.id}"]`);
    await expectText(line.locator('.cart-line-price'), money(first!.price));
    await expect.poll(() => line.getByTestId('cart-quantity-input').inputValue()).toBe('24');
    // a change answers its line and the totals, and the app keeps its copy from that: it does
    // not read the whole cart again (decision 056)
    const cartCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/cart/')) cartCalls.push(new URL(request.url()).pathname);
    });
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/cart/set'));
    await line.getByTestId('cart-quantity-increase').tap();
    const answer = (await (await answered).json()) as { data: { items: { sku_id: number; num: number }[] } };
    expect(answer.data.items).toContainEqual(expect.objectContaining({ sku_id: sku.id, num: 36 }));
    await expect.poll(() => line.getByTestId('cart-quantity-input').inputValue()).toBe('36');
    expect(cartCalls).toEqual(['/api/cart/set']);
    const cents = Math.round(Number(first!.price) * 100) * 36;
    await expectText(page.getByTestId('cart-total'), money((cents / 100).toFixed(2)));
    expect(journey.pageErrors).toEqual([]);
  });
});
