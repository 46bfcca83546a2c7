import { describe, expect, it } from 'vitest';
import { useJourney } from './journey.ts';
import { expectCount, expectText, input, waitForPath } from './page-helpers.ts';

const journey = useJourney();

// Both screens load part of themselves only when needed (page weight): these journeys make sure
// that part still arrives.
describe('when something fails', () => {
  it('a refusal from the server shows its message in a toast', async () => {
    const { page } = journey;
    await page.goto('/login');
    await input(page, 'login-account').fill('buyer');
    await input(page, 'login-password').fill('not-the-password-1');
    await page.getByTestId('login-submit').tap();
    await expectText(page.locator('.adm-toast-main'), 'Wrong account or password');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('a page whose code does not load offers a retry, with the picture', async () => {
    const { page } = journey;
    await page.route('**/assets/login-page-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto('/login');
    const error = page.getByTestId('chunk-error');
    await expectText(error.locator('.adm-error-block-description-title'), 'This page did not load');
    await expectCount(error.locator('.adm-error-block-image svg'), 1);

    // back online: the retry reloads and the page comes
    await page.unroute('**/assets/login-page-*.js');
    await error.getByRole('button', { name: 'Retry' }).tap();
    await waitForPath(page, '/login');
    await page.getByTestId('login-submit').waitFor();
    await expectCount(page.getByTestId('chunk-error'), 0);
  });
});
