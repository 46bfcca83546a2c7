import { describe, expect, it } from 'vitest';
import { post } from './helper.ts';
import { buildMerchant, uploadPicture, useSellerTests } from './seller-support.ts';

const { ctx, call, create } = useSellerTests();

/** What a buyer finds: the store's list, a search by title and the product page. */
async function buyerSees(storeId: number, productId: number, keyword: string) {
  const list = await post(ctx.app, '/api/index/pro', { shop_id: storeId, limit: 50 });
  const search = await post(ctx.app, '/api/index/search_pro', { keyword, limit: 50 });
  const detail = await post(ctx.app, '/api/index/pro_info', { id: productId });
  const ids = (body: { data: { list: { id: number }[] } }) => body.data.list.map((item) => item.id);
  return {
    inList: ids(list.body).includes(productId),
    inSearch: ids(search.body).includes(productId),
    detail: detail.body.code === 1 ? (detail.body.data as { title: string; price: string }) : null,
  };
}

const storeProductCount = async (storeId: number) =>
  (await post(ctx.app, '/api/index/shop_info', { id: storeId })).body.data.shop.product_count as number;

describe('POST /api/seller/product/index and detail', () => {
  it('lists the store’s products newest first with price, stock, SKU count; filters and searches', async () => {
    const first = await create({ title: 'Quokka Scarf' });
    const second = await create({ title: 'Quokka Gloves', on_shelf: false });
    const { body } = await call('index', { keyword: 'quokka' });
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect(body.data.list).toEqual([
      {
        id: second.id,
        title: 'Quokka Gloves',
        image: expect.stringMatching(/^\/uploads\/[a-f0-9]{64}\.webp$/),
        srcset: expect.any(String),
        price: '10',
        stock: 15,
        sales: 0,
        sku_count: 2,
        category_id: ctx.category.id,
        on_shelf: false,
        is_on_sale: false,
        taken_down_reason: '',
        created_at: expect.any(String),
      },
      expect.objectContaining({ id: first.id, on_shelf: true, is_on_sale: true }),
    ]);
    const onShelf = await call('index', { keyword: 'QUOKKA', status: 'on_shelf' });
    expect(onShelf.body.data.list.map((row: { id: number }) => row.id)).toEqual([first.id]);
    const offShelf = await call('index', { keyword: 'quokka', status: 'off_shelf' });
    expect(offShelf.body.data.list.map((row: { id: number }) => row.id)).toEqual([second.id]);
    const paged = await call('index', { keyword: 'quokka', page: 2, limit: 1 });
    expect(paged.body.data).toMatchObject({ total: 2, page: 2, limit: 1, list: [{ id: first.id }] });
    // another merchant sees none of them
    const beta = await call('index', { keyword: 'quokka' }, ctx.beta);
    expect(beta.body.data).toMatchObject({ total: 0, list: [] });
  });

  it('pages without a keyword by every status, newest first, whatever the page size', async () => {
    const gamma = await buildMerchant(ctx, 'Gamma Linens');
    const images = [await uploadPicture(ctx.app, gamma)];
    const shelf = [true, false, true, true, false];
    const made = [];
    for (const [index, on_shelf] of shelf.entries())
      made.push((await create({ title: `Gamma ${index}`, images, on_shelf }, gamma)).id);
    await call('delete', { id: (await create({ title: 'Gamma gone', images }, gamma)).id }, gamma);
    const newest = [...made].reverse();
    const onShelf = made.filter((_, index) => shelf[index]).reverse();
    const ids = async (body: Record<string, unknown>) =>
      (await call('index', body, gamma)).body.data.list.map((row: { id: number }) => row.id);
    expect(await ids({})).toEqual(newest);
    expect(await ids({ status: 'on_shelf' })).toEqual(onShelf);
    expect(await ids({ status: 'off_shelf' })).toEqual(newest.filter((id) => !onShelf.includes(id)));
    // pages of 2 and 3 (the statements fetch 10, 20, 50 or 100 rows) cut the same list
    const pages = [
      await ids({ limit: 2 }),
      await ids({ limit: 2, page: 2 }),
      await ids({ limit: 2, page: 3 }),
    ];
    expect(pages).toEqual([newest.slice(0, 2), newest.slice(2, 4), newest.slice(4)]);
    expect(await ids({ status: 'on_shelf', limit: 2, page: 2 })).toEqual(onShelf.slice(2));
    const { body } = await call('index', { limit: 1, page: 5 }, gamma);
    expect(body.data).toMatchObject({ total: 5, page: 5, limit: 1, list: [{ id: made[0] }] });
    // the row's time is the product's, as its detail reads it
    const detail = await call('detail', { id: made[0] }, gamma);
    expect(body.data.list[0].created_at).toBe(detail.body.data.created_at);
  });

  it('treats % and _ in the keyword as plain characters', async () => {
    await create({ title: 'Discount 50% Tote' });
    expect((await call('index', { keyword: '50%' })).body.data.total).toBe(1);
    expect((await call('index', { keyword: '5_%' })).body.data.total).toBe(0);
  });

  it('answers the edit form, 404 for another merchant’s product', async () => {
    const product = await create();
    const { body } = await call('detail', { id: product.id });
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({ id: product.id, title: 'Linen Shirt', freight: '2.5', price: '10' });
    expect(body.data.images).toHaveLength(2);
    const foreign = await call('detail', { id: product.id }, ctx.beta);
    expect([foreign.status, foreign.body.code]).toEqual([404, 404]);
  });

  it('refuses bad input naming the field, a visitor and a buyer', async () => {
    expect((await call('index', { status: 'hidden' })).body).toMatchObject({
      code: 0,
      data: { field: 'status' },
    });
    expect((await call('index', { limit: 101 })).body).toMatchObject({ code: 0, data: { field: 'limit' } });
    expect((await call('detail', { id: 'x' })).body).toMatchObject({ code: 0, data: { field: 'id' } });
    expect((await call('index', {}, null)).status).toBe(401);
    expect((await call('detail', { id: 1 }, ctx.buyer)).status).toBe(403);
  });
});

