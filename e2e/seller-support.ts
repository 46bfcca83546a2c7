/**
 * The scene and steps of the seller app's order journeys: orders of the demo merchant's store paid
 * by the demo buyer through the API, and the merchant's login at /seller/login.
 */
import { randomUUID } from 'node:crypto';
import type { Address, Order, OrderCreateResponse } from '@market/contract';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Journey } from './journey.ts';
import { sidewaysOverflow } from './layout.ts';
import { input, waitForPath } from './page-helpers.ts';
import { BUYER, FUND_PASSWORD, MERCHANT, type Product, sceneOf } from './scene.ts';

/** The buyer's address on the parcel: Egyptian, so the Arabic run shows its Arabic commas. */
export const LAYLA: Omit<Address, 'id' | 'is_default'> = {
  country: 'EG',
  province: 'Cairo',
  city: 'Nasr City',
  address: '12 Abbas El Akkad Street',
  zip: '11765',
  name: 'Layla Buyer',
  mobile: '+20 2 2401 5555',
};

/** The API steps: the buyer orders from the merchant's store and pays; receipt and review. */
export function sellerSceneOf(journey: Journey) {
  const scene = sceneOf(journey);
  const { data } = scene;
  return {
    ...scene,

    /** Two products in stock of the merchant's store (the first demo store). */
    async merchantProducts(): Promise<[Product, Product]> {
      const [store] = await scene.storesByAge();
      return [await scene.productOf(store!.id, 0), await scene.productOf(store!.id, 1)];
    },

    /** One unit of `product` ordered and paid from the buyer's balance: the order as the buyer sees it. */
    async paidOrder(buyerToken: string, product: Product, addressId: number): Promise<Order> {
      const created: OrderCreateResponse = await scene.order(buyerToken, product, addressId);
      await data(
        '/api/order/pay',
        { checkout_id: created.checkout_id, fund_password: FUND_PASSWORD },
        buyerToken,
        { 'idempotency-key': randomUUID() },
      );
      const order = await data<Order>('/api/order/detail', { id: created.orders[0]!.id }, buyerToken);
      expect(order.status).toBe('paid');
      return order;
    },

    /** The buyer confirms receipt and reviews every product of the order. */
    async receiveAndReview(buyerToken: string, order: Pick<Order, 'id'>, rating: number, content: string) {
      await data('/api/order/receive', { id: order.id }, buyerToken);
      await data('/api/order/assess', { id: order.id, rating, content }, buyerToken);
    },

    buyerToken: () => scene.tokenOf(BUYER),
  };
}

/** Logs into the seller app as the demo merchant and waits for the store center. */
export async function sellerLogin(page: Page): Promise<void> {
  await page.goto('/seller/login');
  await input(page, 'login-account').fill(MERCHANT.account);
  await input(page, 'login-password').fill(MERCHANT.password);
  await page.getByTestId('login-submit').tap();
  // the store center: /seller (the router's '/' below its base)
  await page.waitForURL((url) => url.pathname === '/seller' || url.pathname === '/seller/');
  await page.getByTestId('tab-nav').waitFor();
}

export const sellerOrderCard = (page: Page, order: Pick<Order, 'id'>): Locator =>
  page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);

/** The tab of /seller/orders with its key, tapped, and the address it leaves. */
export async function openSellerTab(page: Page, tab: string): Promise<void> {
  await page.getByTestId(`orders-tab-${tab}`).tap();
  await waitForPath(page, `/seller/orders?tab=${tab}`);
}

/**
 * The page at 375 px as it is, and the same address at 1280 px in a desktop context of its own
 * (the merchant's session and `lang` put in its storage), saved to /tmp for a person to look at;
 * nothing may stick out sideways on the desktop either.
 */
export async function screenshots(journey: Journey, page: Page, name: string, lang = 'en'): Promise<void> {
  await shoot(page, `/tmp/seller-${name}-375.png`);
  const wide = await journey.newContext({
    viewport: { width: 1280, height: 800 },
    isMobile: false,
    hasTouch: false,
  });
  const token = await sceneOf(journey).tokenOf(MERCHANT);
  // in every page of the app's origin (not the blank page a tab opens with)
  await wide.addInitScript(
    ([session, language]) => {
      if (!location.protocol.startsWith('http')) return;
      localStorage.setItem('seller_access_key', session);
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
  await shoot(desktop, `/tmp/seller-${name}-1280.png`);
}

/** The whole page, or its first 2,400 px when it is longer (a long list is looked at from its top). */
async function shoot(page: Page, path: string): Promise<void> {
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.scrollingElement!.scrollHeight,
  }));
  await page.screenshot({
    path,
    fullPage: true,
    clip: { x: 0, y: 0, width, height: Math.min(height, 2400) },
  });
}
