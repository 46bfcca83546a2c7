import { PRODUCT_CSV_COLUMNS } from '@market/contract';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { post } from './helper.ts';
import { exportCsv, importCsv, readCsv, useSellerTests, writeCsv } from './seller-support.ts';

const { ctx, call, create } = useSellerTests();

/** A carton of 12 from one carton, 24+ and 120+; S/Red follows them, M/Red has its own, L/Red none. */
const terms = {
  min_order_qty: 12,
  order_multiple: 12,
  price_tiers: [
    { min_qty: 24, price: '4.5' },
    { min_qty: 120, price: '4' },
  ],
  skus: [
    { size: 'S', color: 'Red', price: '5', stock: 500 },
    { size: 'M', color: 'Red', price: '6', stock: 500, price_tiers: [{ min_qty: 24, price: '5.5' }] },
    { size: 'L', color: 'Red', price: '5.2', stock: 500, price_tiers: [] },
  ],
};

const detailOf = async (id: number) => (await call('detail', { id })).body.data;
const rowsOfProduct = async (id: number) =>
  readCsv((await exportCsv(ctx.app, ctx.alpha.token)).text).filter((row) => row.product_id === String(id));

describe('wholesale terms in the product CSV (decision 047)', () => {
  it('exports the terms and each SKU’s breaks; the export sent back unchanged changes nothing', async () => {
    const product = await create(terms);
    const rows = await rowsOfProduct(product.id);
    expect(
      rows.map((row) => [
        row.size,
        row.min_order_qty,
        row.order_multiple,
        row.price_tiers,
        row.sku_price_tiers,
      ]),
    ).toEqual([
      ['S', '12', '12', '24:4.5;120:4', ''],
      ['M', '12', '12', '24:4.5;120:4', '24:5.5'],
      ['L', '12', '12', '24:4.5;120:4', 'none'],
    ]);
    const before = await detailOf(product.id);
    const again = await importCsv(ctx.app, ctx.alpha.token, writeCsv(rows));
    expect(again.body.data).toEqual({ created: 0, updated: 1, rows: 3, errors: [] });
    expect(await detailOf(product.id)).toEqual(before);
    // a file of the columns before these (an older export) keeps every term
    const old = PRODUCT_CSV_COLUMNS.filter((column) => !/tiers|order_/.test(column));
    const oldFile = stringify(rows, { header: true, columns: old });
    expect((await importCsv(ctx.app, ctx.alpha.token, oldFile)).body.data.errors).toEqual([]);
    expect(await detailOf(product.id)).toEqual(before);
  });

  it('sets terms and breaks from the file, for a product it updates and one it creates', async () => {
    const product = await create(terms);
    const rows = await rowsOfProduct(product.id);
    const edited = rows.map((row) => ({
      ...row,
      min_order_qty: '24',
      price_tiers: '48:4.4; 240:3.9;',
      sku_price_tiers: { S: 'none', M: '', L: '36:5' }[row.size]!,
    }));
    const created = {
      title: 'Carton Cups',
      category_id: String(ctx.category.id),
      images: ctx.pictures[0],
      size: 'One',
      color: 'White',
      price: '10',
      stock: '600',
      min_order_qty: '6',
      order_multiple: '6',
      price_tiers: '12:9;60:8',
    };
    const { body } = await importCsv(ctx.app, ctx.alpha.token, writeCsv([...edited, created]));
    expect(body.data).toEqual({ created: 1, updated: 1, rows: 4, errors: [] });
    const updated = await detailOf(product.id);
    expect(updated).toMatchObject({
      min_order_qty: 24,
      order_multiple: 12,
      price_tiers: [
        { min_qty: 48, price: '4.4' },
        { min_qty: 240, price: '3.9' },
      ],
      price: '3.9',
    });
    expect(updated.skus.map((sku: { price_tiers: unknown }) => sku.price_tiers)).toEqual([
      [],
      null,
      [{ min_qty: 36, price: '5' }],
    ]);
    const list = await call('index', { keyword: 'Carton Cups' });
    const cups = list.body.data.list[0];
    expect(cups).toMatchObject({ title: 'Carton Cups', price: '8' });
    // buyers see the new product's ladder, from its minimum
    const detail = (await post(ctx.app, '/api/index/pro_info', { id: cups.id })).body.data;
    expect(detail).toMatchObject({ price: '8', min_order_qty: 6, order_multiple: 6 });
    expect(detail.skus[0].tiers).toEqual([
      { min_qty: 6, price: '10' },
      { min_qty: 12, price: '9' },
      { min_qty: 60, price: '8' },
    ]);
  });

  it('refuses a bad cell by row and column in the caller’s language, and imports nothing', async () => {
    const product = await create(terms);
    const rows = await rowsOfProduct(product.id);
    const before = await detailOf(product.id);
    const base = (overrides: Record<string, string>) => ({
      title: `Bad ${Object.keys(overrides).join()}`,
      category_id: String(ctx.category.id),
      images: ctx.pictures[0],
      size: 'One',
      color: 'Red',
      price: '5',
      stock: '9',
      ...overrides,
    });
    const file = writeCsv([
      { ...rows[0]!, price_tiers: '24-4.5' },
      rows[1]!,
      { ...rows[2]!, sku_price_tiers: '24:6' },
      base({ min_order_qty: '10', order_multiple: '12' }),
      base({ order_multiple: 'twelve' }),
      base({ min_order_qty: '12', order_multiple: '12', price_tiers: '30:4' }),
      base({ price_tiers: '10:4;20:4.5' }),
      base({ sku_price_tiers: '10:4;oops' }),
    ]);
    const { body } = await importCsv(ctx.app, ctx.alpha.token, file);
    expect(body.data).toEqual({
      created: 0,
      updated: 0,
      rows: 8,
      errors: [
        {
          row: 2,
          field: 'price_tiers',
          message:
            'Quantity prices must read like 10:4.50;100:4.00 (from quantity:unit price, separated by ;), or none',
        },
        {
          row: 4,
          field: 'sku_price_tiers',
          message: 'A quantity price must be lower than the price of each SKU it applies to (L Red: 5.2)',
        },
        {
          row: 5,
          field: 'min_order_qty',
          message: 'The minimum order quantity must be a whole number of order multiples (12)',
        },
        {
          row: 6,
          field: 'order_multiple',
          message: 'The order multiple must be a whole number from 1 to 99999',
        },
        {
          row: 7,
          field: 'price_tiers',
          message: 'A quantity price must start at a whole number of order multiples (12)',
        },
        { row: 8, field: 'price_tiers', message: 'Each quantity price must be lower than the one before it' },
        {
          row: 9,
          field: 'sku_price_tiers',
          message:
            'Quantity prices must read like 10:4.50;100:4.00 (from quantity:unit price, separated by ;), or none',
        },
      ],
    });
    expect(await detailOf(product.id)).toEqual(before);
    expect((await call('index', { keyword: 'Bad' })).body.data.list).toEqual([]);
    const german = await importCsv(
      ctx.app,
      ctx.alpha.token,
      writeCsv([{ ...rows[0]!, min_order_qty: '0' }]),
      'de',
    );
    expect(german.body.data.errors).toEqual([
      { row: 2, field: 'min_order_qty', message: expect.stringMatching(/Mindestbestellmenge/) },
    ]);
  });
});
