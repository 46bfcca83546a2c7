import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './journey.ts';
import { documentLanguage, eventually, expectText, pathOf } from './page-helpers.ts';

const journey = useJourney();

interface Texts {
  group: string;
  page: string;
  text: RegExp;
}

/** From the home footer: a policy group's page, then one of its articles, and back to the group. */
async function readPolicy(page: Page, texts: Texts, shot: string): Promise<void> {
  await page.goto('/');
  const footer = page.getByTestId('footer');
  await footer.getByRole('link', { name: texts.group, exact: true }).tap();
  await page.waitForURL(/\/page\/\d+$/);
  const groupPath = pathOf(page);
  const pages = page.getByTestId('article-pages');
  await expectText(pages.locator('h1'), texts.group);
  await page.screenshot({ path: `/tmp/${shot}-page.png` });

  await pages.getByRole('link', { name: texts.page }).tap();
  await page.waitForURL(/\/article-detail\/\d+$/);
  const article = page.getByTestId('article-detail');
  await expectText(article.locator('h1'), texts.page);
  await expectText(page.getByTestId('article-content'), texts.text);
  // the sanitized text keeps its formatting tags and nothing that runs
  expect(await page.getByTestId('article-content').locator('script, [onclick]').count()).toBe(0);
  await page.screenshot({ path: `/tmp/${shot}-detail.png` });

  await article.getByRole('link', { name: texts.group }).tap();
  await page.waitForURL((url) => url.pathname === groupPath);
}

describe('articles and policy pages', () => {
  it('opens a policy page from the footer, then an article, in English', async () => {
    const { page } = journey;
    await readPolicy(
      page,
      { group: 'Policies', page: 'Return policy', text: /returned within 7 days/ },
      'articles-en',
    );
    // a page that does not exist says so, with the way home
    await page.goto('/page/999999');
    await expectText(page.getByTestId('article-missing'), /This page does not exist/);
    await page.goto('/article-detail/abc');
    await page.getByTestId('article-missing').waitFor();
  });

  it('reads the same pages right to left in Arabic', async () => {
    const page = await (await journey.newContext({ locale: 'ar' })).newPage();
    await page.goto('/');
    await eventually(() => documentLanguage(page), { lang: 'ar', dir: 'rtl' });
    await readPolicy(page, { group: 'السياسات', page: 'سياسة الإرجاع', text: /خلال 7 أيام/ }, 'articles-ar');
    // right to left: the link's title starts at the right edge, its arrow at the left
    await page.goto(pathOf(page));
    const link = page.getByTestId('article-pages').getByRole('link').first();
    const [title, arrow] = await Promise.all(
      [link.locator('span').first(), link.locator('.article-link-arrow')].map((part) => part.boundingBox()),
    );
    expect(arrow!.x).toBeLessThan(title!.x);
  });

  it('reads them in Japanese', async () => {
    const page = await (await journey.newContext({ locale: 'ja' })).newPage();
    await page.goto('/');
    await eventually(() => documentLanguage(page), { lang: 'ja', dir: 'ltr' });
    await readPolicy(
      page,
      { group: '規約・ポリシー', page: '返品ポリシー', text: /受け取りから7日以内/ },
      'articles-ja',
    );
  });
});
