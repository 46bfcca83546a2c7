import type { ProductDetail, SellerProductDetail, SellerProductPage } from '@market/contract';
import { compare, multiply, normalize, truncate } from '@market/contract/decimal';
import { describe, expect, it } from 'vitest';
import { dictionary } from './dictionary.ts';
import { useJourney } from './journey.ts';
import { money } from './money.ts';
import { expectText, input, waitForPath } from './page-helpers.ts';
import { MERCHANT, sceneOf } from './scene.ts';
import { sellerLogin } from './seller-support.ts';
import { screenshots, setWholesaleTermsInSellerApp, typeWholesaleTerms } from './seller-products-support.ts';

const journey = useJourney();
const { data, tokenOf } = sceneOf(journey);
const server = dictionary('apps/server/src/i18n/locales/en.json');

/** Two decimals of `factor` × the price, as the seller would type it. */
const share = (price: string, factor: string) => truncate(multiply(price, factor), 2);

describe('the seller sets wholesale terms in the seller app (decision 047)', () => {
  it('types a minimum and carton of 12 and breaks at 24 and 120, sees them again, and buyers get the ladder', async () => {
    const { page } = journey;
    const token = await tokenOf(MERCHANT);
    const list = await data<SellerProductPage>('/api/seller/product/index', { status: 'on_shelf' }, token);
    const before = await data<SellerProductDetail>(
      '/api/seller/product/detail',
      { id: list.list[0]!.id },
      token,
    );
    const cheapest = before.skus
      .map((sku) => sku.price)
      .reduce((low, price) => (compare(price, low) < 0 ? price : low));
    const tiers = [
      { minQty: 24, price: share(cheapest, '0.9') },
      { minQty: 120, price: share(cheapest, '0.8') },
    ];
    await sellerLogin(page);

    // a minimum that is not a whole number of cartons is refused beside its input, nothing saved
    await page.goto(`/seller/products/${before.id}`);
    await typeWholesaleTerms(page, { minOrderQty: 10, orderMultiple: 12, tiers });
    await screenshots(journey, page, 'wholesale');
    await page.getByTestId('product-save').tap();
    await expectText(
      page.getByTestId('wholesale-min-qty-error'),
      server('validation.min_order_multiple').replace('{multiple}', '12'),
    );
    // a SKU's own break above its price is refused beside that break's price
    await page.getByTestId('wholesale-min-qty').fill('12');
    await page.getByTestId('sku-tiers-mode-0').selectOption('own');
    await page.getByTestId('sku-0-tier-qty-0').fill('24');
    await page.getByTestId('sku-0-tier-price-0').fill(multiply(before.skus[0]!.price, '2'));
    await page.getByTestId('product-save').tap();
    const [aboveStart] = server('validation.tier_above_sku_price').split(' (');
    await expectText(page.getByTestId('sku-0-tier-price-error-0'), new RegExp(`^${aboveStart}`));
    await screenshots(journey, page, 'wholesale-sku');

    const ladder = await setWholesaleTermsInSellerApp(page, before.id, {
      minOrderQty: 12,
      orderMultiple: 12,
      tiers,
    });
    expect(ladder).toBe(
      `12–23: ${money(cheapest)}, 24–119: ${money(tiers[0]!.price)}, 120+: ${money(tiers[1]!.price)}`,
    );

    // opened again, the editor shows what was saved
    await page.goto(`/seller/products/${before.id}`);
    await page.getByTestId('wholesale-terms').waitFor();
    await expect.poll(() => page.getByTestId('wholesale-min-qty').inputValue()).toBe('12');
    expect(await page.getByTestId('wholesale-multiple').inputValue()).toBe('12');
    expect(await page.getByTestId('tier-qty-0').inputValue()).toBe('24');
    expect(await page.getByTestId('tier-price-0').inputValue()).toBe(normalize(tiers[0]!.price));
    expect(await page.getByTestId('tier-qty-1').inputValue()).toBe('120');
    expect(await page.getByTestId('tier-price-1').inputValue()).toBe(normalize(tiers[1]!.price));
    await expect.poll(() => page.getByTestId('tier-qty-2').count()).toBe(0);

    // saving without touching them keeps them, and the other fields too
    await page.getByTestId('product-save').tap();
    await waitForPath(page, '/seller/products');
    const after = await data<SellerProductDetail>('/api/seller/product/detail', { id: before.id }, token);
    expect(after).toMatchObject({
      min_order_qty: 12,
      order_multiple: 12,
      price_tiers: tiers.map((tier) => ({ min_qty: tier.minQty, price: normalize(tier.price) })),
      title: before.title,
    });
    expect(after.skus.map((sku) => [sku.id, sku.price, sku.stock])).toEqual(
      before.skus.map((sku) => [sku.id, sku.price, sku.stock]),
    );

    // the buyer's product detail answers each SKU's ladder, from the minimum
    const detail = await data<ProductDetail>('/api/index/pro_info', { id: before.id });
    expect(detail).toMatchObject({ min_order_qty: 12, order_multiple: 12 });
    for (const sku of detail.skus)
      expect(sku.tiers).toEqual([
        { min_qty: 12, price: sku.price },
        { min_qty: 24, price: normalize(tiers[0]!.price) },
        { min_qty: 120, price: normalize(tiers[1]!.price) },
      ]);

    // the store's minimum order amount, from the store profile page
    await page.goto('/seller/store/edit');
    await input(page, 'store-min-order-amount').fill('50');
    await page.getByTestId('store-save').tap();
    await page.waitForURL((url) => url.pathname === '/seller' || url.pathname === '/seller/');
    // buyers see it on the product page's store
    await expect
      .poll(
        async () =>
          (await data<ProductDetail>('/api/index/pro_info', { id: before.id })).store.min_order_amount,
      )
      .toBe('50');
  });
});
