import { PRODUCT_CSV_COLUMNS, PRODUCT_CSV_TITLE_COLUMNS } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { post } from './helper.ts';
import { buildMerchant, exportCsv, readCsv, uploadPicture, useSellerTests } from './seller-support.ts';

const { ctx } = useSellerTests();

describe('GET /api/seller/product/export', () => {
  it('writes one row per SKU with the product’s columns, formulas defused, as a download', async () => {
    const merchant = await buildMerchant(ctx);
    const picture = await uploadPicture(ctx.app, merchant);
    const save = (body: Record<string, unknown>) =>
      post(ctx.app, '/api/seller/product/save', body, { token: merchant.token });
    const first = await save({
      title: '=Scarf, "wool"',
      category_id: ctx.category.id,
      images: [picture],
      description: '<p>Line one,\nline two</p>',
      skus: [
        { size: 'One size', color: 'Grey', price: '8.5', stock: 3 },
        { size: 'One size', color: '-Black', price: '9', stock: 0 },
      ],
    });
    expect(first.body.code, first.body.msg).toBe(1);
    const exported = await exportCsv(ctx.app, merchant.token);
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="products-\d+-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(exported.text.startsWith('\uFEFFproduct_id,title,category_id,sku_id,')).toBe(true);
    const [a, b] = first.body.data.skus;
    expect(readCsv(exported.text)).toEqual([
      {
        product_id: String(first.body.data.id),
        title: `'=Scarf, "wool"`,
        category_id: String(ctx.category.id),
        sku_id: String(a.id),
        size: 'One size',
        color: 'Grey',
        price: '8.5',
        stock: '3',
        sku_price_tiers: '',
        on_shelf: 'true',
        freight: '0',
        min_order_qty: '1',
        order_multiple: '1',
        price_tiers: '',
        images: picture,
        description: '<p>Line one,\nline two</p>',
        ...Object.fromEntries(PRODUCT_CSV_TITLE_COLUMNS.map(({ column }) => [column, ''])),
      },
      expect.objectContaining({ sku_id: String(b.id), color: `'-Black`, price: '9', description: '' }),
    ]);
    const header = [...PRODUCT_CSV_COLUMNS, ...PRODUCT_CSV_TITLE_COLUMNS.map(({ column }) => column)];
    expect((await exportCsv(ctx.app, ctx.beta.token)).text).toBe(`\uFEFF${header.join(',')}\n`);
  });

  it('is for merchants only', async () => {
    expect((await exportCsv(ctx.app, '')).status).toBe(401);
    expect((await exportCsv(ctx.app, ctx.buyer.token)).status).toBe(403);
  });
});
