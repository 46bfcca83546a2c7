/**
 * The steps of the seller app's product center journey: the product form (pictures, category,
 * description, sizes × colours), the list's rows, CSV files, and the pages' looks at 375 and
 * 1280 px for a person to look at.
 */
import type { SellerProductDetail, SellerProductPage } from '@market/contract';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Journey } from './journey.ts';
import { expectNoSidewaysOverflow, sidewaysOverflow } from './layout.ts';
import { expectCount, plainPng, waitForPath } from './page-helpers.ts';
import { MERCHANT, sceneOf } from './scene.ts';

/** Two pictures of the product, told apart by colour. */
export async function twoPictures() {
  const [red, teal] = await Promise.all([
    plainPng(640, 800, { r: 200, g: 40, b: 50 }),
    plainPng(640, 800, { r: 20, g: 140, b: 140 }),
  ]);
  return [
    { name: 'red.png', mimeType: 'image/png', buffer: red },
    { name: 'teal.png', mimeType: 'image/png', buffer: teal },
  ];
}

/** Picks the first category with sub-categories, then its first sub-category. */
export async function pickCategory(page: Page): Promise<string> {
  await page.getByTestId('category-button').tap();
  // each level has its own tab; only the open one's options are visible
  const options = page.locator('.adm-cascader-view-content .adm-check-list-item').filter({ visible: true });
  await options.first().waitFor();
  const top = ((await options.first().textContent()) ?? '').trim();
  await options.first().tap();
  await expect.poll(() => page.locator('.adm-cascader-view-tabs .adm-tabs-tab').count()).toBe(2);
  // the first level's options stay visible while the second level slides in: wait for the second's
  await expect.poll(async () => ((await options.first().textContent()) ?? '').trim()).not.toBe(top);
  const child = ((await options.first().textContent()) ?? '').trim();
  await options.first().tap();
  await page.locator('.adm-cascader-header-button').last().tap();
  return `${top} / ${child}`;
}

/** Adds each value to the sizes or colours of the variants editor. */
export async function addOptions(page: Page, axis: 'sizes' | 'colors', values: string[]): Promise<void> {
  for (const value of values) {
    await page.getByTestId(`${axis}-input`).fill(value);
    await page.getByTestId(`${axis}-add`).tap();
  }
}

/** Types a price and stock into each row of the SKU grid, in order. */
export async function fillSkus(page: Page, rows: { price: string; stock: string }[]): Promise<void> {
  await expectCount(page.locator('[data-testid^="sku-row-"]'), rows.length);
  for (const [index, row] of rows.entries()) {
    await page.getByTestId(`sku-price-${index}`).fill(row.price);
    await page.getByTestId(`sku-stock-${index}`).fill(row.stock);
  }
}

