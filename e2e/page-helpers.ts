/**
 * What a journey does on a page and checks there: fields and their errors, the path, texts and
 * counts (polled up to WAIT_MS), local storage, the language, the tab bar, a login, a finger's drag,
 * a picture to upload.
 */
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { WAIT_MS } from './journey.ts';

/** The native <input> inside an antd-mobile Input that carries `data-testid`. */
export function input(page: Page, testId: string): Locator {
  return page.getByTestId(testId).locator('input');
}

/** Waits until the page's path (and query, if given) is `expected`. */
export async function waitForPath(page: Page, expected: string): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname + url.search === expected, { timeout: WAIT_MS });
  } catch (error) {
    throw new Error(`waited ${WAIT_MS} ms for ${expected}; the page is at ${pathOf(page)}`, { cause: error });
  }
}

export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Local storage of the page's origin as a plain object. */
export function localStore(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      out[key] = localStorage.getItem(key)!;
    }
    return out;
  });
}

/** Polls until the locator's trimmed text equals `text`. */
export async function expectText(locator: Locator, text: string | RegExp): Promise<void> {
  await locator.waitFor({ state: 'visible' });
  const read = async () => ((await locator.textContent()) ?? '').trim();
  if (typeof text === 'string') await expect.poll(read, { timeout: WAIT_MS }).toBe(text);
  else await expect.poll(read, { timeout: WAIT_MS }).toMatch(text);
}

/** Polls until the locator matches `count` elements. */
export async function expectCount(locator: Locator, count: number): Promise<void> {
  await expect.poll(() => locator.count(), { timeout: WAIT_MS }).toBe(count);
}

/** Logs in through /login and waits for /mine to show the user. */
export async function login(page: Page, account: string, password: string): Promise<void> {
  await page.goto('/login');
  await input(page, 'login-account').fill(account);
  await input(page, 'login-password').fill(password);
  await page.getByTestId('login-submit').tap();
  await waitForPath(page, '/mine');
  await page.getByTestId('mine-username').waitFor();
}

/** The page's language and direction, as its <html> element has them. */
export function documentLanguage(page: Page): Promise<{ lang: string; dir: string }> {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

/** From /mine through the language row to /lang, picks `lang`, and is back on /mine. */
export async function pickLanguage(page: Page, lang: string): Promise<void> {
  await page.getByTestId('mine-language').tap();
  await waitForPath(page, '/lang');
  await page.getByTestId(`lang-${lang}`).tap();
  await waitForPath(page, '/mine');
  await page.getByTestId('mine-language').waitFor();
}

/** The labels of the tab bar's tabs, in order. */
export async function tabLabels(page: Page): Promise<string[]> {
  const titles = page.getByTestId('tabbar').locator('[data-testid^="tab-"]');
  return titles.allTextContents();
}

export async function tabIds(page: Page): Promise<string[]> {
  const titles = page.getByTestId('tabbar').locator('[data-testid^="tab-"]');
  return titles.evaluateAll((elements) => elements.map((e) => e.getAttribute('data-testid') ?? ''));
}

/** The data-testid of the tab marked active by antd-mobile. */
export async function activeTabId(page: Page): Promise<string | null> {
  return page
    .locator('.adm-tab-bar-item-active [data-testid^="tab-"]')
    .getAttribute('data-testid', { timeout: WAIT_MS });
}

/** The antd-mobile form item holding the field with `data-testid`, and its error text. */
export function fieldError(page: Page, testId: string): Locator {
  return page
    .locator('.adm-form-item', { has: page.getByTestId(testId) })
    .locator('.adm-form-item-feedback-error');
}

/** The text of the error under the field holding `testId`, '' while there is none. */
export async function fieldErrorText(page: Page, testId: string): Promise<string> {
  const error = fieldError(page, testId);
  return (await error.count()) === 0 ? '' : ((await error.first().textContent()) ?? '').trim();
}

/** Waits until the error under the field holding `testId` reads `text` ('' for none). */
export function expectFieldError(page: Page, testId: string, text: string): Promise<void> {
  return eventually(() => fieldErrorText(page, testId), text);
}

/** Waits (up to WAIT_MS) until `read` gives `expected`. */
export async function eventually<T>(
  read: () => T | Promise<T>,
  expected: T,
  message?: string,
): Promise<void> {
  await expect.poll(read, { timeout: WAIT_MS, message }).toEqual(expected);
}

/**
 * A finger on the touchscreen: down at `from`, through `steps` moves to `to`, up. Real touch
 * events through the DevTools protocol (Playwright's touchscreen only taps).
 */
export async function touchDrag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  steps = 8,
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number, y: number) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.x, from.y) });
  for (let i = 1; i <= steps; i++) {
    const x = from.x + ((to.x - from.x) * i) / steps;
    const y = from.y + ((to.y - from.y) * i) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** A PNG of one colour, for a page's file input. */
export const plainPng = (width: number, height: number, background: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
