/**
 * What the order journeys share: the API calls that set a scene (demo accounts, a product in
 * stock, an order, a balance adjusted by the admin), the dictionaries of the buying pages, and the
 * page checks of a phone screen (the service ball, sideways overflow).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type {
  Address,
  Order,
  OrderCreateResponse,
  ProductDetail,
  ProductPage,
  StorePage,
} from '@market/contract';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { callApi, type Envelope, eventually, expectText, type Journey, MOBILE } from './support.ts';

export const MERCHANT = { account: 'merchant', password: 'merchant12345' } as const;
export const ADMIN = { account: 'admin', password: 'admin12345' } as const;
export const FUND_PASSWORD = '246810';

/** Exact sums of two-decimal amounts, in cents. */
export const cents = (value: string) => Math.round(Number(value) * 100);
export const fromCents = (value: number) => (value / 100).toFixed(2);

export type Product = { detail: ProductDetail; sku: ProductDetail['skus'][number] };

/** The API calls of a journey's scene, on the journey's server. */
export function sceneOf(journey: Journey) {
  const data = async <T>(path: string, body: unknown = {}, token?: string): Promise<T> => {
    const envelope = await callApi<T>(journey.baseURL, path, body, token);
    expect(envelope.code, `${path} answered ${envelope.msg}`).toBe(1);
    return envelope.data;
  };

  /** A session token of its own for the test's API calls (the page keeps its own session). */
  const tokenOf = async ({ account, password }: { account: string; password: string }, path = '/api/user') =>
    (await data<{ userinfo: { token: string } }>(`${path}/login`, { account, password })).userinfo.token;

  return {
    data,
    tokenOf,

    /** The demo stores, oldest first: the merchant's is the first. */
    async storesByAge() {
      const stores = await data<StorePage>('/api/index/shops', { sort: 'new', limit: 50 });
      return [...stores.list].sort((a, b) => a.id - b.id);
    },

    /** A product of the store with a variant in stock, and that variant; `skip` passes over the first ones. */
    async productOf(shopId: number, skip = 0): Promise<Product> {
      const page = await data<ProductPage>('/api/index/pro', { shop_id: shopId, limit: 20 });
      let found = 0;
      for (const card of page.list) {
        const detail = await data<ProductDetail>('/api/index/pro_info', { id: card.id });
        const sku = detail.skus.find((item) => item.stock > 2);
        if (sku && found++ === skip) return { detail, sku };
      }
      throw new Error(`store ${shopId} has no product in stock`);
    },

    /** The buyer's default address, made through the API when there is none yet. */
    async addressOf(token: string, fields: Omit<Address, 'id' | 'is_default'>): Promise<Address> {
      const { list } = await data<{ list: Address[] }>('/api/aera/index', {}, token);
      return list.find((address) => address.is_default) ?? data<Address>('/api/aera/addEdit', fields, token);
    },

    /** Places one order of one unit of `product` (unpaid: its checkout waits on /pay). */
    order(token: string, { detail, sku }: Product, addressId: number) {
      return data<OrderCreateResponse>(
        '/api/order/create',
        { items: [{ product_id: detail.id, sku_id: sku.id, num: 1 }], address_id: addressId },
        token,
      );
    },

    /** The merchant ships the order with a tracking number. */
    async ship(order: Pick<Order, 'id'>, trackingNo: string) {
      const shipped = await data<Order>(
        '/api/seller/order/ship',
        { id: order.id, tracking_no: trackingNo },
        await tokenOf(MERCHANT),
      );
      expect(shipped.status).toBe('shipped');
      return shipped;
    },

    /** The admin credits (or, negative, debits) a user's balance, as support does; answers the balance. */
    async adjustBalance(userId: number, amount: string): Promise<string> {
      const response = await fetch(`${journey.baseURL}/api/admin/user/adjust_balance`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          token: await tokenOf(ADMIN, '/api/admin'),
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({ user_id: userId, amount, reason: 'order journey' }),
      });
      const envelope = (await response.json()) as Envelope<{ balance: string }>;
      expect(envelope.code, `adjust_balance answered ${envelope.msg}`).toBe(1);
      return envelope.data.balance;
    },
  };
}

/**
 * Texts of the app's dictionaries (paths from the repository's root), looked up as the pages do:
 * `text('order.status.paid')`, `text('cart.checkOut', { count: 2 })`.
 */
export function dictionary(...files: string[]) {
  const parts = files.map(
    (file) => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')) as object,
  );
  return (key: string, values: Record<string, string | number> = {}): string => {
    const lookup = (node: unknown) =>
      key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], node);
    const template = parts.map(lookup).find((value) => typeof value === 'string');
    if (typeof template !== 'string') throw new Error(`no text ${key} in ${files.join(', ')}`);
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name]));
  };
}

