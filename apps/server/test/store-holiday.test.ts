import { cartResponse, sellerStoreProfile } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { post } from './helper.ts';
import { buildBuyer, fund, stockOf, useOrderTests } from './order-support.ts';

const { ctx, createCheckout, pay } = useOrderTests();
const holiday = (isHoliday: unknown, lang?: string) =>
  post(
    ctx.app,
    '/api/seller/store/holiday',
    { is_holiday: isHoliday },
    { token: ctx.shopA.merchant.token, lang },
  );
const lineOfA = (num = 1) => ({ product_id: ctx.shopA.product.id, sku_id: ctx.shopA.skuId, num });

describe('POST /api/seller/store/holiday', () => {
  it('closes the store: still listed, but no cart line, confirmation or order', async () => {
    const buyer = await buildBuyer(ctx);
    await fund(ctx, ctx.admin, buyer.user.id, '100');
    // a line put in the cart before the holiday stays there, shown unavailable
    await post(ctx.app, '/api/cart/add', { sku_id: ctx.shopA.skuId, num: 1 }, { token: buyer.token });

    const closed = await holiday(true);
    expect(closed.body.code, closed.body.msg).toBe(1);
    expect(closed.body.msg).toBe('The store is closed for holiday: buyers can browse but not order');
    expect(sellerStoreProfile.parse(closed.body.data).is_holiday).toBe(true);

    const page = await post(ctx.app, '/api/index/shop_info', { id: ctx.shopA.store.id });
    expect(page.body.data.shop.is_holiday).toBe(true);
    expect(page.body.data.products.total).toBe(1);
    const detail = await post(ctx.app, '/api/index/pro_info', { id: ctx.shopA.product.id });
    expect(detail.body.data.store).toMatchObject({ id: ctx.shopA.store.id, is_holiday: true });

    const refusal = {
      code: 0,
      msg: 'Alpha Wholesale is closed for holiday and is not taking orders now',
    };
    const add = await post(
      ctx.app,
      '/api/cart/add',
      { sku_id: ctx.shopA.skuId, num: 1 },
      { token: buyer.token },
    );
    expect(add.body).toEqual({ ...refusal, data: null });
    const cart = cartResponse.parse(
      (await post(ctx.app, '/api/cart/index', {}, { token: buyer.token })).body.data,
    );
    expect(cart.list).toMatchObject([{ sku_id: ctx.shopA.skuId, num: 1, is_available: false }]);

    const stock = await stockOf(ctx.database, ctx.shopA.skuId);
    const confirm = await post(ctx.app, '/api/order/confirm', { items: [lineOfA()] }, { token: buyer.token });
    expect(confirm.body).toEqual({ ...refusal, data: { field: 'items' } });
    const create = await post(
      ctx.app,
      '/api/order/create',
      {
        items: [lineOfA(), { product_id: ctx.shopB.product.id, sku_id: ctx.shopB.skuId, num: 1 }],
        address_id: buyer.addressId,
      },
      { token: buyer.token },
    );
    expect(create.body).toEqual({ ...refusal, data: { field: 'items' } });
    expect(await stockOf(ctx.database, ctx.shopA.skuId)).toBe(stock);

    // another store of the same cart still sells
    const other = await createCheckout(buyer, [
      { product_id: ctx.shopB.product.id, sku_id: ctx.shopB.skuId, num: 1 },
    ]);
    expect((await pay(buyer.token, other.checkout_id)).body.code).toBe(1);

    const reopened = await holiday(false);
    expect(reopened.body).toMatchObject({
      code: 1,
      msg: 'The store is open again',
      data: { is_holiday: false },
    });
    const checkout = await createCheckout(buyer, [lineOfA(2)]);
    expect(checkout.total).toBe('30.5');
    const lines = (await post(ctx.app, '/api/cart/index', {}, { token: buyer.token })).body.data.list;
    expect(lines).toEqual([]);
  });

  it('translates the refusal', async () => {
    const buyer = await buildBuyer(ctx);
    await holiday(true);
    const { body } = await post(
      ctx.app,
      '/api/cart/add',
      { sku_id: ctx.shopA.skuId, num: 1 },
      { token: buyer.token, lang: 'zh-CN' },
    );
    expect(body).toEqual({ code: 0, msg: 'Alpha Wholesale 正在休假，暂不接受订单', data: null });
    await holiday(false);
  });

  it.each([[{ is_holiday: 'yes' }], [{ is_holiday: null }], [{}]])(
    'refuses %j naming is_holiday',
    async (input) => {
      const { body } = await post(ctx.app, '/api/seller/store/holiday', input, {
        token: ctx.shopA.merchant.token,
      });
      expect(body).toEqual({
        code: 0,
        msg: 'Please choose whether the store is closed for holiday',
        data: { field: 'is_holiday' },
      });
    },
  );
});
