/**
 * Checks of a phone screen's layout: a page settled at the screen's width, a button clear of the
 * customer-service ball, nothing sticking out sideways, what stands right of what, how far a row's
 * content is inset, the gap beside a checkbox's tick.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { MOBILE } from './journey.ts';
import { eventually } from './page-helpers.ts';

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
    { animations: 0, width: (page.viewportSize() ?? MOBILE.viewport!).width },
    'a settled page at the width of the screen',
  );
}

/**
 * Scrolls to the end of the page, as a thumb does to reach the last button (or, `at: 'start'`,
 * leaves the page as it opened: its first screen), and checks that `target` is then on the screen
 * and free to tap: the customer-service ball (fixed near the bottom corner) covers no part of it,
 * and the middle of it is what a finger there touches.
 */
export async function expectClearOfServiceBall(
  page: Page,
  target: Locator,
  { at = 'end' }: { at?: 'start' | 'end' } = {},
): Promise<void> {
  const ball = page.getByTestId('service-ball');
  await ball.waitFor();
  await target.waitFor();
  await expectSettled(page);
  if (at === 'end') {
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
  }
  // the end of the page (nothing further to scroll), or its top
  await eventually(
    () =>
      page.evaluate((isEnd) => {
        const root = document.scrollingElement!;
        return isEnd
          ? Math.ceil(root.scrollTop + window.innerHeight) >= root.scrollHeight
          : root.scrollTop === 0;
      }, at === 'end'),
    true,
  );
  const box = (await target.boundingBox())!;
  const ballBox = (await ball.boundingBox())!;
  const { height } = page.viewportSize() ?? MOBILE.viewport!;
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

/** Whether the element `first` starts to the right of `second`: right to left, where what comes first is. */
export async function isRightOf(page: Page, first: string, second: string): Promise<boolean> {
  const [a, b] = await Promise.all([
    page.getByTestId(first).boundingBox(),
    page.getByTestId(second).boundingBox(),
  ]);
  return a!.x > b!.x;
}

/** Whether the element lies wholly within the screen's width. */
export async function isWithinScreen(locator: Locator): Promise<boolean> {
  const box = (await locator.boundingBox())!;
  return box.x >= 0 && box.x + box.width <= MOBILE.viewport!.width;
}

/** How far an antd-mobile list row's content is inset from the row's left and right edges. */
export async function rowInsets(row: Locator): Promise<{ left: number; right: number }> {
  const [rowBox, contentBox] = await Promise.all([
    row.boundingBox(),
    row.locator('.adm-list-item-content').first().boundingBox(),
  ]);
  return {
    left: contentBox!.x - rowBox!.x,
    right: rowBox!.x + rowBox!.width - (contentBox!.x + contentBox!.width),
  };
}

/** Right to left: the gap from the end of an antd-mobile checkbox's word to its tick on the right. */
export function tickGap(checkbox: Locator): Promise<number> {
  return checkbox.evaluate((label) => {
    const tick = label.querySelector('.adm-checkbox-icon')!.getBoundingClientRect();
    const word = document.createRange();
    word.selectNodeContents(label.querySelector('.adm-checkbox-content')!);
    return tick.left - word.getBoundingClientRect().right;
  });
}
