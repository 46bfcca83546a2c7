import type { CategoryListing, HomeResponse, ProductDetail } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { adminLogin, DESKTOP, openLanguageTab } from './admin-support.ts';
import { dictionary } from './dictionary.ts';
import { MOBILE, useJourney } from './journey.ts';
import { eventually, expectText } from './page-helpers.ts';
import { ADMIN, REVIEWER, sceneOf } from './scene.ts';

// The back office's catalogue (decision 046): a reviewer's take-down leaves the buyer's search and
// product page; a super admin's German name for a category shows in the buyer app in German.

const journey = useJourney();
const { data } = sceneOf(journey);
const en = dictionary('apps/admin/src/i18n/parts/catalogue/en.json');

const envelopeOf = async (path: string, body: object) => {
  const response = await fetch(`${journey.baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number };
};

describe('the back office catalogue', () => {
  it('the reviewer takes a product down: the buyer no longer finds it', async () => {
    const home = await data<HomeResponse>('/api/index/index', {});
    const card = home.daily_updates[0]!;
    const detail = await data<ProductDetail>('/api/index/pro_info', { id: card.id });
    const buyer = journey.page;
    const search = `/search?${new URLSearchParams({ q: detail.title })}`;
    await buyer.goto(search);
    const found = buyer.getByTestId('search-products').locator(`[data-product-id="${card.id}"]`);
    await found.waitFor();

    const page = await (await journey.newContext(DESKTOP)).newPage();
    await adminLogin(page, REVIEWER, '/products');
    await page.getByTestId('products-table').waitFor();
    await page.getByTestId('product-search').locator('input').fill(detail.title);
    await page.getByTestId('product-search').locator('input').press('Enter');
    const row = page.getByTestId(`product-${card.id}`);
    await row.waitFor();
    await row.getByTestId('product-take-down').click();
    await page.getByTestId('take-down-confirm').click();
    await page.getByText(en('catalogue.reasonRequired')).waitFor();
    await page.getByTestId('take-down-reason').fill('Counterfeit brand logo');
    await page.getByTestId('take-down-confirm').click();
    await expectText(row.getByTestId('product-status-tag'), en('catalogue.statuses.taken_down'));
    await page.screenshot({ path: '/tmp/admin-catalogue-products.png' });

    const answered = buyer.waitForResponse((response) => response.url().includes('/api/index/search_pro'));
    await buyer.goto(search);
    const results = (await (await answered).json()) as { data: { list: { id: number }[] } };
    expect(results.data.list.map((item) => item.id)).not.toContain(card.id);
    await eventually(() => found.count(), 0);
    expect((await envelopeOf('/api/index/pro_info', { id: card.id })).code).toBe(404);

    // restored, it is found again
    await row.getByTestId('product-restore').click();
    await page.locator('.ant-popconfirm').getByRole('button').last().click();
    await expectText(row.getByTestId('product-status-tag'), en('catalogue.statuses.on_sale'));
    expect((await envelopeOf('/api/index/pro_info', { id: card.id })).code).toBe(1);
  }, 120_000);

  it("the super admin renames a category's German name: the buyer app in German shows it", async () => {
    const tree = await data<CategoryListing>('/api/index/category', { pid: 0 });
    const top = tree.children.find((node) => node.children.length > 0)!;
    const german = `Neue Ware ${Date.now().toString(36)}`;

    const page = await (await journey.newContext(DESKTOP)).newPage();
    await adminLogin(page, ADMIN, '/categories');
    const row = page.getByTestId(`category-${top.id}`);
    await row.waitFor();
    await row.getByTestId('category-edit').click();
    await openLanguageTab(page, 'category-names', 'de');
    await page.getByTestId('category-names-names-de').fill(german);
    await page.getByTestId('category-save').click();
    await page.getByTestId('category-form').waitFor({ state: 'detached' });
    await page.screenshot({ path: '/tmp/admin-catalogue-categories.png' });

    const buyer = await (await journey.newContext({ ...MOBILE, locale: 'de-DE' })).newPage();
    await buyer.goto(`/category/${top.id}`);
    await eventually(
      async () => (await buyer.getByTestId('breadcrumb').locator('li').allTextContents()).at(-1),
      german,
    );
    // English readers keep the English name
    await journey.page.goto(`/category/${top.id}`);
    await eventually(
      async () => (await journey.page.getByTestId('breadcrumb').locator('li').allTextContents()).at(-1),
      top.name,
    );
  }, 120_000);
});
