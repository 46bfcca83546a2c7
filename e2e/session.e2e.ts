import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './journey.ts';
import {
  eventually,
  expectCount,
  expectText,
  localStore,
  login,
  pathOf,
  waitForPath,
} from './page-helpers.ts';
import { BUYER, callApi } from './scene.ts';

const journey = useJourney();

/** After a rejected session: /login?n=1 with the notice, and the client state of a logged-out user. */
async function expectSessionExpired(page: Page): Promise<void> {
  await waitForPath(page, '/login?n=1');
  await expectText(page.getByTestId('session-expired'), 'Your session has expired, please log in again');
  await eventually(async () => (await localStore(page)).il, 'false', 'il');
  const stored = await localStore(page);
  expect(stored.access_key).toBeUndefined();
  expect(stored.userInfo).toBeUndefined();
  // logged out again: the mine page offers to log in instead of a user
  await page.goto('/mine');
  await page.getByTestId('mine-login').waitFor();
  await expectCount(page.getByTestId('mine-username'), 0);
  expect(pathOf(page)).toBe('/mine');
}

describe('an expired session', () => {
  it('a token the server does not know sends /mine to /login?n=1', async () => {
    const { page } = journey;
    await login(page, BUYER.account, BUYER.password);
    await expectText(page.getByTestId('mine-username'), 'buyer');
    // swap the token from a page where the app does not run: a request the app still sends with it
    // would sign out before /mine loads (seen once in a loaded run), leaving nothing to reject
    await page.goto('/robots.txt');
    await page.evaluate(() => localStorage.setItem('access_key', 'bogus-token-that-the-server-never-issued'));

    await page.goto('/mine');
    await expectSessionExpired(page);
  });

  it('a session ended on the server (logout elsewhere) sends /mine to /login?n=1', async () => {
    const { page, baseURL } = journey;
    await login(page, BUYER.account, BUYER.password);
    const token = (await localStore(page)).access_key!;
    expect((await callApi(baseURL, '/api/user/index', {}, token)).code).toBe(1);

    // the same session logged out through the API, as another tab would
    const response = await page.request.post('/api/user/logout', { headers: { token }, data: {} });
    expect(((await response.json()) as { code: number }).code).toBe(1);
    expect((await localStore(page)).il).toBe('true');

    await page.reload();
    await expectSessionExpired(page);
  });

  it('the login page without n=1 shows no notice', async () => {
    const { page } = journey;
    await page.goto('/login');
    await page.getByTestId('login-submit').waitFor();
    await expectCount(page.getByTestId('session-expired'), 0);
  });
});
