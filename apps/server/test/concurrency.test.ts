import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeFollows, stores, throttles, users } from '../src/db/schema.ts';
import { loginThrottleKey } from '../src/modules/user/auth-service.ts';
import { buildCategory, buildProduct, buildStore } from './catalogue-builders.ts';
import { buildTestApp, buildUser, post, requestCode, type TestContext } from './helper.ts';

// On PostgreSQL these requests really run at once (a pool of 20 connections); on PGlite they
// interleave on one connection. Either way exactly one racer may win.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('races', () => {
  it('one e-mail code registers one account, however many requests race with it', async () => {
    const code = await requestCode(ctx, 'race@example.com', 'register');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(ctx.app, '/api/user/register', {
          username: `racer${i}`,
          password: 'race-pass-123',
          email: 'race@example.com',
          code,
        }),
      ),
    );
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(9);
    const [row] = await ctx.database.db
      .select({ n: count() })
      .from(users)
      .where(like(users.username, 'racer%'));
    expect(row!.n).toBe(1);
  });

  it('one username goes to one account when different e-mails race for it', async () => {
    const codes = [];
    for (let i = 0; i < 6; i += 1) codes.push(await requestCode(ctx, `same${i}@example.com`, 'register'));
    const results = await Promise.all(
      codes.map((code, i) =>
        post(ctx.app, '/api/user/register', {
          username: 'samename',
          password: 'race-pass-123',
          email: `same${i}@example.com`,
          code,
        }),
      ),
    );
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(1);
    for (const loser of results.filter((r) => r.body.code !== 1)) {
      expect(loser.body).toEqual({
        code: 0,
        msg: 'This username is already taken',
        data: { field: 'username' },
      });
    }
  });

  it('counts every one of many parallel wrong passwords', async () => {
    const { user } = await buildUser(ctx.database);
    await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        post(
          ctx.app,
          '/api/user/login',
          { account: user.username, password: 'wrong-guess' },
          { ip: `10.9.0.${i}` },
        ),
      ),
    );
    const [row] = await ctx.database.db
      .select()
      .from(throttles)
      .where(eq(throttles.key, loginThrottleKey(user.id)));
    expect(row!.count).toBe(4);
  });
});

describe('follow races', () => {
  it('keeps the follower count equal to the follows, however the toggles interleave', async () => {
    const category = await buildCategory(ctx.database);
    const store = await buildStore(ctx.database, { followerCount: 0 });
    await buildProduct(ctx.database, { storeId: store.id, categoryId: category.id });
    const fans = await Promise.all(Array.from({ length: 12 }, () => buildUser(ctx.database)));
    const toggle = (token: string) => post(ctx.app, '/api/user/followers', { shop_id: store.id }, { token });

    // twelve users follow at once, and one of them also taps five more times at once
    const results = await Promise.all([
      ...fans.map((fan) => toggle(fan.token)),
      ...Array.from({ length: 5 }, () => toggle(fans[0]!.token)),
    ]);
    expect(results.every((r) => r.body.code === 1)).toBe(true);

    const [follows] = await ctx.database.db
      .select({ n: count() })
      .from(storeFollows)
      .where(eq(storeFollows.storeId, store.id));
    const [row] = await ctx.database.db
      .select({ followers: stores.followerCount })
      .from(stores)
      .where(eq(stores.id, store.id));
    expect(follows!.n).toBeGreaterThanOrEqual(11);
    expect(row!.followers).toBe(follows!.n);
  });
});
