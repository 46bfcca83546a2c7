import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { useCartTests } from './cart-support.ts';
import { buildUser } from './helper.ts';

const { ctx, call, add, storedOf } = useCartTests();

// A cart change commits without waiting for the WAL flush (decision 059); the setting must end with
// its own transaction, or every later statement on that pooled connection — a payment too — would
// commit the same way.
describe('a cart change’s asynchronous commit', () => {
  it('does not outlive the change on any connection', async () => {
    const nora = await buildUser(ctx.database);
    const skus = ctx.bulk.skuIds.slice(0, 20);
    await Promise.all(skus.map((skuId) => add(nora, skuId, 2)));
    await Promise.all(
      skus.slice(0, 10).map((skuId) => call(nora, '/api/cart/set', { sku_id: skuId, num: 5 })),
    );
    await call(nora, '/api/cart/del', { sku_ids: skus.slice(10, 15) });
    expect(await storedOf(nora.user.id)).toHaveLength(15);

    const settings = await Promise.all(
      Array.from({ length: 20 }, async () =>
        rowsOf(await ctx.database.db.execute(sql`select current_setting('synchronous_commit') as value`)),
      ),
    );
    expect(settings.map(([row]) => row?.value)).toEqual(Array.from({ length: 20 }, () => 'on'));
  });
});