/** Picks the variant on /goods and adds one to the cart; the page shows `price`, then `added`. */
export async function addToCart(
  page: Page,
  { detail, sku }: Product,
  texts: { price: string; added: string },
): Promise<void> {
  await page.goto(`/goods?id=${detail.id}`);
  await expectText(page.getByTestId('goods-title'), detail.title);
  if (sku.size) {
    await page.getByTestId('variant-size').getByRole('button', { name: sku.size, exact: true }).tap();
  }
  if (sku.color) {
    await page.getByTestId('variant-color').getByRole('button', { name: sku.color, exact: true }).tap();
  }
  await expectText(page.getByTestId('goods-price'), texts.price);
  await page.getByTestId('add-to-cart').tap();
  await expectText(page.locator('.adm-toast-main'), texts.added);
}

/** The antd-mobile confirm dialog's bold (confirm) button, checked to read `text`. */
export async function confirmDialog(page: Page, text?: string): Promise<void> {
  const button = page.locator('.adm-dialog .adm-dialog-button-bold');
  if (text !== undefined) await expectText(button, text);
  await button.tap();
}

export const orderCard = (page: Page, order: Pick<Order, 'id'>) =>
  page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);

/**
 * Waits for the page's CSS animations (a page slides in) to end and the phone's screen to be at
 * its own width: while a slide-in sticks out sideways, a mobile browser zooms the page out, and
 * every fixed element (the service ball) sits elsewhere.
 */
export async function expectSettled(page: Page): Promise<void> {
  await eventually(
    () =>
      page.evaluate(() => ({
        animations: document.getAnimations().filter((animation) => animation.playState === 'running').length,
        width: window.innerWidth,
      })),
    { animations: 0, width: MOBILE.viewport!.width },
    'a settled page at the width of the screen',
  );
}

/**
 * Scrolls to the end of the page, as a thumb does to reach the last button, and checks that
 * `target` is then on the screen and free to tap: the customer-service ball (fixed near the
 * bottom corner) covers no part of it, and the middle of it is what a finger there touches.
 */
export async function expectClearOfServiceBall(page: Page, target: Locator): Promise<void> {
  const ball = page.getByTestId('service-ball');
  await ball.waitFor();
  await expectSettled(page);
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
  // the end of the page: nothing further to scroll
  await eventually(
    () =>
      page.evaluate(() => {
        const root = document.scrollingElement!;
        return Math.ceil(root.scrollTop + window.innerHeight) >= root.scrollHeight;
      }),
    true,
  );
  const box = (await target.boundingBox())!;
  const ballBox = (await ball.boundingBox())!;
  const { height } = MOBILE.viewport!;
  expect(box.y, 'the button starts on the screen').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'the button ends on the screen').toBeLessThanOrEqual(height);
  const overlaps =
    box.x < ballBox.x + ballBox.width &&
    ballBox.x < box.x + box.width &&
    box.y < ballBox.y + ballBox.height &&
    ballBox.y < box.y + box.height;
  expect(overlaps, `the service ball ${JSON.stringify(ballBox)} over ${JSON.stringify(box)}`).toBe(false);
  const isHit = await target.evaluate(
    (element, at) => {
      const hit = document.elementFromPoint(at.x, at.y);
      return hit !== null && element.contains(hit);
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(isHit, 'a touch in the middle of the button reaches it').toBe(true);
}

/**
 * What sticks out of the screen sideways: how far the document scrolls past its width, and the
 * texts whose visible part (inside whatever clips them, a tab bar's scroller say) lies outside
 * [0, width]. Right to left, overflow past the right edge scrolls nowhere, so the scroll width
 * alone would not show it.
 */
export function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    /** The horizontal span that the element's clipping ancestors leave visible. */
    const clipOf = (element: Element | null) => {
      let [left, right] = [-Infinity, Infinity];
      for (let at = element; at && at !== document.body; at = at.parentElement) {
        if (getComputedStyle(at).overflowX === 'visible') continue;
        const box = at.getBoundingClientRect();
        [left, right] = [Math.max(left, box.left), Math.min(right, box.right)];
      }
      return { left, right };
    };
    const outside: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text) continue;
      const clip = clipOf(node.parentElement);
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const left = Math.max(rect.left, clip.left);
        const right = Math.min(rect.right, clip.right);
        if (right - left > 0.5 && (left < -0.5 || right > width + 0.5)) {
          outside.push(`${text.slice(0, 40)} [${Math.round(left)}, ${Math.round(right)}]`);
        }
      }
    }
    return { sideways: Math.max(0, document.scrollingElement!.scrollWidth - width), width, outside };
  });
}

/** Waits until nothing sticks out sideways on the phone's screen (a page's slide-in may, briefly). */
export async function expectNoSidewaysOverflow(page: Page, where: string): Promise<void> {
  await eventually(
    () => sidewaysOverflow(page),
    { sideways: 0, width: MOBILE.viewport!.width, outside: [] },
    `sideways overflow on ${where}`,
  );
}
