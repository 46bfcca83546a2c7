import { describe, expect, it } from 'vitest';
import { useJourney } from './journey.ts';
import { documentLanguage, eventually, expectText } from './page-helpers.ts';

const journey = useJourney();

describe('the buyer’s guide and the FAQ', () => {
  it('walks a new buyer through five steps, each leading to its screen, and on to the FAQ', async () => {
    const { page } = journey;
    await page.goto('/know');
    const steps = page.getByTestId('know-steps');
    // allTextContents does not wait: the guide (and its texts' part) first
    await expectText(steps.locator('h2').first(), 'Find and order');
    expect(await steps.locator('h2').allTextContents()).toEqual([
      'Find and order',
      'Pay from your balance',
      'Recharge in crypto',
      'Withdraw',
      'Receive and review',
    ]);
    await page.screenshot({ path: '/tmp/know-en.png' });
    await page.getByTestId('know-buy').getByRole('link').tap();
    await page.waitForURL((url) => url.pathname === '/product');
    await page.goBack();
    await page.getByTestId('know-faqs').tap();
    await page.waitForURL((url) => url.pathname === '/faqs');
    await page.getByTestId('faq-sections').waitFor();
    // the help center is also a row of /mine
    await page.goto('/mine');
    await page.getByTestId('mine-help').tap();
    await page.waitForURL((url) => url.pathname === '/faqs');
  });

  it('lists the sections, opens an answer, and searches', async () => {
    const { page } = journey;
    await page.goto('/faqs');
    const sections = page.getByTestId('faq-sections');
    await expectText(sections.locator('h2').first(), 'Buying and orders');
    expect(await sections.locator('h2').allTextContents()).toEqual([
      'Buying and orders',
      'Payments and wallet',
      'Shipping and returns',
    ]);
    const question = sections.getByText('Can I cancel an order?');
    await question.tap();
    await expectText(sections.locator('details[open] .article-content'), /until it ships/);
    await page.screenshot({ path: '/tmp/faq-en.png' });

    await page.getByTestId('faq-search').locator('input').fill('withdrawal');
    await expectText(sections.locator('summary').first(), 'How long does a withdrawal take?');
    // searching opens the matching answers at once
    await expectText(sections.locator('details[open] .article-content').first(), /held from your balance/);

    await page.getByTestId('faq-search').locator('input').fill('zebra crossing');
    await expectText(page.getByTestId('faq-none'), /^No question matches “zebra crossing”Try another word/);
  });

  it('reads right to left in Arabic', async () => {
    const page = await (await journey.newContext({ locale: 'ar' })).newPage();
    await page.goto('/faqs');
    const sections = page.getByTestId('faq-sections');
    await expectText(sections.locator('h2').first(), 'الشراء والطلبات');
    // read once the page shows Arabic: the language is applied as the app starts
    await eventually(() => documentLanguage(page), { lang: 'ar', dir: 'rtl' });
    const summary = sections.locator('summary').first();
    // the question starts at the right edge of its card
    const [box, card] = await Promise.all([
      summary.boundingBox(),
      sections.locator('section').first().boundingBox(),
    ]);
    expect(card!.x + card!.width - (box!.x + box!.width)).toBeLessThan(24);
    await page.screenshot({ path: '/tmp/faq-ar.png' });
  });
});
