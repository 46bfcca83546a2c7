import { describe, expect, it } from 'vitest';
import { useJourney } from './journey.ts';
import {
  activeTabId,
  eventually,
  expectCount,
  expectText,
  fieldError,
  input,
  localStore,
  login,
  pathOf,
  tabIds,
  waitForPath,
} from './page-helpers.ts';
import { callApi } from './scene.ts';

const journey = useJourney();

/** Decrypts the stored userInfo in the page with the client's fixed AES-GCM key (spec §3). */
function decryptUserInfo(cipher: string): unknown {
  const bytes = Uint8Array.from(atob(cipher), (c) => c.charCodeAt(0));
  return crypto.subtle
    .importKey('raw', new TextEncoder().encode('wholesale-marketplace-userinfo-k'), 'AES-GCM', false, [
      'decrypt',
    ])
    .then((key) => crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, key, bytes.slice(12)))
    .then((plain) => JSON.parse(new TextDecoder().decode(plain)) as unknown);
}

describe('account', () => {
  it('registers with an e-mailed code, logs out and logs back in', async () => {
    const { page, mailbox, baseURL } = journey;
    const username = `e2e_${Date.now().toString(36)}`;
    const email = `${username}@example.com`;
    const password = 'journey-pass-1';

    await page.goto('/register');
    await input(page, 'register-username').fill(username);
    await input(page, 'register-email').fill(email);
    await page.getByTestId('register-send-code').tap();
    await expectText(page.locator('.adm-toast-main'), 'The verification code has been sent');
    // the button counts down the server's resend wait
    await expectText(page.getByTestId('register-send-code'), /^Resend in \d+ s$/);
    expect(await page.getByTestId('register-send-code').isDisabled()).toBe(true);
    await eventually(() => mailbox.messagesTo(email).length, 1, 'mails to the new address');
    const code = mailbox.latestCode(email);
    expect(code).toMatch(/^\d{6}$/);

    await input(page, 'register-code').fill(code);
    await input(page, 'register-password').fill(password);
    await input(page, 'register-confirm').fill(password);
    await page.getByTestId('register-submit').tap();

    await waitForPath(page, '/mine');
    await expectText(page.getByTestId('mine-username'), username);
    await expectText(page.getByTestId('mine-balance'), '0.00 USDT');
    // logged in: four tabs, no register tab, mine active
    expect(await tabIds(page)).toEqual(['tab-home', 'tab-product', 'tab-shop', 'tab-mine']);
    expect(await activeTabId(page)).toBe('tab-mine');

    await eventually(async () => typeof (await localStore(page)).userInfo, 'string', 'userInfo stored');
    const stored = await localStore(page);
    expect(stored.il).toBe('true');
    expect(stored.access_key).toMatch(/^\S{20,200}$/);
    // userInfo is AES-GCM ciphertext: no username in clear, but it decrypts to this user
    expect(stored.userInfo).not.toContain(username);
    expect(stored.userInfo).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(await page.evaluate(decryptUserInfo, stored.userInfo!)).toMatchObject({
      username,
      money: expect.stringMatching(/^0(\.0+)?$/),
    });
    const token = stored.access_key!;
    expect((await callApi(baseURL, '/api/user/index', {}, token)).code).toBe(1);

    // log out from the settings, through the confirm dialog
    await page.getByTestId('mine-settings').tap();
    await waitForPath(page, '/setting');
    await page.getByTestId('setting-exit').tap();
    const dialog = page.locator('.adm-dialog');
    await expectText(dialog.locator('.adm-dialog-content'), 'Log out of this device?');
    await dialog.getByRole('button', { name: 'Log out' }).tap();
    await waitForPath(page, '/login');
    await page.getByTestId('login-submit').waitFor();
    const afterLogout = await localStore(page);
    expect(afterLogout.il).toBe('false');
    expect(afterLogout.access_key).toBeUndefined();
    expect(afterLogout.userInfo).toBeUndefined();
    // the server ended the session too
    expect((await callApi(baseURL, '/api/user/index', {}, token)).code).toBe(401);

    // logged out: five tabs, register before mine
    await page.goto('/');
    await page.getByTestId('tabbar').waitFor();
    expect(await tabIds(page)).toEqual(['tab-home', 'tab-product', 'tab-shop', 'tab-register', 'tab-mine']);

    // and back in with the new account (by e-mail this time)
    await login(page, email, password);
    expect(pathOf(page)).toBe('/mine');
    await expectText(page.getByTestId('mine-username'), username);
    await expectText(page.getByTestId('mine-balance'), '0.00 USDT');
    expect((await localStore(page)).il).toBe('true');
    await expectCount(page.getByTestId('tab-register'), 0);
  });

  it('refuses a registration whose passwords differ, or without an e-mail', async () => {
    const { page } = journey;
    const registerCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/user/register') || request.url().includes('/api/ems/send'))
        registerCalls.push(request.url());
    });

    await page.goto('/register');
    await input(page, 'register-username').fill('e2e_mismatch');
    await input(page, 'register-password').fill('journey-pass-1');
    await input(page, 'register-confirm').fill('journey-pass-2');
    await expectText(fieldError(page, 'register-confirm'), 'The passwords entered twice do not match!');

    // submitting with no e-mail: the e-mail field says so, and nothing is sent
    await page.getByTestId('register-submit').tap();
    await expectText(fieldError(page, 'register-email'), 'Please enter email');
    await expectText(fieldError(page, 'register-confirm'), 'The passwords entered twice do not match!');
    // "Send code" with no e-mail asks for it too, without calling the server
    await page.getByTestId('register-send-code').tap();
    await expectText(fieldError(page, 'register-email'), 'Please enter email');

    // matching passwords clear the mismatch
    await input(page, 'register-confirm').fill('journey-pass-1');
    await expectCount(fieldError(page, 'register-confirm'), 0);
    await page.getByTestId('register-submit').tap();
    await expectText(fieldError(page, 'register-email'), 'Please enter email');

    expect(pathOf(page)).toBe('/register');
    expect(registerCalls).toEqual([]);
    expect((await localStore(page)).il).toBeUndefined();
  });
});
