import { describe, expect, it } from 'vitest';
import { adminLogin, antdFieldErrorText, DESKTOP } from './admin-support.ts';
import { dictionary } from './dictionary.ts';
import { MOBILE, useJourney } from './journey.ts';
import { eventually, expectCount, plainPng } from './page-helpers.ts';
import { sceneOf } from './scene.ts';

const journey = useJourney();
const server = dictionary('apps/server/src/i18n/locales/en.json');
const admin = dictionary('apps/admin/src/i18n/parts/settings/en.json');

interface Logo {
  name: string;
  link: string;
  image: string;
}
type Home = { exchange_logos: Logo[]; partner_logos: Logo[] };

describe('the settings screen: the footer’s logos and the order clock', () => {
  it('a super admin fixes a refused link, uploads a partner’s picture and sets the clock; the buyer’s footer shows it', async () => {
    const page = await (await journey.newContext(DESKTOP)).newPage();
    await adminLogin(page, undefined, '/settings');
    const exchanges = page.getByTestId('settings-exchange_logos');
    await exchanges.waitFor();
    const link = exchanges.getByLabel('Link').nth(2);
    expect(await link.inputValue()).toBe('https://www.okx.com');

    // the server's rule, under the very logo's link it names
    await link.fill('http://www.okx.com');
    await page.getByTestId('settings-site-save').click();
    // the one item in error is the third logo's link (the others stay clear)
    const inError = page.locator('.ant-form-item-has-error');
    await eventually(
      () => inError.locator('.ant-form-item-explain-error').allTextContents(),
      [server('validation.logo_link_format')],
    );
    expect(await inError.getByLabel('Link').inputValue()).toBe('http://www.okx.com');
    await link.fill('https://www.okx.com/join');

    // a picture for the first partner, uploaded from the screen
    const picture = await plainPng(80, 80, { r: 200, g: 30, b: 30 });
    await page
      .getByTestId('settings-partner_logos')
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'dhl.png', mimeType: 'image/png', buffer: picture });
    const image = page.getByTestId('partner_logos-0-image');
    await eventually(async () => /^\/uploads\/[a-f0-9]{64}\.webp$/.test(await image.inputValue()), true);

    await page.getByTestId('settings-pay-minutes').fill('45');
    expect(await antdFieldErrorText(page, 'settings-pay-minutes')).toBe('');
    await page.getByTestId('settings-site-save').click();
    await page.locator('.ant-message-notice', { hasText: admin('settings.saved') }).waitFor();

    const home = await sceneOf(journey).data<Home>('/api/index/index');
    expect(home.exchange_logos[2]!.link).toBe('https://www.okx.com/join');
    const uploaded = home.partner_logos[0]!.image;
    expect(uploaded).toBe(await image.inputValue());
    // the clock as saved, after a reload
    await page.reload();
    await page.getByTestId('settings-pay-minutes').waitFor();
    expect(await page.getByTestId('settings-pay-minutes').inputValue()).toBe('45');

    // the buyer's footer: the new link, and the uploaded picture in place of the drawn initials
    const buyer = await (await journey.newContext(MOBILE)).newPage();
    await buyer.goto('/');
    const okx = buyer.getByTestId('footer-exchanges').getByRole('link', { name: 'OKX', exact: true });
    await eventually(() => okx.getAttribute('href'), 'https://www.okx.com/join');
    const partnerImage = buyer.getByTestId('footer-partners').locator('img');
    await expectCount(partnerImage, 1);
    expect(await partnerImage.getAttribute('src')).toBe(uploaded);
    await buyer.screenshot({ path: '/tmp/footer-logos.png', fullPage: true });
  });
});
