import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { dictionary } from './dictionary.ts';
import { useJourney } from './journey.ts';
import { money } from './money.ts';
import { confirmDialog } from './order-support.ts';
import { documentLanguage, eventually, expectCount, expectText, input, waitForPath } from './page-helpers.ts';
import { sellerLogin } from './seller-support.ts';
import {
  addOptions,
  csvFile,
  fillSkus,
  pickCategory,
  pictureSources,
  productRow,
  productSceneOf,
  screenshots,
  twoPictures,
} from './seller-products-support.ts';

const journey = useJourney();
const scene = productSceneOf(journey);
const en = dictionary('apps/seller/src/i18n/locales/en.json');
const server = dictionary('apps/server/src/i18n/locales/en.json');
/** A word no demo product has, so the buyer's search finds this product alone. */
const TITLE = 'Zephyrine linen shirt';

describe('seller product center', () => {
  it('creates a product with two variants and two pictures, finds it, takes it off shelf, edits its stock, exports and imports', async () => {
    const { page } = journey;
    await sellerLogin(page);
    await page.getByTestId('tab-products').tap();
    await waitForPath(page, '/seller/products');
    await page.getByTestId('product-list').waitFor();
    await screenshots(journey, page, 'list');

    // the form: title, category, two pictures (the second moved first), a description, 1 size × 2 colours
    await page.getByTestId('new-product').tap();
    await waitForPath(page, '/seller/products/new');
    await input(page, 'product-title').fill(TITLE);
    const categoryPath = await pickCategory(page);
    await expectText(page.getByTestId('category-button'), `${categoryPath}›`);
    await page.getByTestId('image-input').setInputFiles(await twoPictures());
    await expectCount(page.locator('[data-testid^="image-remove-"]'), 2);
    const [first, second] = await pictureSources(page);
    await page.getByTestId('image-earlier-1').tap();
    expect(await pictureSources(page)).toEqual([second, first]);
    await page.getByTestId('description-editor').tap();
    await page.keyboard.type('Breathable linen for hot days.');
    await addOptions(page, 'sizes', ['M']);
    await addOptions(page, 'colors', ['White', 'Sand']);
    await fillSkus(page, [
      { price: '12.50', stock: '40' },
      { price: '0', stock: '25' },
    ]);
    await screenshots(journey, page, 'form');

    // the server refuses the second SKU's price: its message shows on that cell
    await page.getByTestId('product-save').tap();
    await expectText(page.getByTestId('sku-price-error-1'), server('validation.price_positive'));
    await page.getByTestId('sku-price-1').fill('13');
    await page.getByTestId('product-save').tap();
    await waitForPath(page, '/seller/products');

    const saved = await scene.productNamed(TITLE);
    expect(saved.skus.map(({ size, color, price, stock }) => ({ size, color, price, stock }))).toEqual([
      { size: 'M', color: 'White', price: '12.5', stock: 40 },
      { size: 'M', color: 'Sand', price: '13', stock: 25 },
    ]);
    expect(saved.images.map((image) => image.url)).toEqual([second, first]);
    expect(saved.description).toBe('<p>Breathable linen for hot days.</p>');
    expect(saved.on_shelf).toBe(true);
    expect(await scene.buyerSearch('Zephyrine')).toEqual([TITLE]);

    // the list, newest first; the search keeps it alone
    const row = productRow(page, saved.id);
    await expectText(row.locator('.product-row-title'), TITLE);
    await expectText(row.locator('.product-row-price'), money('12.50'));
    await expectText(
      row.locator('.product-row-meta'),
      `${en('products.list.stock', { value: 65 })} · ${en('products.list.sales', { value: 0 })}`,
    );
    await page.getByTestId('product-search').locator('input').fill('zephyr');
    await waitForPath(page, '/seller/products?q=zephyr');
    await expectCount(page.locator('[data-testid^="product-row-"]'), 1);

    // off shelf from the row's switch: buyers' search no longer finds it; the filters follow
    await page.getByTestId(`product-shelf-${saved.id}`).tap();
    await expectText(row.locator('.shelf-label'), en('products.status.offShelf'));
    await eventually(() => scene.buyerSearch('Zephyrine'), []);
    await page.getByTestId('status-on_shelf').tap();
    await page.getByTestId('products-empty').waitFor();
    await page.getByTestId('status-off_shelf').tap();
    await expectCount(page.locator('[data-testid^="product-row-"]'), 1);

    // the bulk grid of the selected product: a bad stock is refused on its cell, then saved
    await page.getByTestId(`product-select-${saved.id}`).tap();
    await expectText(page.getByTestId('bulk-count'), en('products.bulk.selected', { n: 1 }));
    await screenshots(journey, page, 'bulk');
    await page.getByTestId('bulk-stock').tap();
    await waitForPath(page, `/seller/products/stock?ids=${saved.id}`);
    const [white, sand] = saved.skus;
    await page.getByTestId(`stock-stock-${white!.id}`).fill('-3');
    await page.getByTestId(`stock-price-${sand!.id}`).fill('14.25');
    await expectText(page.getByTestId('stock-changes'), en('products.stock.changes', { n: 2 }));
    await page.getByTestId('stock-save').tap();
    await expectText(page.getByTestId(`stock-error-${white!.id}`), server('validation.stock_format'));
    await page.getByTestId(`stock-stock-${white!.id}`).fill('55');
    await screenshots(journey, page, 'stock');
    await page.getByTestId('stock-save').tap();
    await expectText(page.getByTestId('stock-changes'), en('products.stock.changes', { n: 0 }));
    const edited = await scene.productNamed(TITLE);
    expect(edited.skus.map(({ price, stock }) => ({ price, stock }))).toEqual([
      { price: '12.5', stock: 55 },
      { price: '14.25', stock: 25 },
    ]);

    // export: one row per SKU of the store's products, this one's among them
    await page.goto('/seller/products');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-csv').tap(),
    ]);
    const exported = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(exported[0]).toBe(
      'product_id,title,category_id,sku_id,size,color,price,stock,sku_price_tiers,on_shelf,freight,' +
        'min_order_qty,order_multiple,price_tiers,images,description,' +
        'title_tw,title_zh-cn,title_en,title_es,title_pt,title_ja,title_ko,title_hi,title_de,title_ar,title_ru,title_fr,title_vi',
    );
    expect(exported.filter((line) => line.startsWith(`${saved.id},${TITLE},`))).toHaveLength(2);

    // import: a new product on two rows, the second with a bad price: nothing changes, the report says where
    const header = ['title', 'category_id', 'size', 'color', 'price', 'stock', 'images'];
    const picture = saved.images[0]!.url;
    const rows = (price: string) => [
      header,
      ['Zephyrine linen trousers', String(saved.category_id), 'M', 'White', '20', '10', picture],
      ['Zephyrine linen trousers', String(saved.category_id), 'L', 'White', price, '10', picture],
    ];
    await page.getByTestId('import-file').setInputFiles(csvFile(rows('twenty')));
    const report = page.getByTestId('import-report');
    await expectText(report.locator('h2'), en('products.import.refused', { n: 1 }));
    await expectText(
      report.getByTestId('import-counts'),
      en('products.import.counts', { created: 0, updated: 0, rows: 2 }),
    );
    const cells = await report.locator('tbody tr').first().locator('td').allTextContents();
    expect(cells).toEqual(['3', 'price', server('validation.price_format')]);
    await screenshots(journey, page, 'import-report');
    await page.getByTestId('import-file').setInputFiles(csvFile(rows('21')));
    await expectText(report.locator('h2'), en('products.import.done'));
    await expectText(
      report.getByTestId('import-counts'),
      en('products.import.counts', { created: 1, updated: 0, rows: 2 }),
    );
    await productRow(page, (await scene.productNamed('Zephyrine linen trousers')).id).waitFor();

    // delete from the form, after a confirm: gone from the list, still a 404 for its detail
    await productRow(page, saved.id).locator('.product-row-main').tap();
    await waitForPath(page, `/seller/products/${saved.id}`);
    await expectCount(page.locator('[data-testid^="sku-row-"]'), 2);
    expect(await pictureSources(page)).toEqual([second, first]);
    await screenshots(journey, page, 'edit');
    await page.getByTestId('product-delete').tap();
    await confirmDialog(page, en('products.remove.confirm'));
    await waitForPath(page, '/seller/products');
    await expectCount(productRow(page, saved.id), 0);
  });

  it('shows the form right to left in Arabic, its grid and pictures mirrored', async () => {
    const { page } = journey;
    await page.addInitScript(() => location.origin !== 'null' && localStorage.setItem('lang', 'ar'));
    await sellerLogin(page);
    const ar = dictionary('apps/seller/src/i18n/locales/ar.json');
    await page.goto('/seller/products/new');
    await page.getByTestId('product-edit-page').waitFor();
    await eventually(() => documentLanguage(page), { lang: 'ar', dir: 'rtl' });
    await expectText(page.locator('.adm-nav-bar-title'), ar('products.form.newTitle'));
    await page.getByTestId('image-input').setInputFiles(await twoPictures());
    await expectCount(page.locator('[data-testid^="image-remove-"]'), 2);
    await addOptions(page, 'sizes', ['M', 'L']);
    await addOptions(page, 'colors', ['أسود']);
    await fillSkus(page, [
      { price: '10', stock: '1' },
      { price: '11', stock: '2' },
    ]);
    // right to left: the main picture and each row's name stand on the right
    const [main, next] = await Promise.all([
      page.getByTestId('image-0').boundingBox(),
      page.getByTestId('image-1').boundingBox(),
    ]);
    expect(main!.x).toBeGreaterThan(next!.x);
    const [name, price] = await Promise.all([
      page.getByTestId('sku-row-0').locator('.sku-name').boundingBox(),
      page.getByTestId('sku-price-0').boundingBox(),
    ]);
    expect(name!.x).toBeGreaterThan(price!.x);
    await screenshots(journey, page, 'form-ar', 'ar');
    // the list: the check box on the right, the shelf switch on the left
    await page.goto('/seller/products');
    const firstRow = page.locator('[data-testid^="product-row-"]').first();
    const [box, shelf] = await Promise.all([
      firstRow.locator('.product-row-check').boundingBox(),
      firstRow.locator('.product-row-shelf').boundingBox(),
    ]);
    expect(box!.x).toBeGreaterThan(shelf!.x);
    await screenshots(journey, page, 'list-ar', 'ar');
  });
});
