import { describe, expect, it } from 'vitest';
import { buildSkus } from './cart-builders.ts';
import { useCartTests } from './cart-support.ts';
import { buildUser } from './helper.ts';

// On PostgreSQL the calls really run at once on a pool of connections. A change to a line already
// in the cart is one UPDATE without the user's lock (decision 056): its row lock, not a read in
// JavaScript, must keep concurrent adds from losing one another.
const { ctx, add, storedOf } = useCartTests();

describe('cart changes at once', () => {
  it('twenty adds of 1 to a new line and twenty to a line already there all count', async () => {
    const vera = await buildUser(ctx.database);
    const item = await buildSkus(ctx.database, { count: 2, storeName: 'Race Store', price: '2' });
    const [fresh, held] = item.skuIds as [number, number];
    await add(vera, held, 5);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => add(vera, i % 2 ? held : fresh, 1)).concat(
        Array.from({ length: 20 }, (_, i) => add(vera, i % 2 ? fresh : held, 1)),
      ),
    );
    expect(answers.every((answer) => answer.body.code === 1)).toBe(true);
    expect(await storedOf(vera.user.id)).toEqual([
      [held, 25],
      [fresh, 20],
    ]);
    // the last answer to finish saw every add before it: 45 units, 2 lines
    const last = answers.map((answer) => answer.body.data.count as number);
    expect(Math.max(...last)).toBe(45);
  });
});