describe('what buyers see follows each change at once', () => {
  it('shows a created product, its edits, hides it off shelf and after delete, and counts it on the store', async () => {
    const storeId = ctx.alpha.store.id;
    const before = await storeProductCount(storeId);
    // cache every buyer view first, so a stale cache would show
    await buyerSees(storeId, 0, 'Wombat');
    const product = await create({ title: 'Wombat Parka' });
    expect(await buyerSees(storeId, product.id, 'Wombat')).toEqual({
      inList: true,
      inSearch: true,
      detail: expect.objectContaining({ title: 'Wombat Parka', price: '10' }),
    });
    expect(await storeProductCount(storeId)).toBe(before + 1);

    const edited = await call('save', {
      ...(await call('detail', { id: product.id })).body.data,
      images: ctx.pictures,
      title: 'Wombat Parka Deluxe',
      skus: [{ size: 'XL', color: 'Green', price: '55', stock: 2 }],
      price: undefined,
      sales: undefined,
      is_on_sale: undefined,
      taken_down_reason: undefined,
      created_at: undefined,
      on_shelf: true,
    });
    expect(edited.body.code, edited.body.msg).toBe(1);
    expect((await buyerSees(storeId, product.id, 'Deluxe')).detail).toMatchObject({
      title: 'Wombat Parka Deluxe',
      price: '55',
    });

    const off = await call('shelf', { ids: [product.id], on_shelf: false });
    expect(off.body).toEqual({ code: 1, msg: 'Shelf status updated', data: { updated: 1 } });
    expect(await buyerSees(storeId, product.id, 'Wombat')).toEqual({
      inList: false,
      inSearch: false,
      detail: null,
    });
    expect(await storeProductCount(storeId)).toBe(before);

    const on = await call('shelf', { ids: [product.id, product.id], on_shelf: true });
    expect(on.body.data).toEqual({ updated: 1 });
    expect((await buyerSees(storeId, product.id, 'Wombat')).inList).toBe(true);

    const removed = await call('delete', { id: product.id });
    expect(removed.body).toEqual({ code: 1, msg: 'Product deleted', data: { id: product.id } });
    expect(await buyerSees(storeId, product.id, 'Wombat')).toEqual({
      inList: false,
      inSearch: false,
      detail: null,
    });
    expect(await storeProductCount(storeId)).toBe(before);
    // gone from the seller's list and detail too, and cannot be deleted twice
    expect((await call('index', { keyword: 'Wombat' })).body.data.total).toBe(0);
    expect((await call('detail', { id: product.id })).status).toBe(404);
    expect((await call('delete', { id: product.id })).status).toBe(404);
  });

  it('shelves all products or none: one foreign id answers 404 and changes nothing', async () => {
    const mine = await create();
    const theirs = await create({ title: 'Not mine' });
    await call('delete', { id: theirs.id });
    const { status, body } = await call('shelf', { ids: [mine.id, theirs.id], on_shelf: false });
    expect([status, body.code]).toEqual([404, 404]);
    expect((await call('detail', { id: mine.id })).body.data.on_shelf).toBe(true);
    expect((await call('shelf', { ids: [], on_shelf: false })).body).toMatchObject({
      code: 0,
      data: { field: 'ids' },
    });
    expect((await call('shelf', { ids: [mine.id], on_shelf: false }, ctx.beta)).status).toBe(404);
    expect((await call('delete', { id: mine.id }, ctx.beta)).status).toBe(404);
    expect((await call('shelf', { ids: [mine.id], on_shelf: false }, null)).status).toBe(401);
    expect((await call('delete', { id: mine.id }, ctx.buyer)).status).toBe(403);
  });
});
