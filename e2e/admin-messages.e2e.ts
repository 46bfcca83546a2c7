import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminLogin, antdFieldErrorText, DESKTOP, openLanguageTab } from './admin-support.ts';
import { dictionary } from './dictionary.ts';
import { useJourney } from './journey.ts';
import { eventually, expectText, login, waitForPath } from './page-helpers.ts';
import { BUYER, SUPPORT, sceneOf } from './scene.ts';

const journey = useJourney();
const { data, tokenOf } = sceneOf(journey);
const en = dictionary(
  'apps/admin/src/i18n/parts/messages/en.json',
  'apps/admin/src/i18n/parts/localized/en.json',
);

async function desktopPage(): Promise<Page> {
  return (await journey.newContext(DESKTOP)).newPage();
}

/** Fills a language's title and text in the compose form (its tab opened first). */
async function writeIn(page: Page, lang: string, title: string, body: string) {
  await openLanguageTab(page, 'message-text', lang);
  await page.getByTestId(`message-text-title-${lang}`).fill(title);
  await page.getByTestId(`message-text-body-${lang}`).fill(body);
}

const sentTitles = (page: Page) => page.getByTestId('sent-title').allTextContents();

describe('site messages from the back office (/admin/messages)', () => {
  it('support sends a notice to the buyer and a broadcast; the buyer sees both, unread on /mine', async () => {
    const buyerToken = await tokenOf(BUYER);
    const { id: buyerId } = await data<{ id: number }>('/api/user/index', {}, buyerToken);
    const unreadBefore = (await data<{ count: number }>('/api/message/unread', {}, buyerToken)).count;
    const stamp = Date.now().toString(36);

    const page = await desktopPage();
    await adminLogin(page, SUPPORT, '/messages');
    await page.getByTestId('message-form').waitFor();

    // to one user: without English nothing is sent; an unknown user is the server's refusal
    await page.getByTestId('message-to-user').click();
    await page.getByTestId('message-user-id').fill('99999999');
    await writeIn(page, 'de', `Hallo ${stamp}`, 'Nur Deutsch');
    await page.getByTestId('message-send').click();
    await eventually(
      () => antdFieldErrorText(page, 'message-text-title-en'),
      en('localized.englishRequired'),
    );
    await writeIn(page, 'en', `Hello ${stamp}`, 'Your order ships today.\nThank you.');
    await page.getByTestId('message-send').click();
    await expectText(page.getByTestId('message-form').locator('.ant-alert'), 'This user does not exist');
    expect(await sentTitles(page)).not.toContain(`Hello ${stamp}`);

    await page.getByTestId('message-user-id').fill(String(buyerId));
    await page.getByTestId('message-send').click();
    await page.locator('.ant-message-notice', { hasText: en('messages.sent') }).waitFor();
    await eventually(async () => (await sentTitles(page)).includes(`Hello ${stamp}`), true);
    // the form is empty again, ready for the next message
    expect(await page.getByTestId('message-text-title-en').inputValue()).toBe('');

    // to everyone: asked again before it goes
    await page.getByTestId('message-to-everyone').click();
    await writeIn(page, 'en', `Maintenance ${stamp}`, 'The site rests tonight from 02:00 to 03:00.');
    await page.getByTestId('message-send').click();
    await page.getByTestId('message-confirm').click();
    await eventually(async () => (await sentTitles(page))[0], `Maintenance ${stamp}`);
    await page.getByTestId('status-filter').getByText(en('messages.everyone')).click();
    await eventually(async () => (await sentTitles(page)).includes(`Hello ${stamp}`), false);
    await page.screenshot({ path: '/tmp/admin-messages.png' });

    // the buyer, on the phone app: two more unread on /mine, both in /message
    const buyer = journey.page;
    await login(buyer, BUYER.account, BUYER.password);
    await expectText(buyer.getByTestId('mine-unread'), String(unreadBefore + 2));
    await buyer.getByTestId('mine-messages').tap();
    await waitForPath(buyer, '/message');
    const titles = () => buyer.getByTestId('message-row').locator('.message-row-title').allTextContents();
    await eventually(
      async () => (await titles()).slice(0, 2).map((title) => title.replace(/^.*: /, '')),
      [`Maintenance ${stamp}`, `Hello ${stamp}`],
    );
    await buyer.getByTestId('message-row').nth(1).tap();
    await expectText(buyer.getByTestId('message-detail').locator('h1'), `Hello ${stamp}`);
    await expectText(buyer.getByTestId('message-body'), /Your order ships today\.\s+Thank you\./);

    // the support screen counts the read
    await page.getByTestId('status-filter').getByText(en('messages.oneUser')).click();
    await page.reload();
    const row = page.locator('tr', { hasText: `Hello ${stamp}` });
    await eventually(async () => (await row.locator('td').last().textContent())?.trim(), '1');
  });
});
