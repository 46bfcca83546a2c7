import { PRODUCT_CSV_COLUMNS } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { post } from './helper.ts';
import {
  type CsvRow,
  buildMerchant,
  exportCsv,
  importCsv,
  readCsv,
  uploadPicture,
  useSellerTests,
  writeCsv,
} from './seller-support.ts';

const { ctx, call, create } = useSellerTests();

describe('POST /api/seller/product/import', () => {
  it('round-trips the export: edits, a new SKU and a new product, then exports what it imported', async () => {
    const merchant = await buildMerchant(ctx);
    const picture = await uploadPicture(ctx.app, merchant);
    const saved = await post(
      ctx.app,
      '/api/seller/product/save',
      {
        title: 'Canvas Bag',
        category_id: ctx.category.id,
        images: [picture],
        skus: [{ size: 'L', color: 'Sand', price: '20', stock: 4 }],
      },
      { token: merchant.token },
    );
    const id = saved.body.data.id as number;
    const rows = readCsv((await exportCsv(ctx.app, merchant.token)).text);
    const edited: Partial<CsvRow>[] = [
      { ...rows[0]!, title: 'Canvas Bag XL', price: '18', stock: '7', on_shelf: 'false' },
      { product_id: String(id), size: 'M', color: 'Sand', price: '16', stock: '2' },
      {
        title: '=Brand New Tote',
        category_id: String(ctx.category.id),
        images: picture,
        size: 'S',
        color: 'Red',
        price: '5',
        stock: '9',
      },
      {
        title: '=Brand New Tote',
        size: 'S',
        color: 'Blue',
        price: '4.5',
        stock: '1',
        description: '<b>new</b><script>alert(1)</script>',
      },
    ];
    const { body } = await importCsv(ctx.app, merchant.token, writeCsv(edited));
    expect(body).toEqual({
      code: 1,
      msg: 'Products imported',
      data: { created: 1, updated: 1, rows: 4, errors: [] },
    });
    const list = await post(ctx.app, '/api/seller/product/index', {}, { token: merchant.token });
    expect(list.body.data.list).toEqual([
      expect.objectContaining({
        title: '=Brand New Tote',
        price: '4.5',
        stock: 10,
        sku_count: 2,
        on_shelf: true,
      }),
      expect.objectContaining({
        id,
        title: 'Canvas Bag XL',
        price: '16',
        stock: 9,
        sku_count: 2,
        on_shelf: false,
      }),
    ]);
    const newId = list.body.data.list[0].id as number;
    const detail = await post(
      ctx.app,
      '/api/seller/product/detail',
      { id: newId },
      { token: merchant.token },
    );
    expect(detail.body.data.description).toBe('<b>new</b>');
    // buyers see the new product at once, not the one taken off shelf
    const buyerList = await post(ctx.app, '/api/index/pro', { shop_id: merchant.store.id });
    expect(buyerList.body.data.list.map((item: { id: number }) => item.id)).toEqual([newId]);

    const again = readCsv((await exportCsv(ctx.app, merchant.token)).text);
    expect(
      again.map((row) => [
        row.product_id,
        row.title,
        row.size,
        row.color,
        row.price,
        row.stock,
        row.on_shelf,
      ]),
    ).toEqual([
      [String(id), 'Canvas Bag XL', 'L', 'Sand', '18', '7', 'false'],
      [String(id), 'Canvas Bag XL', 'M', 'Sand', '16', '2', 'false'],
      [String(newId), `'=Brand New Tote`, 'S', 'Red', '5', '9', 'true'],
      [String(newId), `'=Brand New Tote`, 'S', 'Blue', '4.5', '1', 'true'],
    ]);
    // the same file again creates nothing twice: its rows now match by product id and variant
    const reimport = await importCsv(ctx.app, merchant.token, writeCsv(again));
    expect(reimport.body.data).toEqual({ created: 0, updated: 2, rows: 4, errors: [] });
  });

  it('reports every refused row by row and column, in the caller’s language, and changes nothing', async () => {
    const mine = await create({ title: 'Import Target' });
    const foreign = await uploadPicture(ctx.app, ctx.beta);
    const before = await call('detail', { id: mine.id });
    const good = {
      product_id: String(mine.id),
      title: 'Import Target',
      sku_id: String(mine.skus[0]!.id),
      size: 'S',
      color: 'Red',
      price: '1',
      stock: '1',
    };
    const file = writeCsv([
      good,
      { ...good, sku_id: '', size: 'M', price: '0' },
      {
        title: 'New',
        category_id: '999999',
        images: ctx.pictures[0],
        size: 'S',
        color: 'Red',
        price: '1',
        stock: '1',
      },
      {
        title: 'Other',
        category_id: String(ctx.category.id),
        images: foreign,
        size: 'S',
        color: 'Red',
        price: '1',
        stock: 'lots',
      },
      {
        title: 'Third',
        category_id: String(ctx.category.id),
        size: 'S',
        color: 'Red',
        price: '1',
        stock: '1',
        on_shelf: 'maybe',
      },
      { product_id: '999999', size: 'S', color: 'Red', price: '1', stock: '1' },
      { product_id: String(mine.id), title: 'Renamed', size: 'S', color: 'Red', price: '2', stock: '1' },
      { size: 'S', color: 'Red', price: '1', stock: '1' },
    ]);
    const { body } = await importCsv(ctx.app, ctx.alpha.token, file);
    expect(body.code).toBe(1);
    expect(body.msg).toBe('Nothing was imported: please correct the rows listed and upload the file again');
    expect(body.data).toEqual({
      created: 0,
      updated: 0,
      rows: 8,
      errors: [
        { row: 3, field: 'price', message: 'The price must be more than zero' },
        { row: 4, field: 'category_id', message: 'This category does not exist' },
        { row: 5, field: 'stock', message: 'The stock must be a whole number from 0 to 100000000' },
        { row: 6, field: 'on_shelf', message: 'On shelf must be true or false' },
        { row: 7, field: 'product_id', message: 'This product does not exist or is no longer on sale' },
        {
          row: 8,
          field: 'title',
          message: "This row's title differs from an earlier row of the same product",
        },
        {
          row: 8,
          field: 'color',
          message: 'Size S with colour Red is already used by another option of this product',
        },
        { row: 9, field: 'title', message: 'Please enter the product title' },
      ],
    });
    expect((await call('detail', { id: mine.id })).body).toEqual(before.body);
    const german = await importCsv(ctx.app, ctx.alpha.token, writeCsv([{ ...good, price: '-1' }]), 'de');
    expect(german.body.data.errors).toEqual([
      { row: 2, field: 'price', message: 'Bitte geben Sie einen Preis wie 12 oder 12.50 ein' },
    ]);
    // a picture someone else uploaded, on a new product
    const picture = await importCsv(
      ctx.app,
      ctx.alpha.token,
      writeCsv([
        {
          title: 'P',
          category_id: String(ctx.category.id),
          images: foreign,
          size: 'S',
          color: 'R',
          price: '1',
          stock: '1',
        },
      ]),
    );
    expect(picture.body.data.errors).toEqual([
      { row: 2, field: 'images', message: 'The picture must be an image uploaded to this site' },
    ]);
  });

  it('refuses a file that is not a product CSV, naming the file; merchants only', async () => {
    const missing = await importCsv(ctx.app, ctx.alpha.token, 'title,size,color,stock\nA,S,Red,1\n');
    expect(missing.body).toEqual({ code: 0, msg: 'The file has no price column', data: { field: 'file' } });
    const empty = await importCsv(ctx.app, ctx.alpha.token, `${PRODUCT_CSV_COLUMNS.join(',')}\n`);
    expect(empty.body).toEqual({ code: 0, msg: 'The file has no product rows', data: { field: 'file' } });
    const broken = await importCsv(ctx.app, ctx.alpha.token, 'title,size\n"unclosed,S\n');
    expect(broken.body).toEqual({
      code: 0,
      msg: 'The file could not be read as CSV',
      data: { field: 'file' },
    });
    const huge = await importCsv(ctx.app, ctx.alpha.token, `title\n${'x'.repeat(21 * 1024 * 1024)}\n`);
    expect(huge.body).toEqual({ code: 0, msg: 'The file is larger than 20 MB', data: { field: 'file' } });
    const json = await post(ctx.app, '/api/seller/product/import', {}, { token: ctx.alpha.token });
    expect(json.body).toEqual({
      code: 0,
      msg: 'Please choose a CSV file to import',
      data: { field: 'file' },
    });
    expect((await importCsv(ctx.app, '', 'a')).status).toBe(401);
    expect((await importCsv(ctx.app, ctx.buyer.token, 'a')).status).toBe(403);
  });
});
