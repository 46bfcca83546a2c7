/**
 * Issue 17, part 6 (decision 054): the customer-service ball covers no control where a page
 * comes to rest, at 375 and 320 px, left to right and in Arabic; its default link is the help
 * centre, opened inside the app; and the product page reads on a 1280 px desktop.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOBILE, useJourney } from './journey.ts';
import { expectClearOfServiceBall } from './layout.ts';
import { documentLanguage, eventually, expectText, login, waitForPath } from './page-helpers.ts';
import { BUYER, sceneOf } from './scene.ts';

const journey = useJourney();
const scene = sceneOf(journey);

const WIDTHS = [375, 320] as const;
const LANGS = ['en', 'ar'] as const;

/** A phone of `width` px in `lang` (stored as the app stores a picked language). */
async function phone(width: number, lang: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await journey.newContext({ viewport: { width, height: MOBILE.viewport!.height } });
  // (a new page starts on about:blank, whose storage is closed to scripts)
  await context.addInitScript((picked) => {
    if (location.protocol.startsWith('http')) localStorage.setItem('lang', picked);
  }, lang);
  return { context, page: await context.newPage() };
}

/** Opens `path` and waits for the document to be in `lang`. */
async function open(page: Page, path: string, lang: string): Promise<void> {
  await page.goto(path);
  await eventually(async () => (await documentLanguage(page)).lang, lang, `${path} in ${lang}`);
}

describe('the customer-service ball', () => {
  for (const lang of LANGS) {
    for (const width of WIDTHS) {
      const where = `${width} px, ${lang}`;

      it(`rests over no control of a visitor's first screen of home, ${where}`, async () => {
        const { page } = await phone(width, lang);
        await open(page, '/', lang);
        // right to left the ball rests 36 px from the left edge, over the rows' trailing arrows
        const ball = page.getByTestId('service-ball');
        await ball.waitFor();
        const edges = await ball.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return { left: Math.round(box.left), right: Math.round(window.innerWidth - box.right) };
        });
        expect(edges).toEqual(
          lang === 'ar' ? { left: 36, right: width - 84 } : { left: width - 84, right: 36 },
        );
        await expectClearOfServiceBall(page, page.getByTestId('home-register'), { at: 'start' });
        // the More link of the second section
        const more = page.getByTestId('home-recommended-products').locator('.section-more');
        await expectClearOfServiceBall(page, more, { at: 'start' });
      });

      it(`covers none of the links at the end of home, ${where}`, async () => {
        const { page } = await phone(width, lang);
        await open(page, '/', lang);
        const footerOrders = page.getByTestId('footer').locator('a[href^="/order"]');
        await expectClearOfServiceBall(page, footerOrders.last());
        await expectClearOfServiceBall(page, footerOrders.first());
        await expectClearOfServiceBall(page, page.getByTestId('tab-register'));
      });

      it(`covers neither Settings nor Language at the end of Mine, ${where}`, async () => {
        const { page } = await phone(width, lang);
        await open(page, '/mine', lang);
        await expectClearOfServiceBall(page, page.getByTestId('mine-settings'));
        await expectClearOfServiceBall(page, page.getByTestId('mine-language'));
      });
    }
  }

  it('opens the help centre inside the app by default: the ball, the product’s Service button and the other way to recharge', async () => {
    const { page } = journey;
    // record window.open's calls: an in-app page opens no window
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      (window as unknown as { openCalls: unknown[][] }).openCalls = calls;
      window.open = (...args: Parameters<typeof window.open>) => {
        calls.push(args);
        return null;
      };
    });
    const openCalls = () => page.evaluate(() => (window as unknown as { openCalls: unknown[][] }).openCalls);
    const site = await scene.data<{ service_url: string }>('/api/index/index');
    expect(site.service_url).toBe('/faqs');

    await page.goto('/');
    await page.getByTestId('service-ball').tap();
    await waitForPath(page, '/faqs');
    await page.getByTestId('faq-search').waitFor();
    expect(await openCalls()).toEqual([]);

    const [store] = await scene.storesByAge();
    const { detail } = await scene.productOf(store!.id);
    await page.goto(`/goods?id=${detail.id}`);
    await expectText(page.getByTestId('goods-title'), detail.title);
    await page.getByTestId('goods-service').tap();
    await waitForPath(page, '/faqs');
    expect(await openCalls()).toEqual([]);

    // the wallet's other way to recharge (decision 014) links to the same page, in the app
    await login(page, BUYER.account, BUYER.password);
    await page.goto('/recharge/otherpay');
    const service = page.getByTestId('otherpay-service');
    expect(await service.getAttribute('href')).toBe('/faqs');
    expect(await service.getAttribute('target')).toBeNull();
    await service.tap();
    await waitForPath(page, '/faqs');
    expect(await openCalls()).toEqual([]);
  });
});

describe('the product page', () => {
  it('on a 1280 × 800 desktop: a bounded image, the price and title in the first screen above the bar; at 375 px the square image as wide as the phone', async () => {
    const [store] = await scene.storesByAge();
    const { detail } = await scene.productOf(store!.id);
    const desktop = await journey.newContext({
      viewport: { width: 1280, height: 800 },
      isMobile: false,
      hasTouch: false,
    });
    const page = await desktop.newPage();
    await page.goto(`/goods?id=${detail.id}`);
    const title = page.getByTestId('goods-title');
    await expectText(title, detail.title);
    const [gallery, titleBox, bar] = await Promise.all([
      page.getByTestId('gallery').boundingBox(),
      title.boundingBox(),
      page.getByTestId('goods-bar').boundingBox(),
    ]);
    expect(gallery!.height, 'the image’s height').toBeLessThanOrEqual(800 * 0.6);
    expect(Math.round(gallery!.width), 'a square image').toBe(Math.round(gallery!.height));
    expect(titleBox!.y, 'the title starts on the first screen').toBeGreaterThanOrEqual(0);
    expect(titleBox!.y + titleBox!.height, 'the title ends above the action bar').toBeLessThanOrEqual(bar!.y);

    const phonePage = journey.page;
    await phonePage.goto(`/goods?id=${detail.id}`);
    await expectText(phonePage.getByTestId('goods-title'), detail.title);
    const phoneGallery = (await phonePage.getByTestId('gallery').boundingBox())!;
    expect(phoneGallery).toMatchObject({ x: 0, width: 375, height: 375 });
  });
});
