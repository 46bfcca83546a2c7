import type {
  CategoryListing,
  HomeResponse,
  ProductDetail,
  ProductPage,
  StoreInfo,
  StorePage,
} from '@market/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './journey.ts';
import { money } from './money.ts';
import { eventually, expectCount, expectText, input, localStore, waitForPath } from './page-helpers.ts';
import { BUYER, sceneOf } from './scene.ts';

const journey = useJourney();
const { data } = sceneOf(journey);

const count = (value: number) => new Intl.NumberFormat('en').format(value);

const cardTitles = (page: Page, scope: string) =>
  page.getByTestId(scope).getByTestId('product-card-title').allTextContents();

/** The first 20 products the server lists for `query`, once the page's grid shows their titles in order. */
async function expectGrid(page: Page, query: object): Promise<ProductPage> {
  const listed = await data<ProductPage>('/api/index/pro', { ...query, limit: 20 });
  await eventually(
    () => cardTitles(page, 'product-grid'),
    listed.list.map((p) => p.title),
  );
  return listed;
}

/** The title with one interior letter of its longest word dropped: "Headset" → "Headet". */
function withTypo(title: string): string {
  const words = title
    .replace(/\(.*\)/, '')
    .trim()
    .split(/\s+/);
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const at = Math.floor(longest.length / 2);
  return words.map((word) => (word === longest ? word.slice(0, at) + word.slice(at + 1) : word)).join(' ');
}

