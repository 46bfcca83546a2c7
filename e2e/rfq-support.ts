/**
 * The steps of the request-for-quotation journeys: a product of the merchant's store with two SKUs
 * in stock, the buyer's request from its page, the merchant's answer in the seller app.
 */
import type { ProductDetail, ProductPage, Quote } from '@market/contract';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Journey } from './journey.ts';
import { waitForPath } from './page-helpers.ts';
import { sellerLogin } from './seller-support.ts';
import { sceneOf } from './scene.ts';

export type Sku = ProductDetail['skus'][number];

/** A product of the merchant's store (the first demo store) with two SKUs in stock, and those two. */
export async function productWithTwoSkus(
  journey: Journey,
): Promise<{ detail: ProductDetail; skus: [Sku, Sku] }> {
  const scene = sceneOf(journey);
  const [store] = await scene.storesByAge();
  const page = await scene.data<ProductPage>('/api/index/pro', { shop_id: store!.id, limit: 20 });
  for (const card of page.list) {
    const detail = await scene.data<ProductDetail>('/api/index/pro_info', { id: card.id });
    const inStock = detail.skus.filter((sku) => sku.stock >= 10);
    if (inStock.length >= 2 && detail.min_order_qty === 1)
      return { detail, skus: [inStock[0]!, inStock[1]!] };
  }
  throw new Error(`store ${store!.id} has no product with two SKUs in stock`);
}

/** On /goods: the SKU's size and colour picked (as a buyer taps them). */
export async function pickSku(page: Page, sku: Sku): Promise<void> {
  const pick = async (dimension: 'size' | 'color', value: string) => {
    if (!value) return;
    const option = page.getByTestId(`variant-${dimension}`).getByRole('button', { name: value, exact: true });
    if ((await option.getAttribute('aria-pressed')) !== 'true') await option.tap();
  };
  await pick('size', sku.size);
  await pick('color', sku.color);
}

/** The request sheet's line of `sku`. */
export const draftLine = (page: Page, sku: Pick<Sku, 'id'>) =>
  page.locator(`[data-testid="quote-draft-line"][data-sku-id="${sku.id}"]`);

/** Sets a line's quantity and (if given) target unit price in the request sheet. */
export async function fillDraftLine(page: Page, sku: Sku, num: number, target?: string): Promise<void> {
  const line = draftLine(page, sku);
  const quantity = line.getByTestId('quote-line-num-input');
  await quantity.fill(String(num));
  await quantity.blur();
  await expect.poll(() => quantity.inputValue()).toBe(String(num));
  if (target !== undefined) await line.getByTestId('quote-line-target').fill(target);
}

/** Sends the request sheet and answers the new quote's id from the page it opens (/quote/:id). */
export async function sendRequest(page: Page): Promise<number> {
  await page.getByTestId('quote-submit').tap();
  await page.waitForURL((url) => /^\/quote\/\d+$/.test(url.pathname));
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** A context of its own for the merchant (a phone too), in `lang`, logged into the seller app. */
export async function merchantPage(journey: Journey, lang = 'en'): Promise<Page> {
  const context = await journey.newContext();
  await context.addInitScript((language) => {
    if (location.protocol.startsWith('http')) localStorage.setItem('lang', language);
  }, lang);
  const page = await context.newPage();
  await sellerLogin(page);
  return page;
}

/** From the seller app's Quotes tab to one new quote's page. */
export async function openSellerQuote(page: Page, id: number): Promise<void> {
  await page.getByTestId('tab-quotes').tap();
  await waitForPath(page, '/seller/quotes');
  await page.locator(`[data-testid="quote-card"][data-quote-id="${id}"] a`).tap();
  await waitForPath(page, `/seller/quotes/${id}`);
}

/** The buyer's quote through the API. */
export const quoteOf = (journey: Journey, token: string, id: number) =>
  sceneOf(journey).data<Quote>('/api/rfq/detail', { id }, token);
