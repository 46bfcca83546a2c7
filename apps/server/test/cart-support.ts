import { MAX_CART_LINES } from '@market/contract';
import { asc, eq } from 'drizzle-orm';
import { cartItems } from '../src/db/schema.ts';
import { buildSkus } from './cart-builders.ts';
import { buildUser, post, type TestUser } from './helper.ts';
import { useTestApp } from './use-test-app.ts';

type Skus = Awaited<ReturnType<typeof buildSkus>>;

/** A SKU id no row has. */
export const MISSING_SKU = 99_999_999;

const image = `/uploads/${'a'.repeat(64)}.webp`;

/** The line the API should answer for SKU `i` (0-based) of `item` with `num` units. */
const lineOf = (
  item: Skus,
  shown: { shop_name: string; title: string; price: string; stock: number },
  i: number,
  num: number,
) => ({
  sku_id: item.skuIds[i],
  product_id: item.product.id,
  shop_id: item.store.id,
  ...shown,
  image,
  size: `S${i + 1}`,
  color: 'Black',
  // no wholesale terms: one tier at the SKU's price from 1 unit (decision 040)
  tiers: [{ min_qty: 1, price: shown.price }],
  min_order_qty: 1,
  order_multiple: 1,
  shop_min_order_amount: null,
  num,
  is_available: true,
});

/**
 * The hooks of a cart test file (the app, Alice, and three stores' SKUs) and the calls its tests
 * make: Harbor Supply's Canvas Tote in three sizes, Clay & Co's one Stoneware Mug, and 60 SKUs more
 * than a cart holds of Bulk Goods, enough to fill a cart past its line limit.
 */
export function useCartTests() {
  const ctx = useTestApp(async ({ database }) => ({
    alice: await buildUser(database),
    tote: await buildSkus(database, {
      count: 3,
      storeName: 'Harbor Supply',
      title: 'Canvas Tote',
      price: '12.50',
      stock: 40,
    }),
    mug: await buildSkus(database, { storeName: 'Clay & Co', title: 'Stoneware Mug', price: '3', stock: 7 }),
    bulk: await buildSkus(database, { count: MAX_CART_LINES + 60, storeName: 'Bulk Goods', price: '1' }),
  }));
  const call = (user: TestUser, url: string, body: object = {}) =>
    post(ctx.app, url, body, { token: user.token });

  /** Puts `skuIds` in the cart through merge, 200 lines a call (its limit), oldest first. */
  const fill = async (user: TestUser, skuIds: number[], num = 1) => {
    for (let start = 0; start < skuIds.length; start += 200)
      await call(user, '/api/cart/merge', {
        items: skuIds.slice(start, start + 200).map((sku_id) => ({ sku_id, num })),
      });
  };

  return {
    ctx,
    call,
    fill,
    add: (user: TestUser, skuId: number, num: number) => call(user, '/api/cart/add', { sku_id: skuId, num }),
    /** The tote line the API should answer for its SKU `i` (0-based) with `num` units. */
    toteLine: (i: number, num: number) =>
      lineOf(
        ctx.tote,
        { shop_name: 'Harbor Supply', title: 'Canvas Tote', price: '12.5', stock: 40 },
        i,
        num,
      ),
    mugLine: (num: number) =>
      lineOf(ctx.mug, { shop_name: 'Clay & Co', title: 'Stoneware Mug', price: '3', stock: 7 }, 0, num),
    /** The cart's lines as [sku_id, num], straight from the table, oldest first. */
    storedOf: async (userId: number) =>
      (
        await ctx.database.db
          .select({ skuId: cartItems.skuId, num: cartItems.num })
          .from(cartItems)
          .where(eq(cartItems.userId, userId))
          .orderBy(asc(cartItems.createdAt), asc(cartItems.skuId))
      ).map((row) => [row.skuId, row.num]),
  };
}