/** The `src` of each picture of the form, in order. */
export function pictureSources(page: Page): Promise<string[]> {
  return page
    .getByTestId('image-tiles')
    .locator('[data-testid^="image-"] > img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
}

/** A product's wholesale terms as the merchant types them into the editor (decision 047). */
export interface WholesaleTermsInput {
  minOrderQty: number;
  orderMultiple: number;
  /** The product's quantity breaks, lowest quantity first; they replace those it has. */
  tiers: { minQty: number; price: string }[];
}

/** Types the terms into the open product editor's "Wholesale terms" section, replacing its breaks. */
export async function typeWholesaleTerms(page: Page, terms: WholesaleTermsInput): Promise<void> {
  await page.getByTestId('wholesale-terms').waitFor();
  await page.getByTestId('wholesale-min-qty').fill(String(terms.minOrderQty));
  await page.getByTestId('wholesale-multiple').fill(String(terms.orderMultiple));
  const removeFirst = page.getByTestId('tier-remove-0');
  while ((await removeFirst.count()) > 0) await removeFirst.tap();
  for (const [n, tier] of terms.tiers.entries()) {
    await page.getByTestId('tier-add').tap();
    await page.getByTestId(`tier-qty-${n}`).fill(String(tier.minQty));
    await page.getByTestId(`tier-price-${n}`).fill(tier.price);
  }
}

/**
 * The merchant (logged into the seller app on `page`) opens the product's editor, sets its
 * minimum order quantity, order multiple and quantity breaks in the UI and saves; answers the
 * ladder the editor showed before saving ("12–23: 5.00 USDT, 24–119: …").
 */
export async function setWholesaleTermsInSellerApp(
  page: Page,
  productId: number,
  terms: WholesaleTermsInput,
): Promise<string> {
  await page.goto(`/seller/products/${productId}`);
  await typeWholesaleTerms(page, terms);
  const ladder = page.getByTestId('wholesale-ladder').locator('bdi');
  await expect
    .poll(async () => (await ladder.textContent()) ?? '')
    .toContain(`${terms.tiers.at(-1)?.minQty ?? ''}+`);
  const shown = (await ladder.textContent()) ?? '';
  await page.getByTestId('product-save').tap();
  await waitForPath(page, '/seller/products');
  return shown;
}

export const productRow = (page: Page, id: number): Locator => page.getByTestId(`product-row-${id}`);

/** A CSV file as a spreadsheet would save it: a header, then rows, quoted where needed. */
export function csvFile(rows: string[][]): { name: string; mimeType: string; buffer: Buffer } {
  const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  const text = rows.map((row) => row.map(cell).join(',')).join('\r\n');
  return { name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(`${text}\r\n`) };
}

/** The merchant's side of the scene: its products through the seller API. */
export function productSceneOf(journey: Journey) {
  const scene = sceneOf(journey);
  const merchant = () => scene.tokenOf(MERCHANT);
  return {
    ...scene,
    merchant,
    async productNamed(title: string): Promise<SellerProductDetail> {
      const token = await merchant();
      const page = await scene.data<SellerProductPage>(
        '/api/seller/product/index',
        { keyword: title },
        token,
      );
      const row = page.list.find((item) => item.title === title);
      expect(row, `the store has a product titled ${title}`).toBeDefined();
      return scene.data<SellerProductDetail>('/api/seller/product/detail', { id: row!.id }, token);
    },
    /** The titles the buyer's search answers for `keyword`. */
    async buyerSearch(keyword: string): Promise<string[]> {
      const found = await scene.data<{ list: { title: string }[] }>('/api/index/search_pro', { keyword });
      return found.list.map((item) => item.title);
    },
  };
}

/**
 * The page as it is now at 375 px (this page) and the same address at 1280 px (a new desktop
 * context logged in as the merchant): written to /tmp/seller-products-<name>-<width>.png, and
 * nothing may stick out sideways at either width.
 */
export async function screenshots(journey: Journey, page: Page, name: string, lang = 'en'): Promise<void> {
  await expectNoSidewaysOverflow(page, `${name} at 375 px`);
  await page.screenshot({ path: `/tmp/seller-products-${name}-375.png`, fullPage: true });
  const wide = await journey.newContext({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
  });
  const token = await sceneOf(journey).tokenOf(MERCHANT);
  await wide.addInitScript(
    ([key, language]) => {
      // the new page's about:blank has no storage of its own
      if (location.origin === 'null') return;
      localStorage.setItem('seller_access_key', key);
      localStorage.setItem('lang', language);
    },
    [token, lang] as const,
  );
  const desktop = await wide.newPage();
  const url = new URL(page.url());
  await desktop.goto(url.pathname + url.search);
  await desktop.locator('.seller-page [data-testid]').first().waitFor();
  await desktop.waitForLoadState('networkidle');
  expect((await sidewaysOverflow(desktop)).sideways, `${name} at 1280 px`).toBe(0);
  await desktop.screenshot({ path: `/tmp/seller-products-${name}-1280.png`, fullPage: true });
}
