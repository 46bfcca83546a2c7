import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminLogin, antdFieldErrorText, DESKTOP, openLanguageTab } from './admin-support.ts';
import { dictionary } from './dictionary.ts';
import { useJourney } from './journey.ts';
import { eventually, expectText } from './page-helpers.ts';
import { SUPPORT } from './scene.ts';

const journey = useJourney();
const en = dictionary(
  'apps/admin/src/i18n/parts/faqs/en.json',
  'apps/admin/src/i18n/parts/localized/en.json',
);

interface PublicFaq {
  categories: { id: number; name: string; faqs: { id: number; question: string; answer: string }[] }[];
}
const publicFaq = async (lang = 'en'): Promise<PublicFaq> => {
  const response = await fetch(`${journey.baseURL}/api/faq/index`, { headers: { 'accept-language': lang } });
  return ((await response.json()) as { data: PublicFaq }).data;
};

const sectionCard = (page: Page, name: string) =>
  page.locator('[data-testid^="faq-section-"]', {
    has: page.getByTestId('faq-section-name').getByText(name),
  });

describe('the FAQ editor (/admin/faqs)', () => {
  it('support adds a section in two languages and a question with a rich answer; the buyers read them', async () => {
    const stamp = Date.now().toString(36);
    const page = await (await journey.newContext(DESKTOP)).newPage();
    await adminLogin(page, SUPPORT, '/faqs');
    await page.getByTestId('faq-sections').waitFor();

    await page.getByTestId('section-new').click();
    await openLanguageTab(page, 'section-names', 'de');
    await page.getByTestId('section-names-names-de').fill(`Versand ${stamp}`);
    await page.getByTestId('section-save').click();
    await eventually(
      () => antdFieldErrorText(page, 'section-names-names-en'),
      en('localized.englishRequired'),
    );
    await openLanguageTab(page, 'section-names', 'en');
    await page.getByTestId('section-names-names-en').fill(`Shipping ${stamp}`);
    await page.getByTestId('section-sort').fill('900');
    await page.getByTestId('section-save').click();
    const card = sectionCard(page, `Shipping ${stamp}`);
    await card.waitFor();

    await card.getByTestId('question-new').click();
    await page.getByTestId('question-text-questions-en').fill(`How fast do you ship? ${stamp}`);
    const editor = page.getByTestId('question-text-answers-en');
    await editor.click();
    await page.getByRole('toolbar').first().getByRole('button').first().click();
    await page.keyboard.type('Within two days');
    await page.getByTestId('question-save').click();
    await expectText(card.getByTestId('faq-question'), `How fast do you ship? ${stamp}`);
    await page.screenshot({ path: '/tmp/admin-faqs.png' });

    const section = (await publicFaq()).categories.find((one) => one.name === `Shipping ${stamp}`);
    expect(section?.faqs).toEqual([
      {
        id: expect.any(Number),
        question: `How fast do you ship? ${stamp}`,
        answer: '<p><strong>Within two days</strong></p>',
      },
    ]);
    expect((await publicFaq('de')).categories.map((one) => one.name)).toContain(`Versand ${stamp}`);

    // a section with questions is not deleted: the server's refusal shows
    await card.getByTestId('section-delete').click();
    await page.locator('.ant-popconfirm').getByRole('button').last().click();
    await page
      .locator('.ant-message-notice', { hasText: 'Move or delete the questions of this section first' })
      .waitFor();
    await card.getByTestId('question-delete').click();
    await page.locator('.ant-popconfirm').last().getByRole('button').last().click();
    await expectText(card.locator('.ant-empty-description, .ant-table-placeholder'), en('faqs.noQuestions'));
    await card.getByTestId('section-delete').click();
    await page.locator('.ant-popconfirm').last().getByRole('button').last().click();
    await eventually(() => sectionCard(page, `Shipping ${stamp}`).count(), 0);
    expect((await publicFaq()).categories.some((one) => one.name === `Shipping ${stamp}`)).toBe(false);
  });
});
