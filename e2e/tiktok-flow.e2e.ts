import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './journey.ts';
import { submitCheckout } from './order-support.ts';
import { documentLanguage, eventually, expectText, login, touchDrag, waitForPath } from './page-helpers.ts';
import { BUYER, sceneOf } from './scene.ts';
import { LAYLA } from './seller-support.ts';

const journey = useJourney();
const scene = sceneOf(journey);

/** Which slide fills the screen: the feed's scroll position in screens. */
const slideShown = (page: Page) =>
  page.getByTestId('flow').evaluate((feed) => Math.round(feed.scrollTop / feed.clientHeight));

describe('/tiktok-flow, the campaign landing feed', () => {
  it('a swipeable feed of best sellers; Shop now leads to the product; the order carries the campaign', async () => {
    const { page } = journey;
    const token = await scene.tokenOf(BUYER);
    await scene.addressOf(token, LAYLA);
    await login(page, BUYER.account, BUYER.password);
    await page.goto('/tiktok-flow?c=SPRING24');
    const slides = page.getByTestId('flow-slide');
    await slides.first().waitFor();
    // one product per screen, the best sellers first
    const box = (await slides.first().boundingBox())!;
    expect({ width: box.width, height: box.height }).toEqual({ width: 375, height: 740 });
    const ids = await slides.evaluateAll((all) =>
      all.map((slide) => Number(slide.getAttribute('data-product-id'))),
    );
    const best = await scene.data<{ list: { id: number }[] }>('/api/index/pro', { sort: 'sales', limit: 20 });
    expect(ids.slice(0, 5)).toEqual(best.list.slice(0, 5).map((product) => product.id));
    await page.screenshot({ path: '/tmp/flow-375.png' });

    // a swipe up snaps to the next product
    await touchDrag(page, { x: 180, y: 600 }, { x: 180, y: 150 });
    await eventually(() => slideShown(page), 1);
    const second = slides.nth(1);
    const secondId = Number(await second.getAttribute('data-product-id'));
    await second.getByTestId('flow-buy').tap();
    await waitForPath(page, `/goods?id=${secondId}`);

    // bought from the product page: the order's request carries the campaign code
    const detail = await scene.data<{ skus: { id: number; size: string; color: string; stock: number }[] }>(
      '/api/index/pro_info',
      { id: secondId },
    );
    const sku = detail.skus.find((item) => item.stock > 0)!;
    if (sku.size)
      await page.getByTestId('variant-size').getByRole('button', { name: sku.size, exact: true }).tap();
    if (sku.color)
      await page.getByTestId('variant-color').getByRole('button', { name: sku.color, exact: true }).tap();
    await page.getByTestId('add-to-cart').tap();
    await page.goto('/cart');
    await page.getByTestId('cart-checkout').tap();
    await waitForPath(page, '/orderChecked');
    const created = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/order/create');
    await submitCheckout(page);
    expect((await created).postDataJSON()).toMatchObject({ campaign: 'SPRING24' });
  });

  it('reads right to left in Arabic, the close button at the left', async () => {
    const page = await (await journey.newContext({ locale: 'ar' })).newPage();
    await page.goto('/tiktok-flow');
    await expectText(page.getByTestId('flow-buy').first(), 'تسوّق الآن');
    await eventually(() => documentLanguage(page), { lang: 'ar', dir: 'rtl' });
    const close = (await page.getByTestId('flow-close').boundingBox())!;
    expect(close.x).toBeLessThan(60);
    await page.screenshot({ path: '/tmp/flow-ar.png' });
  });
});
