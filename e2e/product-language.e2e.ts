import type { ProductDetail } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { useJourney } from './journey.ts';
import { documentLanguage, eventually, expectText, input, waitForPath } from './page-helpers.ts';
import { sceneOf } from './scene.ts';
import { sellerLogin, sellerSceneOf } from './seller-support.ts';

const journey = useJourney();
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
const ARABIC = /[\u0600-\u06ff]/;

/** A product's detail as a buyer in `lang` reads it. */
const detailIn = (id: number, lang: string) =>
  sceneOf(journey).data<ProductDetail>('/api/index/pro_info', { id }, undefined, { 'accept-language': lang });

describe('product texts in the buyer language (decision 039)', () => {
  it.each([
    ['ja-JP', 'ja', JAPANESE],
    ['ar', 'ar', ARABIC],
  ])('a %s browser reads the home cards and a product in its language', async (locale, lang, script) => {
    const page = await (await journey.newContext({ locale })).newPage();
    await page.goto('/');
    const titles = page.getByTestId('product-card-title');
    await titles.first().waitFor();
    const cards = await titles.allTextContents();
    expect(cards.length).toBeGreaterThan(5);
    expect(cards.filter((title) => !script.test(title))).toEqual([]);

    await titles.first().tap();
    await page.waitForURL((url) => url.pathname === '/goods');
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const [english, local] = await Promise.all([detailIn(id, 'en'), detailIn(id, lang)]);
    expect(local.title).not.toBe(english.title);
    await expectText(page.getByTestId('goods-title'), local.title);
    await expectText(page.getByTestId('shipment-note'), local.shipment_note);
    expect(local.shipment_note).toMatch(script);
    // colours the dictionary knows are shown translated, and picking one still finds its SKU
    const colours = await page.getByTestId('option-color').allTextContents();
    expect(colours).toEqual(local.colors);
    expect(colours).not.toEqual(english.colors);
    if (lang === 'ar') await eventually(() => documentLanguage(page), { lang: 'ar', dir: 'rtl' });
  });

  it('a seller adds a German title in the product editor; a German buyer reads it, an English one the own', async () => {
    const [product] = await sellerSceneOf(journey).merchantProducts();
    const { page } = journey;
    await sellerLogin(page);
    await page.goto(`/seller/products/${product.detail.id}`);
    await input(page, 'product-title').waitFor();
    await page.getByTestId('text-language-de').tap();
    const germanTitle = 'Zephyr-Leinenhemd für heiße Tage';
    await input(page, 'text-title').fill(germanTitle);
    await page.getByTestId('product-save').tap();
    await waitForPath(page, '/seller/products');

    await eventually(async () => (await detailIn(product.detail.id, 'de')).title, germanTitle);
    const german = await (await journey.newContext({ locale: 'de-DE' })).newPage();
    await german.goto(`/goods?id=${product.detail.id}`);
    await expectText(german.getByTestId('goods-title'), germanTitle);
    const english = await (await journey.newContext({ locale: 'en-US' })).newPage();
    await english.goto(`/goods?id=${product.detail.id}`);
    await expectText(english.getByTestId('goods-title'), product.detail.title);
  });
});
