import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminLogin, DESKTOP } from './admin-support.ts';
import { dictionary } from './dictionary.ts';
import { useJourney } from './journey.ts';
import { registerUser } from './merchant-support.ts';
import { eventually, expectText } from './page-helpers.ts';
import { callApi, FINANCE, SUPPORT } from './scene.ts';

const journey = useJourney();
const en = dictionary('apps/admin/src/i18n/parts/users/en.json', 'apps/admin/src/i18n/parts/records/en.json');

async function desktopPage(): Promise<Page> {
  return (await journey.newContext(DESKTOP)).newPage();
}

/** Runs one of the drawer's account actions with its reason, confirmed in the dialog. */
async function act(page: Page, action: string, reason: string) {
  await page.getByTestId(`user-action-${action}`).click();
  await page.getByTestId('user-action-reason').fill(reason);
  await page.getByTestId('user-action-ok').click();
}

describe('users in the back office (/admin/users)', () => {
  it('support finds a user by e-mail and freezes them: the session is refused; unfreezing lets them in again', async () => {
    const user = await registerUser(journey, 'frozen');
    const email = `${user.username}@example.com`;
    const me = () => callApi(journey.baseURL, '/api/user/index', {}, user.token);
    expect((await me()).code).toBe(1);

    const page = await desktopPage();
    await adminLogin(page, SUPPORT, '/users');
    await page.getByTestId('users-table').waitFor();
    await page.getByTestId('user-search').locator('input').fill(email.toUpperCase());
    await page.getByTestId('user-search').locator('input').press('Enter');
    const rows = page.getByTestId('users-table').locator('tbody tr[data-testid^="user-"]');
    await eventually(async () => (await rows.allTextContents()).map((text) => text.includes(email)), [true]);
    await rows.first().click();

    const drawer = page.getByTestId('user-drawer');
    await expectText(drawer.getByTestId('user-state'), en('users.active'));
    await drawer.getByRole('tab', { name: en('users.tabs.sessions') }).click();
    await eventually(
      async () => (await drawer.getByTestId('user-sessions').locator('tbody tr').count()) >= 1,
      true,
    );

    await act(page, 'freeze', 'Chargeback fraud reported by the bank');
    await expectText(drawer.getByTestId('user-state'), en('users.frozen'));
    await page.screenshot({ path: '/tmp/admin-users.png' });

    // the user's own session is refused at once, and logging in again too
    expect(await me()).toMatchObject({ code: 401 });
    const again = await callApi(journey.baseURL, '/api/user/login', {
      account: user.username,
      password: user.password,
    });
    expect(again.msg).toBe('This account has been disabled');

    await act(page, 'unfreeze', 'The bank withdrew the report');
    await expectText(drawer.getByTestId('user-state'), en('users.active'));
    const back = await callApi<{ userinfo: { token: string } }>(journey.baseURL, '/api/user/login', {
      account: user.username,
      password: user.password,
    });
    expect(back.code).toBe(1);
    expect((await callApi(journey.baseURL, '/api/user/index', {}, back.data.userinfo.token)).code).toBe(1);
  });

  it('finance sees the ledger and exports it as CSV, and the user list as its filter shows it', async () => {
    const page = await desktopPage();
    await adminLogin(page, FINANCE, '/ledger');
    await page.getByTestId('ledger-table').waitFor();
    const menu = () => page.getByTestId('side-menu').locator('.ant-menu-item').allTextContents();
    await expect.poll(menu).toContain(en('records.ledgerMenu'));
    const download = async (testId: string) => {
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
      return (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '').split(/\r?\n/);
    };
    const ledger = await download('ledger-table-export');
    expect(ledger[0]).toBe(
      'id,journal,account_type,account_id,kind,amount,balance_after,reference,memo,actor_id,created_at',
    );

    await page.goto('/admin/users?keyword=support');
    await page.getByTestId('users-table').waitFor();
    const users = await download('users-export');
    expect(users[0]).toBe('id,username,email,nickname,role,frozen,fund_password,created_at');
    expect(users.filter((line) => line.includes(',support,'))).toHaveLength(1);
  });
});
