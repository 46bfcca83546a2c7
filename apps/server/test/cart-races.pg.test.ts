import { MAX_CART_LINES } from '@market/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { cartItems } from '../src/db/schema.ts';
import { buildSkus } from './cart-builders.ts';
import { useCartTests } from './cart-support.ts';
import { buildUser } from './helper.ts';

// On PostgreSQL the calls really run at once on a pool of connections. A change to a line already
// in the cart is one UPDATE without the user's lock (decision 056): its row lock, not a read in
// JavaScript, must keep concurrent adds from losing one another.
const { ctx, add, fill, storedOf } = useCartTests();

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

  // Decision 059: one SQL statement that takes the user's lock in a CTE still counts the lines with
  // the snapshot it took before waiting, and would let this add in as line MAX + 1.
  it('a new line that waited for the user’s lock counts the line its holder put in', async () => {
    const rhea = await buildUser(ctx.database);
    const skus = ctx.bulk.skuIds;
    await fill(rhea, skus.slice(0, MAX_CART_LINES - 1));
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from users where id = ${rhea.user.id} for update`);
      await tx.insert(cartItems).values({ userId: rhea.user.id, skuId: skus[MAX_CART_LINES - 1]!, num: 1 });
      locked();
      await released;
    });
    await isLocked;
    const adding = add(rhea, skus[MAX_CART_LINES]!, 1);
    // the add is waiting on the holder's lock before the holder commits
    for (let waited = 0; ; waited += 20) {
      const [row] = rowsOf(
        await ctx.database.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        ),
      );
      if (Number(row?.n) > 0) break;
      if (waited > 5_000) throw new Error('the add never waited for the user’s lock');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    release();
    await holder;
    expect((await adding).body).toEqual({
      code: 0,
      msg: `The cart can hold at most ${MAX_CART_LINES} lines`,
      data: null,
    });
    expect(await storedOf(rhea.user.id)).toHaveLength(MAX_CART_LINES);
  });
});
