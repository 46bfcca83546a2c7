/**
 * The back office journeys' pieces: an application filed through the API (its documents uploaded
 * privately, as the buyer app does), the admin's login on the page, and the antd form's field error.
 */
import { randomUUID } from 'node:crypto';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Journey } from './journey.ts';
import { photos, registerUser, type NewUser } from './merchant-support.ts';
import { waitForPath } from './page-helpers.ts';
import { ADMIN, BUYER, FUND_PASSWORD, sceneOf } from './scene.ts';

/** A desktop screen: the back office is not a phone app. */
export const DESKTOP: BrowserContextOptions = {
  viewport: { width: 1280, height: 800 },
  isMobile: false,
  hasTouch: false,
  locale: 'en-US',
};

/** One upload of the user's through `POST /api/index/upload` (`private=1` for a document). */
export async function upload(journey: Journey, token: string, png: Buffer, isPrivate: boolean) {
  const form = new FormData();
  if (isPrivate) form.append('private', '1');
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  const response = await fetch(`${journey.baseURL}/api/index/upload`, {
    method: 'POST',
    headers: { token },
    body: form,
  });
  const envelope = (await response.json()) as {
    code: number;
    msg: string;
    data: { id: number; url: string };
  };
  expect(envelope.code, envelope.msg).toBe(1);
  return envelope.data;
}

export interface Filed {
  user: NewUser;
  id: number;
  storeName: string;
}

/** A new user's merchant application, filed through `POST /api/merchant/reg` with private documents. */
export async function fileApplication(journey: Journey, prefix: string): Promise<Filed> {
  const user = await registerUser(journey, prefix);
  const [logo, front, back, hold, signature] = await Promise.all([
    upload(journey, user.token, await photos.logo(), false),
    upload(journey, user.token, await photos.id_front(), true),
    upload(journey, user.token, await photos.id_back(), true),
    upload(journey, user.token, await photos.id_hold(), true),
    upload(journey, user.token, await photos.id_front(), true),
  ]);
  const storeName = `Admin test ${Date.now().toString(36)}`;
  const application = await sceneOf(journey).data<{ id: number }>(
    '/api/merchant/reg',
    {
      logo: logo.url,
      store_name: storeName,
      id_number: 'AB-123456',
      real_name: 'Nadia Karim',
      id_front: front.id,
      id_back: back.id,
      id_hold: hold.id,
      signature: signature.id,
      agree: true,
    },
    user.token,
  );
  return { user, id: application.id, storeName };
}

/** Logs the demo admin in at /admin/ (sent to /admin/login first) and waits for the queue. */
export async function adminLogin(
  page: Page,
  account: { account: string; password: string } = ADMIN,
  screen = '/applications',
): Promise<void> {
  await page.goto('/admin/');
  await waitForPath(page, '/admin/login');
  // the page and its language loaded before typing: a form that renders again would drop the input
  await page.waitForLoadState('networkidle');
  await page.getByTestId('login-account').fill(account.account);
  await page.getByTestId('login-password').fill(account.password);
  await page.getByTestId('login-submit').click();
  // the back office opens on the role's first screen; the journey goes on from `screen`
  await page.getByTestId('side-menu').waitFor();
  await page.goto(`/admin${screen}`);
  if (screen === '/applications') await page.getByTestId('applications-table').waitFor();
}

/** The antd form item around the field with `testId`, and its error text ('' while none). */
/**
 * Opens a language's tab of a localized form (components/localized-fields.tsx) and waits until it
 * is the selected one: a click that lands while the dialog is still opening is taken again, rather
 * than typing into a hidden pane (seen under CI load: 15 s of "element is not visible").
 */
export async function openLanguageTab(page: Page, testId: string, lang: string): Promise<void> {
  const label = page.getByTestId(`${testId}-tab-${lang}`);
  const tab = page.getByRole('tab').filter({ has: label });
  await expect
    .poll(
      async () => {
        if ((await tab.getAttribute('aria-selected')) !== 'true') await label.click();
        return tab.getAttribute('aria-selected');
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBe('true');
}

export function antdFieldError(page: Page, testId: string): Locator {
  return page
    .locator('.ant-form-item', { has: page.getByTestId(testId) })
    .locator('.ant-form-item-explain-error');
}
export async function antdFieldErrorText(page: Page, testId: string): Promise<string> {
  const error = antdFieldError(page, testId);
  return (await error.count()) === 0 ? '' : ((await error.first().textContent()) ?? '').trim();
}

/** Whether every image of the locator has loaded with pixels (naturalWidth above 0). */
export function imagesLoaded(images: Locator): Promise<boolean[]> {
  return images.evaluateAll((elements) =>
    elements.map(
      (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
    ),
  );
}

/** A new buyer's USDT-TRC20 recharge with its transfer screenshot uploaded privately. */
export async function fileRecharge(journey: Journey, amount: string, txHash: string) {
  const user = await registerUser(journey, 'topup');
  const screenshot = await upload(journey, user.token, await photos.id_back(), true);
  const recharge = await sceneOf(journey).data<{ id: number; image: string }>(
    '/api/wallet/recharge',
    { currency: 'USDT', network: 'TRC20', amount, image: screenshot.id, tx_hash: txHash },
    user.token,
  );
  return { user, id: recharge.id };
}

/** The recharge as its buyer reads it (`POST /api/wallet/recharge_detail`). */
export function rechargeOf(journey: Journey, token: string, id: number) {
  return sceneOf(journey).data<{ status: string; credited: string | null; reason: string }>(
    '/api/wallet/recharge_detail',
    { id },
    token,
  );
}

/** Two USDT-TRC20 withdrawals of the demo buyer (credited first by support), held and pending. */
export async function fileWithdrawals(journey: Journey, address: string) {
  const scene = sceneOf(journey);
  const token = await scene.tokenOf(BUYER);
  const me = await scene.data<{ id: number }>('/api/user/index', {}, token);
  await scene.adjustBalance(me.id, '500');
  const withdraw = (amount: string) =>
    scene.data<{ withdrawal: { id: number }; balance: string }>(
      '/api/wallet/withdraw',
      { currency: 'USDT', network: 'TRC20', address, amount, fund_password: FUND_PASSWORD },
      token,
      { 'idempotency-key': randomUUID() },
    );
  const first = await withdraw('60');
  const second = await withdraw('40');
  return { token, ids: [first.withdrawal.id, second.withdrawal.id] as const, balance: second.balance };
}

/** The demo buyer's withdrawal as the buyer's records list it. */
export async function withdrawalOf(journey: Journey, token: string, id: number) {
  const page = await sceneOf(journey).data<{
    list: { id: number; status: string; tx_hash: string | null; reason: string }[];
  }>('/api/wallet/withdraw_list', { limit: 50 }, token);
  return page.list.find((row) => row.id === id);
}
