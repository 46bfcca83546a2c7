import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stores } from '../src/db/schema.ts';
import {
  buildMerchant,
  exportCsv,
  importCsv,
  productBody,
  uploadPicture,
  useSellerTests,
} from './seller-support.ts';

const { ctx, call, create } = useSellerTests();

const CALLS = ['index', 'detail', 'save', 'shelf', 'delete', 'stock'];

describe('who may use the product center', () => {
  it.each(CALLS)('%s answers a visitor 401 and a buyer 403', async (path) => {
    const visitor = await call(path, {}, null);
    expect([visitor.status, visitor.body.code]).toEqual([401, 401]);
    const buyer = await call(path, {}, ctx.buyer);
    expect([buyer.status, buyer.body.code]).toEqual([403, 403]);
  });

  it('answers a merchant without a store 404 on reads and writes', async () => {
    const merchant = await buildMerchant(ctx);
    await ctx.database.db.update(stores).set({ ownerId: null }).where(eq(stores.id, merchant.store.id));
    for (const [path, sent] of [
      ['index', {}],
      ['save', productBody(ctx.category.id, ctx.pictures)],
    ] as const) {
      const { status, body } = await call(path, sent, merchant);
      expect([status, body]).toEqual([404, { code: 404, msg: 'This store does not exist', data: null }]);
    }
  });

  it('does not let an import touch another store’s product', async () => {
    const product = await create();
    const row = `product_id,size,color,price,stock\n${product.id},S,Red,1,1\n`;
    const { body } = await importCsv(ctx.app, ctx.beta.token, row);
    expect(body.data.errors).toEqual([
      { row: 2, field: 'product_id', message: 'This product does not exist or is no longer on sale' },
    ]);
    expect((await call('detail', { id: product.id })).body.data.skus[0]).toMatchObject({ price: '12.5' });
  });
});

describe('a suspended store', () => {
  it('reads its products but publishes nothing: save, shelf, delete, stock and import are refused', async () => {
    const merchant = await buildMerchant(ctx);
    const picture = await uploadPicture(ctx.app, merchant);
    const saved = await call('save', productBody(ctx.category.id, [picture]), merchant);
    const { id, skus } = saved.body.data as { id: number; skus: { id: number }[] };
    await ctx.database.db
      .update(stores)
      .set({ status: 'suspended', statusReason: 'test' })
      .where(eq(stores.id, merchant.store.id));
    const refused = {
      code: 0,
      msg: 'This store is suspended: it cannot publish until the platform reopens it',
      data: null,
    };
    expect((await call('save', productBody(ctx.category.id, [picture], { id }), merchant)).body).toEqual(
      refused,
    );
    expect((await call('save', productBody(ctx.category.id, [picture]), merchant)).body).toEqual(refused);
    expect((await call('shelf', { ids: [id], on_shelf: false }, merchant)).body).toEqual(refused);
    expect((await call('delete', { id }, merchant)).body).toEqual(refused);
    expect((await call('stock', { items: [{ sku_id: skus[0]!.id, stock: 1 }] }, merchant)).body).toEqual(
      refused,
    );
    const csv = `title,category_id,images,size,color,price,stock\nNew,${ctx.category.id},${picture},S,Red,1,1\n`;
    expect((await importCsv(ctx.app, merchant.token, csv)).body).toEqual(refused);
    // reading goes on
    expect((await call('index', {}, merchant)).body.data.total).toBe(1);
    expect((await call('detail', { id }, merchant)).body.data.on_shelf).toBe(true);
    expect((await exportCsv(ctx.app, merchant.token)).status).toBe(200);
  });
});