describe('catalogue', () => {
  it('home → category → product → variant → favourite → store → follow → search with a typo', async () => {
    const { page } = journey;

    // home: the five sections, each with the server's items in the server's order
    const home = await data<HomeResponse>('/api/index/index');
    await page.goto('/');
    for (const [testId, items] of [
      ['home-daily-updates', home.daily_updates],
      ['home-recommended-products', home.recommended_products],
      ['home-monthly-sales', home.monthly_sales],
      ['home-hot-products', home.hot_products],
    ] as const) {
      await expectCount(page.getByTestId(testId).getByTestId('product-card'), items.length);
      expect(await cardTitles(page, testId), testId).toEqual(items.map((item) => item.title));
    }
    const firstDaily = page.getByTestId('home-daily-updates').getByTestId('product-card').first();
    expect(await firstDaily.locator('.product-card-price').textContent()).toBe(
      money(home.daily_updates[0]!.price),
    );
    await expectCount(page.getByTestId('store-tile'), home.recommended_stores.length);
    await expectText(
      page.getByTestId('store-tile').first().locator('.store-tile-name'),
      home.recommended_stores[0]!.name,
    );

    // the product list, narrowed to a sub-category with the Classification picker
    const tree = await data<CategoryListing>('/api/index/category', { pid: 0 });
    const top = tree.children.find((node) => node.children.length > 0)!;
    const category = top.children[0]!;
    await page.getByTestId('tab-product').tap();
    await waitForPath(page, '/product');
    await page.getByTestId('open-classification').tap();
    await page.getByTestId(`category-top-${top.id}`).tap();
    await page.getByTestId(`category-${category.id}`).tap();
    await waitForPath(page, `/product?category=${category.id}`);
    await expectText(page.getByTestId('open-classification').locator('.filter-button-text'), category.name);
    const listed = await expectGrid(page, { category_id: category.id });
    expect(listed.total).toBeGreaterThan(0);

    // Price sorts low to high, tapped again high to low
    await page.getByTestId('sort-price').tap();
    await waitForPath(page, `/product?sort=price_asc&category=${category.id}`);
    await expectGrid(page, { category_id: category.id, sort: 'price_asc' });
    await page.getByTestId('sort-price').tap();
    await waitForPath(page, `/product?sort=price_desc&category=${category.id}`);
    await eventually(() => page.getByTestId('sort-price').getAttribute('data-sort'), 'price_desc');
    const descending = await expectGrid(page, { category_id: category.id, sort: 'price_desc' });

    // a product with a Latin title (the typo search at the end needs one) and a SKU in stock
    const product = descending.list.find((p) => /^[A-Za-z][A-Za-z -]+\w/.test(p.title))!;
    expect(product, 'a product with a Latin title').toBeDefined();
    const detail = await data<ProductDetail>('/api/index/pro_info', { id: product.id });
    await page.locator(`[data-product-id="${product.id}"] a`).tap();
    await waitForPath(page, `/goods?id=${product.id}`);
    await expectText(page.getByTestId('goods-title'), detail.title);
    await expectText(page.getByTestId('goods-price'), money(detail.price));
    await expectText(page.getByTestId('goods-sales'), `${count(detail.sales)} sold`);
    await expectText(page.getByTestId('review-tab-all'), `All (${count(detail.review_counts.all)})`);

    // adding needs a size and a colour first
    await page.getByTestId('add-to-cart').tap();
    await expectText(page.locator('.adm-toast-main'), 'Please choose a size');
    const sku = detail.skus.find((item) => item.stock > 1)!;
    await page.getByTestId('variant-size').getByRole('button', { name: sku.size, exact: true }).tap();
    await page.getByTestId('variant-color').getByRole('button', { name: sku.color, exact: true }).tap();
    await expectText(page.getByTestId('goods-price'), money(sku.price));
    await expectText(page.getByTestId('goods-stock'), `${count(sku.stock)} in stock`);
    // a sold-out combination cannot be picked
    for (const soldOut of detail.skus.filter((item) => item.stock === 0 && item.size === sku.size)) {
      expect(
        await page
          .getByTestId('variant-color')
          .getByRole('button', { name: soldOut.color, exact: true })
          .isDisabled(),
      ).toBe(true);
    }
    await page.getByTestId('quantity-increase').tap();
    await expectText(page.getByTestId('taxes'), /^.+ · .+ for 2$/);
    await page.getByTestId('add-to-cart').tap();
    await expectText(page.locator('.adm-toast-main'), 'Added to cart');
    await eventually(async () => JSON.parse((await localStore(page)).shopCart ?? '[]').length, 1);
    expect(JSON.parse((await localStore(page)).shopCart!)[0]).toMatchObject({
      id: sku.id,
      shopId: detail.store.id,
      shopName: detail.store.name,
      num: 2,
      productId: detail.id,
    });

    // a visitor's favourite asks for a login, which comes back to the product
    await page.getByTestId('goods-favorite').tap();
    await expectText(page.getByTestId('login-required'), 'Please login first');
    await page.locator('.adm-dialog').getByRole('button', { name: 'Log in' }).tap();
    await waitForPath(page, `/login?redirect=${encodeURIComponent(`/goods?id=${product.id}`)}`);
    await input(page, 'login-account').fill(BUYER.account);
    await input(page, 'login-password').fill(BUYER.password);
    await page.getByTestId('login-submit').tap();
    await waitForPath(page, `/goods?id=${product.id}`);
    await expectText(page.getByTestId('goods-title'), detail.title);

    // favourite: the server's message, the heart on, the local mirror, and /collect lists it
    expect(await page.getByTestId('goods-favorite').getAttribute('aria-pressed')).toBe('false');
    await page.getByTestId('goods-favorite').tap();
    await expectText(page.locator('.adm-toast-main'), 'Collection success');
    await eventually(() => page.getByTestId('goods-favorite').getAttribute('aria-pressed'), 'true');
    const mirrored = JSON.parse((await localStore(page)).favoriteProducts ?? '[]') as { id: number }[];
    expect(mirrored.map((item) => item.id)).toEqual([product.id]);
    await page.goto('/collect');
    await expectCount(page.getByTestId('favorites').getByTestId('product-card'), 1);
    expect(await page.getByTestId('product-card').getAttribute('data-product-id')).toBe(String(product.id));
    await expectText(page.getByTestId('product-card-title'), detail.title);

    // the product's store: follow, and the follower count goes up by one
    await page.goto(`/goods?id=${product.id}`);
    await page.getByTestId('goods-store').tap();
    await waitForPath(page, `/store/${detail.store.id}`);
    const store = await data<StoreInfo>('/api/index/shop_info', { id: detail.store.id });
    await expectText(page.getByTestId('store-name'), store.shop.name);
    await expectText(page.getByTestId('store-followers').locator('dd'), count(store.shop.follower_count));
    await expectText(page.getByTestId('follow-button'), 'Follow');
    await page.getByTestId('follow-button').tap();
    await expectText(page.locator('.adm-toast-main'), 'Collection success');
    await expectText(page.getByTestId('follow-button'), 'Following');
    await expectText(page.getByTestId('store-followers').locator('dd'), count(store.shop.follower_count + 1));
    await page.goto('/collectShop');
    await expectCount(page.getByTestId('followed-stores').getByTestId('store-card'), 1);
    expect(await page.getByTestId('store-card').getAttribute('data-store-id')).toBe(String(detail.store.id));
    await expectText(page.getByTestId('store-card-name'), store.shop.name);

    // search with a letter missing still finds the product; the keyword joins the history
    const typo = withTypo(detail.title);
    expect(detail.title).not.toContain(typo);
    await page.goto('/');
    await page.getByTestId('home-search').tap();
    await waitForPath(page, '/search');
    await page.getByTestId('search-input').fill(typo);
    await page.getByTestId('search-submit').tap();
    await waitForPath(page, `/search?${new URLSearchParams({ q: typo })}`);
    const found = page.getByTestId('search-products').locator(`[data-product-id="${product.id}"]`);
    await expectText(found.getByTestId('product-card-title'), detail.title);
    await page.goBack();
    await waitForPath(page, '/search');
    await expectText(page.getByTestId('history-item'), typo);
    await page.getByTestId('clear-history').tap();
    await expectCount(page.getByTestId('history-item'), 0);
  }, 120_000);

  it('category page: breadcrumb, sub-categories and their products; price filter checks its range', async () => {
    const { page } = journey;
    const tree = await data<CategoryListing>('/api/index/category', { pid: 0 });
    const top = tree.children.find((node) => node.children.length > 0)!;
    const child = top.children.at(-1)!;

    await page.goto(`/category/${top.id}`);
    await eventually(
      () => page.getByTestId('breadcrumb').locator('li').allTextContents(),
      ['All categories', top.name],
    );
    expect(await page.getByTestId('subcategories').locator('a').allTextContents()).toEqual(
      top.children.map((node) => node.name),
    );
    await page.getByTestId(`subcategory-${child.id}`).tap();
    await waitForPath(page, `/category/${child.id}`);
    await eventually(
      () => page.getByTestId('breadcrumb').locator('li').allTextContents(),
      ['All categories', top.name, child.name],
    );
    await expectGrid(page, { category_id: child.id });

    // the price filter refuses a range upside down, then applies a real one
    await page.goto('/product');
    await page.getByTestId('open-filter').tap();
    await page.getByTestId('filter-min').fill('50');
    await page.getByTestId('filter-max').fill('10');
    await page.getByTestId('filter-apply').tap();
    await expectText(
      page.getByTestId('filter-error'),
      'The highest price must not be below the lowest price',
    );
    await page.getByTestId('filter-max').fill('60');
    await page.getByTestId('filter-apply').tap();
    await waitForPath(page, '/product?min=50&max=60');
    await expectGrid(page, { min_price: '50', max_price: '60' });
    for (const price of await page.locator('.product-card-price').allTextContents()) {
      const value = Number(price.replace(/[^\d.]/g, ''));
      expect(value).toBeGreaterThanOrEqual(50);
      expect(value).toBeLessThanOrEqual(60);
    }
  });

  it('stores list sorts by followers; a visitor is sent from /collect to log in', async () => {
    const { page } = journey;
    const byFollowers = await data<StorePage>('/api/index/shops', { sort: 'followers', limit: 20 });
    await page.goto('/shop');
    await page.getByTestId('store-sort-followers').tap();
    await waitForPath(page, '/shop?sort=followers');
    await eventually(
      () => page.getByTestId('store-card-name').allTextContents(),
      byFollowers.list.map((store) => store.name),
    );
    await page.goto('/collect');
    await waitForPath(page, `/login?redirect=${encodeURIComponent('/collect')}`);
  });
});
