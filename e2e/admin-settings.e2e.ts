import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminLogin, antdFieldErrorText, DESKTOP } from './admin-support.ts';
import { dictionary } from './dictionary.ts';
import { MOBILE, useJourney } from './journey.ts';
import { documentLanguage, eventually, expectText } from './page-helpers.ts';
import { ADMIN, sceneOf } from './scene.ts';

const journey = useJourney();
const ar = dictionary('apps/admin/src/i18n/parts/settings/ar.json', 'apps/admin/src/i18n/locales/ar.json');
const audit = dictionary('apps/admin/src/i18n/parts/audit/ar.json');
const server = dictionary('apps/server/src/i18n/locales/ar.json');

const NEW_NAME = 'سوق الجملة الكبير';

/** Before any script of a page: the language both apps read (about:blank has no storage). */
const inArabic = () => {
  if (location.protocol.startsWith('http')) localStorage.setItem('lang', 'ar');
};
const heading = (page: Page) => page.locator('h3.ant-typography');

describe('the settings screen (/admin/settings), in Arabic', () => {
  it('a super admin renames the site, a refusal under the field first; the buyer app shows the new name', async () => {
    // both apps read the language from the same key: the whole journey is in Arabic
    const context = await journey.newContext(DESKTOP);
    await context.addInitScript(inArabic);
    const page = await context.newPage();
    await adminLogin(page, ADMIN, '/settings');
    await eventually(() => documentLanguage(page), { lang: 'ar', dir: 'rtl' });
    await expectText(heading(page), ar('settings.title'));
    const name = page.getByTestId('settings-web-name');
    await name.waitFor();
    expect(await name.inputValue()).toBe('Wholesale Marketplace');
    await expect.poll(() => page.locator('.ant-form-rtl').count()).toBeGreaterThan(0);

    // the server's rule, in Arabic, under the field it names; nothing is saved
    await name.fill('   ');
    await page.getByTestId('settings-site-save').click();
    await eventually(
      () => antdFieldErrorText(page, 'settings-web-name'),
      server('validation.enter_web_name'),
    );
    const home = () => sceneOf(journey).data<{ web_name: string }>('/api/index/index');
    expect((await home()).web_name).toBe('Wholesale Marketplace');

    await name.fill(NEW_NAME);
    // the refusal leaves its field once the field changes (its text may still be fading out)
    const withError = page.locator('.ant-form-item-has-error', { has: name });
    await eventually(() => withError.count(), 0, 'the field without its error');
    await page.getByTestId('settings-site-save').click();
    await page.locator('.ant-message-notice', { hasText: ar('settings.saved') }).waitFor();
    expect((await home()).web_name).toBe(NEW_NAME);
    await page.screenshot({ path: '/tmp/admin-settings-ar.png', fullPage: true });

    // the buyer app (its own context, a phone) shows the name as its title, in Arabic
    const buyer = await (await journey.newContext(MOBILE)).newPage();
    await buyer.addInitScript(inArabic);
    await buyer.goto('/');
    await eventually(() => buyer.title(), NEW_NAME, 'the document title');
    await eventually(() => documentLanguage(buyer), { lang: 'ar', dir: 'rtl' });

    // the change is in the audit log with its values before and after
    await page.goto('/admin/audit');
    await expectText(heading(page), audit('audit.title'));
    const row = page.getByTestId('audit-table').locator('tr', { hasText: 'site.settings' }).first();
    await row.click();
    await expectText(page.getByTestId('audit-before'), /Wholesale Marketplace/);
    await expectText(page.getByTestId('audit-after'), new RegExp(NEW_NAME));
    await page.screenshot({ path: '/tmp/admin-audit-ar.png' });
  });
});
