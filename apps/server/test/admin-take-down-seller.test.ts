import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, post, type TestUser } from './helper.ts';
import { productBody, useSellerTests } from './seller-support.ts';

// A taken-down product stays off sale whatever its seller or the store's reopening does, until an
// admin restores it (decision 046).

const { ctx, call, create } = useSellerTests();
let reviewer: TestUser;
beforeAll(async () => {
  reviewer = await buildUser(ctx.database, { role: 'admin', adminRole: 'reviewer' });
});
const admin = (path: string, body: object) => post(ctx.app, path, body, { token: reviewer.token });
const onSale = async (id: number) => (await post(ctx.app, '/api/index/pro_info', { id })).body.code === 1;

describe('a taken-down product and its seller', () => {
  it('stays off sale through an edit, the shelf switch and a store reopening; the restore brings it back', async () => {
    const product = await create({ title: 'Replica Sneakers' });
    expect(await onSale(product.id)).toBe(true);
    const down = await admin('/api/admin/product/take_down', {
      id: product.id,
      reason: 'Trademark complaint',
    });
    expect(down.body.code, down.body.msg).toBe(1);

    // the seller fixes the listing: saved, still off sale, the reason kept
    const edited = await call(
      'save',
      productBody(ctx.category.id, ctx.pictures, {
        id: product.id,
        title: 'Running Sneakers',
        on_shelf: true,
      }),
    );
    expect(edited.body.code, edited.body.msg).toBe(1);
    expect(edited.body.data).toMatchObject({
      on_shelf: true,
      is_on_sale: false,
      taken_down_reason: 'Trademark complaint',
    });
    expect(await onSale(product.id)).toBe(false);

    // off shelf is allowed, back on shelf is refused with the reason
    expect((await call('shelf', { ids: [product.id], on_shelf: false })).body.code).toBe(1);
    const refused = await call('shelf', { ids: [product.id], on_shelf: true });
    expect(refused.body).toEqual({
      code: 0,
      msg: '"Running Sneakers" was taken down by the platform (Trademark complaint): it can go back on shelf only after the platform restores it',
      data: { field: 'ids' },
    });

    // a suspended store reopened leaves it off sale
    const storeId = ctx.alpha.store.id;
    expect((await admin('/api/admin/store/suspend', { store_id: storeId, reason: 'Audit' })).body.code).toBe(
      1,
    );
    expect((await admin('/api/admin/store/reopen', { store_id: storeId })).body.code).toBe(1);
    expect(await onSale(product.id)).toBe(false);

    // restored while off shelf it stays off sale; the seller may then put it on shelf
    const restored = await admin('/api/admin/product/restore', { id: product.id });
    expect(restored.body.data).toMatchObject({ status: 'off_shelf', taken_down_reason: '' });
    expect(await onSale(product.id)).toBe(false);
    expect((await call('shelf', { ids: [product.id], on_shelf: true })).body.code).toBe(1);
    expect(await onSale(product.id)).toBe(true);
  });
});
