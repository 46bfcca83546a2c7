import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney, WAIT_MS } from './journey.ts';
import {
  activeTabId,
  eventually,
  expectCount,
  expectText,
  login,
  tabIds,
  tabLabels,
  touchDrag,
  pathOf,
  waitForPath,
} from './page-helpers.ts';
import { BUYER, callApi } from './scene.ts';

const journey = useJourney();

const LOGGED_OUT_TABS = ['tab-home', 'tab-product', 'tab-shop', 'tab-register', 'tab-mine'];
const LOGGED_IN_TABS = ['tab-home', 'tab-product', 'tab-shop', 'tab-mine'];

/** Opens `path` and waits for something only that page shows, so absent parts are really absent. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const marker: Record<string, () => Promise<void>> = {
    '/': () => page.getByRole('heading', { name: 'Wholesale, from the source' }).waitFor(),
    '/mine': () => page.getByTestId('mine-language').waitFor(),
    '/login': () => page.getByTestId('login-submit').waitFor(),
    '/register': () => page.getByTestId('register-submit').waitFor(),
    '/product': () => page.getByTestId('product-card').first().waitFor(),
    '/shop': () => page.getByTestId('store-card').first().waitFor(),
    // no id: the detail says there is no such product
    '/goods': () => page.getByTestId('goods-missing').waitFor(),
    // a visitor is asked to log in on the loan page itself
    '/loan': () => page.getByTestId('loan-visitor').waitFor(),
    // article 7 exists or not: either way the article page, not the shell's fallback
    '/article-detail/7': () =>
      page.getByTestId('article-detail').or(page.getByTestId('article-missing')).waitFor(),
  };
  const shown = marker[path];
  if (!shown) throw new Error(`no marker for ${path}: say what only that page shows`);
  await shown();
}

const isVisible = (page: Page, testId: string) => page.getByTestId(testId).isVisible();

describe('the shell', () => {
  it('shows the tab bar and the footer only where the spec says', async () => {
    const { page } = journey;
    for (const path of ['/', '/product', '/shop', '/mine', '/article-detail/7']) {
      await open(page, path);
      expect(await isVisible(page, 'tabbar'), `tab bar on ${path}`).toBe(true);
    }
    // (/setting has none either, but a visitor is sent to log in first)
    for (const path of ['/login', '/register', '/goods']) {
      await open(page, path);
      expect(await page.getByTestId('tabbar').count(), `tab bar on ${path}`).toBe(0);
    }
    for (const path of ['/', '/loan']) {
      await open(page, path);
      expect(await isVisible(page, 'footer'), `footer on ${path}`).toBe(true);
    }
    for (const path of ['/mine', '/product']) {
      await open(page, path);
      expect(await page.getByTestId('footer').count(), `footer on ${path}`).toBe(0);
    }
  });

  it('has five tabs logged out and four logged in, the active one following the path', async () => {
    const { page } = journey;
    await open(page, '/');
    expect(await tabIds(page)).toEqual(LOGGED_OUT_TABS);
    expect(await tabLabels(page)).toEqual(['Home', 'Products', 'Stores', 'Register', 'Mine']);
    expect(await activeTabId(page)).toBe('tab-home');

    // tapping a tab goes to its path and marks it
    await page.getByTestId('tab-product').tap();
    await waitForPath(page, '/product');
    await eventually(() => activeTabId(page), 'tab-product');
    await page.getByTestId('tab-shop').tap();
    await waitForPath(page, '/shop');
    await eventually(() => activeTabId(page), 'tab-shop');
    await page.getByTestId('tab-mine').tap();
    await waitForPath(page, '/mine');
    await eventually(() => activeTabId(page), 'tab-mine');
    await page.getByTestId('tab-register').tap();
    await waitForPath(page, '/register');
    await page.getByTestId('register-submit').waitFor();
    expect(await page.getByTestId('tabbar').count()).toBe(0);

    // a tabbed path that is no tab's own: the first tab is active
    await open(page, '/article-detail/7');
    expect(await activeTabId(page)).toBe('tab-home');

    await login(page, BUYER.account, BUYER.password);
    expect(await tabIds(page)).toEqual(LOGGED_IN_TABS);
    expect(await activeTabId(page)).toBe('tab-mine');
    await page.getByTestId('tab-home').tap();
    await waitForPath(page, '/');
    await eventually(() => activeTabId(page), 'tab-home');
    expect(await tabIds(page)).toEqual(LOGGED_IN_TABS);
  });

  it('footer: 103 countries, 8 exchange and 6 partner logos opening new tabs; title from web_name', async () => {
    const { page, baseURL } = journey;
    const site = await callApi<{ web_name: string }>(baseURL, '/api/index/index');
    expect(site.data.web_name).toBe('Wholesale Marketplace');

    await open(page, '/');
    await eventually(() => page.title(), site.data.web_name, 'document title');
    const footer = page.getByTestId('footer');
    await expectText(footer.locator('.footer-countries'), 'Trusted by buyers in 103 countries');
    expect(await footer.textContent()).toContain('103');

    for (const [testId, count] of [
      ['footer-exchanges', 8],
      ['footer-partners', 6],
    ] as const) {
      const links = page.getByTestId(testId).locator('a');
      await expectCount(links, count);
      const attributes = await links.evaluateAll((anchors) =>
        anchors.map((a) => ({
          href: a.getAttribute('href'),
          target: a.getAttribute('target'),
          rel: a.getAttribute('rel'),
          name: a.querySelector('span')?.textContent,
        })),
      );
      for (const link of attributes) {
        expect(link.href).toMatch(/^https:\/\/[^/]+/);
        expect(link.target).toBe('_blank');
        expect(link.rel).toContain('noopener');
        expect(link.name).toBeTruthy();
      }
      expect(new Set(attributes.map((link) => link.href)).size, `${testId} distinct links`).toBe(count);
    }
    // the drawn initials are hidden: screen readers hear the name alone
    const binance = page.getByTestId('footer-exchanges').getByRole('link', { name: 'Binance', exact: true });
    await expectCount(binance, 1);
    expect(await binance.getAttribute('href')).toBe('https://www.binance.com');

    // the order links of the footer open the order list with a status query; a visitor is asked
    // to log in first and comes back to that list afterwards
    await footer.getByRole('link', { name: 'Paid' }).click();
    await waitForPath(page, `/login?redirect=${encodeURIComponent('/order?status=paid')}`);
    await page.getByTestId('login-submit').waitFor();
    await expectCount(page.getByTestId('footer'), 0);
  });

  it('the service ball starts at right 36 / bottom 100, snaps to the nearer edge, opens the service URL on a tap', async () => {
    const { page } = journey;
    // record window.open's calls, then let it open the window as usual
    await page.addInitScript(() => {
      const calls: unknown[][] = [];
      (window as unknown as { openCalls: unknown[][] }).openCalls = calls;
      const open = window.open.bind(window);
      window.open = (...args: Parameters<typeof window.open>) => {
        calls.push(args);
        return open(...args);
      };
    });
    const openCalls = () => page.evaluate(() => (window as unknown as { openCalls: unknown[][] }).openCalls);
    await open(page, '/');
    const ball = page.getByTestId('service-ball');
    await ball.waitFor();
    const { width, height } = page.viewportSize()!;

    const style = await ball.evaluate((element) => {
      const computed = getComputedStyle(element);
      return {
        right: computed.right,
        bottom: computed.bottom,
        zIndex: computed.zIndex,
        position: computed.position,
        transition: element.style.transition,
      };
    });
    expect(style).toMatchObject({ right: '36px', bottom: '100px', zIndex: '50', position: 'fixed' });
    expect(style.transition).toContain('left 0.3s');
    const start = (await ball.boundingBox())!;
    expect(start.x + start.width).toBe(width - 36);
    expect(start.y + start.height).toBe(height - 100);

    // dragged into the left half and let go: it slides to left 0 in 0.3 s
    const centre = { x: start.x + start.width / 2, y: start.y + start.height / 2 };
    // the slide is a transition of `left` (seen however busy the machine is), at the edge once over
    await ball.evaluate((element: HTMLElement) => {
      element.addEventListener('transitionstart', (event: TransitionEvent) => {
        if (event.propertyName === 'left') element.dataset.slid = 'true';
      });
    });
    await touchDrag(page, centre, { x: 120, y: 300 });
    expect(await ball.evaluate((element) => element.style.left)).toBe('0px');
    await eventually(() => ball.getAttribute('data-slid'), 'true');
    await page.waitForTimeout(400);
    const left = (await ball.boundingBox())!;
    expect(left.x).toBe(0);
    expect(Math.round(left.y + left.height / 2)).toBe(300);

    // dragged into the right half: it slides to the right edge
    await touchDrag(page, { x: left.width / 2, y: 300 }, { x: 220, y: 200 });
    expect(await ball.evaluate((element) => element.style.left)).toBe(`${width - left.width}px`);
    await page.waitForTimeout(400);
    const right = (await ball.boundingBox())!;
    expect(right.x + right.width).toBe(width);
    expect(Math.round(right.y + right.height / 2)).toBe(200);
    // a drag is not a click
    expect(await openCalls()).toEqual([]);

    // a tap without moving opens the service URL: the site's default is the help centre, a page
    // of the app, opened in place (decision 054; e2e/service-ball.e2e.ts)
    await ball.tap();
    await waitForPath(page, '/faqs');
    expect(await openCalls()).toEqual([]);
    // the tap did not move the ball
    expect((await ball.boundingBox())!.x).toBe(right.x);
  });
  it('an order tab on /mine acts 500 ms after the touch ends (the ripple callback)', async () => {
    const { page } = journey;
    await open(page, '/mine');
    const tab = page.getByTestId('order-tab-paid');
    await tab.waitFor({ state: 'visible', timeout: WAIT_MS });
    const tappedAt = Date.now();
    await tab.tap();
    await page.waitForTimeout(250);
    expect(pathOf(page)).toBe('/mine');
    await waitForPath(page, '/order?status=paid');
    expect(Date.now() - tappedAt).toBeGreaterThanOrEqual(500);
  });
});
