import { post, type TestContext } from './helper.ts';
import type { buildBuyer, buildShop } from './order-support.ts';

/** `count` checkouts of one unit of the shop's SKU, placed one after another; answers their ids. */
export async function placeCheckouts(
  ctx: TestContext,
  buyer: Awaited<ReturnType<typeof buildBuyer>>,
  shop: Awaited<ReturnType<typeof buildShop>>,
  count: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const { body } = await post(
      ctx.app,
      '/api/order/create',
      { items: [{ product_id: shop.product.id, sku_id: shop.skuId, num: 1 }], address_id: buyer.addressId },
      { token: buyer.token },
    );
    ids.push(body.data.checkout_id as number);
  }
  return ids;
}
