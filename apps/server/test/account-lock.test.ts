import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, post, requestCode, type TestContext } from './helper.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

// each try from its own address, so the per-IP counter never decides
let address = 0;
const login = (account: string, password: string) =>
  post(ctx.app, '/api/user/login', { account, password }, { ip: `10.40.${address >> 8}.${address++ & 255}` });

const wrong = { code: 0, msg: 'Wrong account or password', data: null };

describe('the account lock', () => {
  it('is one counter per account, whether it is named by username or by e-mail', async () => {
    const { user, password } = await buildUser(ctx.database);
    for (const account of [user.username, user.username.toUpperCase(), user.username]) {
      expect((await login(account, 'not-the-password')).body).toEqual(wrong);
    }
    for (const account of [user.email, user.email.toUpperCase()]) {
      expect((await login(account, 'not-the-password')).body).toEqual(wrong);
    }
    // five wrong tries in all: locked by either name, even with the right password
    for (const account of [user.email, user.username]) {
      const locked = await login(account, password);
      expect(locked.status).toBe(429);
      expect(locked.body.msg).toMatch(/^Too many requests\. Please try again in \d+ seconds$/);
    }
  });

  it('locks no other account', async () => {
    const locked = await buildUser(ctx.database);
    const other = await buildUser(ctx.database);
    for (let i = 0; i < 5; i += 1) await login(locked.user.email, 'not-the-password');
    expect((await login(locked.user.username, locked.password)).status).toBe(429);
    const fine = await login(other.user.email, other.password);
    expect(fine.body.code).toBe(1);
    expect(fine.body.data.userinfo.id).toBe(other.user.id);
  });

  it('treats a name no account has like an account, so a lock tells nothing', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await login('nobody-here', 'not-the-password')).body).toEqual(wrong);
    const sixth = await login('nobody-here', 'not-the-password');
    expect(sixth.status).toBe(429);
  });

  it('is lifted by a password reset, whichever name was used', async () => {
    const { user } = await buildUser(ctx.database, { email: 'locked-out@example.com' });
    for (let i = 0; i < 5; i += 1) await login(i % 2 ? user.username : user.email, 'not-the-password');
    expect((await login(user.email, 'not-the-password')).status).toBe(429);
    const code = await requestCode(ctx, user.email, 'resetpwd');
    const reset = await post(ctx.app, '/api/user/resetpwd', {
      email: user.email,
      code,
      newpassword: 'a-fresh-password-1',
    });
    expect(reset.body.code).toBe(1);
    for (const account of [user.email, user.username]) {
      const again = await login(account, 'a-fresh-password-1');
      expect(again.body.code).toBe(1);
      expect(again.body.data.userinfo.id).toBe(user.id);
    }
  });
});
