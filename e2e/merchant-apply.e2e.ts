import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './journey.ts';
import {
  choosePhoto,
  drawSignature,
  inkOf,
  merchantIndexOf,
  photos,
  privateFileAnswers,
  registerUser,
  reviewApplication,
} from './merchant-support.ts';
import {
  documentLanguage,
  eventually,
  expectFieldError,
  expectText,
  input,
  login,
  touchDrag,
  waitForPath,
} from './page-helpers.ts';

const journey = useJourney();

const REASON = 'The photo holding the ID is blurred';
const steps = (page: Page) => page.getByTestId('merchant-steps');

describe('merchant application (/merchant)', () => {
  it('documents and a drawn signature → under review → rejected with the reason, corrected → approved → start selling', async () => {
    const { page } = journey;
    const user = await registerUser(journey, 'shop');
    const storeName = `Harbour ${Date.now().toString(36)}`;
    await login(page, user.username, user.password);

    // /mine's "Merchant settlement" opens the application at its first step
    await page.getByTestId('mine-merchant').tap();
    await waitForPath(page, '/merchant');
    await eventually(() => steps(page).getAttribute('data-step'), 'documents');
    const { party_a: partyA } = await merchantIndexOf(journey, user.token);
    await expectText(page.getByTestId('merchant-party-a'), partyA);
    await expectText(page.getByTestId('merchant-party-b'), 'The applicant');

    // sent empty: the server's words under each field, and nothing sent
    const applyCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/merchant/reg') applyCalls.push(request.method());
    });
    await page.getByTestId('merchant-submit').tap();
    await expectFieldError(page, 'merchant-store-name', 'Please enter store name');
    await expectFieldError(page, 'merchant-real-name', 'Please enter real name');
    await expectFieldError(page, 'merchant-id-number', 'Please enter the document or passport number');
    await expectFieldError(page, 'merchant-logo', 'Please upload the store logo');
    await expectFieldError(page, 'merchant-id-front', 'Please upload the front of the ID');
    await expectFieldError(page, 'merchant-signature-pad', "You haven't signed yet");
    await expectFieldError(page, 'merchant-agree', 'Please read and accept the agreement');
    await input(page, 'merchant-id-number').fill('no spaces!');
    await expectFieldError(
      page,
      'merchant-id-number',
      'The document number has 4 to 32 letters, digits or dashes',
    );

    // the form filled in: texts, the logo and three private photos, party B named as typed
    await input(page, 'merchant-store-name').fill(storeName);
    await input(page, 'merchant-id-number').fill('P1234567');
    await input(page, 'merchant-real-name').fill('Ada Lovlace');
    await expectText(page.getByTestId('merchant-party-b'), 'Ada Lovlace');
    for (const name of ['logo', 'id_front', 'id_back', 'id_hold'] as const) {
      await choosePhoto(page, `merchant-${name.replace('_', '-')}`, await photos[name]());
    }
    await expectFieldError(page, 'merchant-store-name', '');
    await expectFieldError(page, 'merchant-id-hold', '');
    await page.getByTestId('merchant-contract-terms').locator('summary').tap();
    await expect
      .poll(() => page.getByTestId('merchant-contract-terms').textContent())
      .toContain('within 24 hours');

    // the signature drawn with the mouse; Clear wipes it; drawn again
    const pad = page.getByTestId('merchant-signature-pad');
    await drawSignature(page, pad);
    await eventually(() => pad.getAttribute('data-signed'), 'true');
    expect(await inkOf(pad)).toBeGreaterThan(50);
    await expectFieldError(page, 'merchant-signature-pad', '');
    await page.getByTestId('merchant-signature-clear').tap();
    await eventually(() => pad.getAttribute('data-signed'), 'false');
    expect(await inkOf(pad)).toBe(0);
    await drawSignature(page, pad);
    await eventually(() => pad.getAttribute('data-signed'), 'true');
    await page.getByTestId('merchant-agree').tap();
    // nothing sticks out sideways at 375 px
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBe(375);
    await page.screenshot({ path: '/tmp/merchant-form-375.png', fullPage: true });
    expect(applyCalls).toEqual([]);
    await page.getByTestId('merchant-submit').tap();
    await expectText(page.locator('.adm-toast-main'), 'Application submitted');

    // step 2: under review, 2 to 48 hours, a refresh that asks the server again
    await eventually(() => steps(page).getAttribute('data-step'), 'review');
    await expectText(page.getByTestId('merchant-review-hours'), 'Reviews usually take 2 to 48 hours.');
    await expectText(page.getByTestId('merchant-checked-at'), /^Last checked at /);
    expect(applyCalls).toEqual(['POST']);
    const sent = (await merchantIndexOf(journey, user.token)).application!;
    expect(sent).toMatchObject({ status: 'reviewing', store_name: storeName, real_name: 'Ada Lovlace' });
    expect(sent.logo).toMatch(/^\/uploads\/[0-9a-f]+\.webp$/);
    // the documents and the signature are private: the owner reads them with the token, a visitor not
    for (const file of [sent.signature, sent.id_front, sent.id_back, sent.id_hold]) {
      expect(file.url).toBe(`/api/index/file/${file.id}`);
      expect(await privateFileAnswers(journey, file.url, user.token)).toMatchObject({
        owner: 200,
        visitor: 401,
      });
    }
    expect((await privateFileAnswers(journey, sent.signature.url, user.token)).type).toMatch(/^image\//);
    await page.locator('.adm-toast-main').waitFor({ state: 'detached' });
    await page.screenshot({ path: '/tmp/merchant-review-375.png', fullPage: true });

    // rejected by the admin: Refresh shows the reason above the form, as it was sent
    await reviewApplication(journey, sent.id, { reason: REASON });
    const indexCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/merchant/index') indexCalls.push(request.method());
    });
    // the answer held back a moment: the button spins and the line says it is checking
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/merchant/index', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('merchant-refresh').tap();
    await expectText(page.getByTestId('merchant-checked-at'), 'Checking…');
    expect(await page.getByTestId('merchant-refresh').isDisabled()).toBe(true);
    await page.getByTestId('merchant-refresh').locator('.adm-spin-loading').waitFor();
    release();
    await eventually(() => steps(page).getAttribute('data-step'), 'rejected');
    await page.unroute('**/api/merchant/index');
    expect(indexCalls).toEqual(['GET']);
    await expectText(page.getByTestId('merchant-reason'), `Reason: ${REASON}`);
    await eventually(() => input(page, 'merchant-store-name').inputValue(), storeName);
    expect(await input(page, 'merchant-id-number').inputValue()).toBe('P1234567');
    expect(await input(page, 'merchant-real-name').inputValue()).toBe('Ada Lovlace');
    for (const [testId, file] of [
      ['merchant-id-front', sent.id_front],
      ['merchant-id-back', sent.id_back],
      ['merchant-id-hold', sent.id_hold],
    ] as const) {
      const preview = page.getByTestId(`${testId}-preview`);
      await eventually(() => preview.getAttribute('data-upload-id'), String(file.id));
      // fetched with the token and shown from a blob: an <img> cannot send the header
      expect(await preview.getAttribute('src')).toMatch(/^blob:/);
      await eventually(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth > 0), true);
    }
    expect(await page.getByTestId('merchant-logo-preview').getAttribute('src')).toBe(sent.logo);
    // a corrected application is a new contract: signed again, accepted again
    await eventually(() => pad.getAttribute('data-signed'), 'false');
    await page.getByTestId('merchant-sign-again').waitFor();
    await page.screenshot({ path: '/tmp/merchant-rejected-375.png', fullPage: true });
    await page.getByTestId('merchant-submit').tap();
    await expectFieldError(page, 'merchant-signature-pad', "You haven't signed yet");
    expect(applyCalls).toEqual(['POST']);

    // corrected, signed, sent again: the same photos, a new signature, under review again
    await input(page, 'merchant-real-name').fill('Ada Lovelace');
    await choosePhoto(page, 'merchant-id-hold', await photos.id_front());
    await drawSignature(page, pad);
    await eventually(() => pad.getAttribute('data-signed'), 'true');
    await page.getByTestId('merchant-agree').tap();
    await page.getByTestId('merchant-submit').tap();
    await eventually(() => steps(page).getAttribute('data-step'), 'review');
    const resent = (await merchantIndexOf(journey, user.token)).application!;
    expect(resent).toMatchObject({ id: sent.id, status: 'reviewing', real_name: 'Ada Lovelace', reason: '' });
    expect(resent.id_front.id).toBe(sent.id_front.id);
    expect(resent.id_hold.id).not.toBe(sent.id_hold.id);
    expect(resent.signature.id).not.toBe(sent.signature.id);

    // approved: Refresh shows step 3, whose button leaves for the seller app
    await reviewApplication(journey, sent.id, {});
    await page.getByTestId('merchant-refresh').tap();
    await eventually(() => steps(page).getAttribute('data-step'), 'approved');
    const start = page.getByTestId('merchant-start-selling');
    await expectText(start, 'Start selling');
    expect(await start.getAttribute('href')).toBe('/seller/');
    await page.screenshot({ path: '/tmp/merchant-approved-375.png', fullPage: true });
    await page.route('**/seller/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Store center</title>' }),
    );
    await start.tap();
    await page.waitForURL((url) => url.pathname === '/seller/');

    // a merchant's "Merchant settlement" on /mine goes straight to the store center
    const me = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user/index');
    await page.goto('/mine');
    expect(((await (await me).json()) as { data: { role: string } }).data.role).toBe('merchant');
    await page.getByTestId('mine-merchant').tap();
    await page.waitForURL((url) => url.pathname === '/seller/');
  }, 120_000);

  it('sends a visitor to log in and back', async () => {
    const { page } = journey;
    await page.goto('/merchant');
    await waitForPath(page, `/login?redirect=${encodeURIComponent('/merchant')}`);
  });

  it('in Arabic: right to left, translated messages, a signature drawn with a finger', async () => {
    const { page } = journey;
    const user = await registerUser(journey, 'tajir');
    await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
    await login(page, user.username, user.password);
    await page.goto('/merchant');
    await eventually(() => steps(page).getAttribute('data-step'), 'documents');
    await eventually(() => documentLanguage(page), { lang: 'ar', dir: 'rtl' });
    await steps(page).screenshot({ path: '/tmp/merchant-steps-ar.png' });
    await page.getByTestId('merchant-submit').tap();
    await expectFieldError(page, 'merchant-store-name', 'يرجى إدخال اسم المتجر');
    await expectFieldError(page, 'merchant-signature-pad', 'لم توقّع بعد');
    const pad = page.getByTestId('merchant-signature-pad');
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    const y = box.y + box.height / 2;
    await touchDrag(page, { x: box.x + box.width * 0.8, y }, { x: box.x + box.width * 0.2, y: y + 20 }, 12);
    await eventually(() => pad.getAttribute('data-signed'), 'true');
    expect(await inkOf(pad)).toBeGreaterThan(20);
    await expectFieldError(page, 'merchant-signature-pad', '');
    await page.screenshot({ path: '/tmp/merchant-form-ar-375.png', fullPage: true });
  });

  it('on a desktop screen the form keeps to the app column', async () => {
    const user = await registerUser(journey, 'desk');
    const context = await journey.newContext({
      viewport: { width: 1280, height: 900 },
      isMobile: false,
      // a touchscreen laptop: the login helper taps
      hasTouch: true,
    });
    const page = await context.newPage();
    await login(page, user.username, user.password);
    await page.goto('/merchant');
    await eventually(() => steps(page).getAttribute('data-step'), 'documents');
    const pad = page.getByTestId('merchant-signature-pad');
    await drawSignature(page, pad);
    await eventually(() => pad.getAttribute('data-signed'), 'true');
    const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
    expect(width).toBe(1280);
    await page.screenshot({ path: '/tmp/merchant-form-1280.png', fullPage: true });
  });
});
