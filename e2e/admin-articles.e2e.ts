import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminLogin, antdFieldErrorText, DESKTOP, openLanguageTab } from './admin-support.ts';
import { dictionary } from './dictionary.ts';
import { useJourney } from './journey.ts';
import { eventually } from './page-helpers.ts';
import { SUPPORT, sceneOf } from './scene.ts';

const journey = useJourney();
const { data } = sceneOf(journey);
const en = dictionary('apps/admin/src/i18n/parts/localized/en.json');

const rowTitled = (page: Page, title: string) =>
  page.locator('[data-testid^="article-"]', {
    has: page.getByTestId('article-title').getByText(title, { exact: true }),
  });

/** Types into a language's rich-text editor, the first line in bold. */
async function writeContent(page: Page, lang: string, bold: string, rest: string) {
  const editor = page.getByTestId(`article-text-contents-${lang}`);
  await editor.click();
  await page.getByRole('toolbar').first().getByRole('button').first().click();
  await page.keyboard.type(bold);
  await page.getByRole('toolbar').first().getByRole('button').first().click();
  await page.keyboard.type(rest);
}

describe('articles from the back office (/admin/articles)', () => {
  it('support writes a category and an article in two languages; the buyer app reads them, sanitized', async () => {
    const stamp = Date.now().toString(36);
    const page = await (await journey.newContext(DESKTOP)).newPage();
    await adminLogin(page, SUPPORT, '/articles');
    await page.getByTestId('articles-table').waitFor();

    await page.getByTestId('category-new').click();
    await page.getByTestId('article-save').click();
    await eventually(
      () => antdFieldErrorText(page, 'article-text-titles-en'),
      en('localized.englishRequired'),
    );
    await page.getByTestId('article-text-titles-en').fill(`Guides ${stamp}`);
    await writeContent(page, 'en', 'Read', ' these first.');
    await page.getByTestId('article-save').click();
    const category = rowTitled(page, `Guides ${stamp}`);
    await category.waitFor();

    await category.getByTestId('article-new').click();
    await page.getByTestId('article-text-titles-en').fill(`Paying ${stamp}`);
    await writeContent(page, 'en', 'Pay', ' with your balance.');
    await openLanguageTab(page, 'article-text', 'fr');
    await page.getByTestId('article-text-titles-fr').fill(`Payer ${stamp}`);
    await writeContent(page, 'fr', 'Payez', ' avec votre solde.');
    await page.getByTestId('article-save').click();
    const article = rowTitled(page, `Paying ${stamp}`);
    await article.waitFor();
    await page.screenshot({ path: '/tmp/admin-articles.png' });

    const id = Number((await article.getAttribute('data-testid'))!.replace('article-', ''));
    const read = async (lang: string) => {
      const response = await fetch(`${journey.baseURL}/api/Article/detail?article_id=${id}`, {
        headers: { 'accept-language': lang },
      });
      return (
        (await response.json()) as { data: { title: string; content: string; category: { title: string } } }
      ).data;
    };
    expect(await read('en')).toMatchObject({
      title: `Paying ${stamp}`,
      content: '<p><strong>Pay</strong> with your balance.</p>',
      category: { title: `Guides ${stamp}` },
    });
    expect(await read('fr')).toMatchObject({
      title: `Payer ${stamp}`,
      content: '<p><strong>Payez</strong> avec votre solde.</p>',
    });
    const site = await data<{ footer_news: { id: number; title: string }[] }>('/api/index/index');
    expect(site.footer_news.map((one) => one.title)).toEqual(
      expect.arrayContaining([`Guides ${stamp}`, `Paying ${stamp}`]),
    );

    // edited: out of the footer
    await article.getByTestId('article-edit').click();
    expect(await page.getByTestId('article-text-titles-en').inputValue()).toBe(`Paying ${stamp}`);
    await page.getByTestId('article-in-footer').click();
    await page.getByTestId('article-save').click();
    await eventually(async () => (await article.locator('td').nth(2).textContent())?.trim(), '—');
    const after = await data<{ footer_news: { id: number }[] }>('/api/index/index');
    expect(after.footer_news.some((one) => one.id === id)).toBe(false);
  });
});
