import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser, post } from './helper.ts';
import { buildBuyer, buildShop, fund, rowsOf } from './order-support.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp();
const campaignOf = async (checkoutId: number) =>
  (
    await rowsOf<{ campaign: string }>(
      ctx.database,
      sql`select campaign from checkouts where id = ${checkoutId}`,
    )
  )[0]!.campaign;

describe('POST /api/order/create with a campaign code', () => {
  it('keeps the code on the checkout, and none without one', async () => {
    const shop = await buildShop(ctx, { stock: 10 });
    const buyer = await buildBuyer(ctx);
    await fund(ctx, await buildUser(ctx.database, { role: 'admin' }), buyer.user.id, '100');
    const items = [{ product_id: shop.product.id, sku_id: shop.skuId, num: 1 }];
    const withCode = await post(
      ctx.app,
      '/api/order/create',
      { items, address_id: buyer.addressId, campaign: 'SPRING-24_tt' },
      { token: buyer.token },
    );
    expect(withCode.body.code).toBe(1);
    expect(await campaignOf(withCode.body.data.checkout_id)).toBe('SPRING-24_tt');
    const without = await post(
      ctx.app,
      '/api/order/create',
      { items, address_id: buyer.addressId },
      { token: buyer.token },
    );
    expect(await campaignOf(without.body.data.checkout_id)).toBe('');
  });

  it('refuses a malformed code naming the field, and places nothing', async () => {
    const shop = await buildShop(ctx, { stock: 10 });
    const buyer = await buildBuyer(ctx);
    const items = [{ product_id: shop.product.id, sku_id: shop.skuId, num: 1 }];
    for (const campaign of ['', 'has space', 'x'.repeat(33), '<script>']) {
      const { body } = await post(
        ctx.app,
        '/api/order/create',
        { items, address_id: buyer.addressId, campaign },
        { token: buyer.token },
      );
      expect(body, campaign).toEqual({
        code: 0,
        msg: 'The campaign code has 1 to 32 letters, digits, - or _',
        data: { field: 'campaign' },
      });
    }
    const [count] = await rowsOf<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from checkouts where user_id = ${buyer.user.id}`,
    );
    expect(count!.n).toBe(0);
  });
});
