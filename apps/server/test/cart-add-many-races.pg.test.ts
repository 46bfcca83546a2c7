import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, productSkus } from '../src/db/schema.ts';
import { buildCategory, buildProduct, buildStore } from './catalogue-builders.ts';
import { buildUser, post } from './helper.ts';
import { useTestApp } from './use-test-app.ts';

// On PostgreSQL (this file's only engine) the calls really run at once on a pool of connections:
// the user's row lock must make each add-many see what the one before it put in the cart.
const ctx = useTestApp(async ({ database }) => {
  const category = await buildCategory(database);
  const store = await buildStore(database, { name: 'Crate Co' });
  const product = await buildProduct(
    database,
    { storeId: store.id, categoryId: category.id },
    {
      title: 'Enamel Cup',
      minOrderQty: 12,
      orderMultiple: 12,
      skus: [
        { size: 'One', color: 'Blue', price: '10', stock: 36 },
        { size: 'One', color: 'Red', price: '10', stock: 1000 },
      ],
    },
  );
  const [blue, red] = (
    await database.db
      .select({ id: productSkus.id })
      .from(productSkus)
      .where(eq(productSkus.productId, product.id))
      .orderBy(asc(productSkus.id))
  ).map((row) => row.id) as [number, number];
  return { blue, red };
});

const storedOf = async (userId: number) =>
  (
    await ctx.database.db
      .select({ skuId: cartItems.skuId, num: cartItems.num })
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.skuId))
  ).map((row) => [row.skuId, row.num]);

describe('add-many at once', () => {
  it('six calls of 24 on a SKU with 36 in stock: one goes in, the others are refused whole', async () => {
    const buyer = await buildUser(ctx.database);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post(
          ctx.app,
          '/api/cart/add-many',
          {
            items: [
              { sku_id: ctx.red, num: 12 },
              { sku_id: ctx.blue, num: 24 },
            ],
          },
          { token: buyer.token },
        ),
      ),
    );
    const bodies = answers.map((answer) => answer.body);
    expect(bodies.filter((body) => body.code === 1)).toEqual([
      {
        code: 1,
        msg: 'Success',
        data: {
          count: 36,
          line_count: 2,
          items: [
            { sku_id: ctx.red, num: 12, price: '10' },
            { sku_id: ctx.blue, num: 24, price: '10' },
          ],
        },
      },
    ]);
    for (const body of bodies.filter((item) => item.code !== 1))
      expect(body).toEqual({ code: 0, msg: 'Only 36 left of Enamel Cup', data: { field: 'items.1.num' } });
    // the refused calls added nothing, not even their first line
    expect(await storedOf(buyer.user.id)).toEqual([
      [ctx.blue, 24],
      [ctx.red, 12],
    ]);
  });
});
