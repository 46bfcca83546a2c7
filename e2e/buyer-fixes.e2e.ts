/** What a new buyer stumbled on (issue 17, part 6), each seen in Chromium at 375 px. */
import { describe, expect, it } from 'vitest';
import { useJourney } from './journey.ts';
import { expectCount, input, pathOf, waitForPath } from './page-helpers.ts';
import { BUYER } from './scene.ts';

const journey = useJourney();

describe('pages that need a session', () => {
  // what each page shows a buyer: Log out on /setting, the new fund password on /fundPassword
  it.each([
    ['/setting', '[data-testid="setting-exit"]'],
    ['/fundPassword', 'input[type="password"]'],
  ])('%s sends a visitor to log in, and back after it', async (path, shown) => {
    const { page } = journey;
    await page.goto(path);
    await waitForPath(page, `/login?redirect=${encodeURIComponent(path)}`);
    await expectCount(page.getByTestId('setting-exit'), 0);

    await input(page, 'login-account').fill(BUYER.account);
    await input(page, 'login-password').fill(BUYER.password);
    await page.getByTestId('login-submit').tap();
    await waitForPath(page, path);
    await page.locator(shown).first().waitFor();
    expect(pathOf(page)).toBe(path);
  });
});
