import { adminUserListResponse, currentUserSchema } from '@market/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema.ts';
import { buildTestApp, buildUser, post, type TestContext } from './helper.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const login = async (account: string, password: string) =>
  (await post(ctx.app, '/api/user/login', { account, password })).body;
const unauthorizedBody = { code: 401, msg: 'Please login first', data: null };

describe('POST /api/user/index', () => {
  it('answers the current user with money as a decimal string and no hashes', async () => {
    const { user, token } = await buildUser(ctx.database, { money: '1234.50000000' });
    const { status, body } = await post(ctx.app, '/api/user/index', {}, { token });
    expect(status).toBe(200);
    const me = currentUserSchema.parse(body.data);
    expect(me).toMatchObject({
      id: user.id,
      username: user.username,
      money: '1234.5',
      score: 100,
      role: 'buyer',
      has_fund_password: false,
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|password_hash|passwordHash/);
  });

  it.each([
    ['no token', undefined],
    ['an unknown token', 'x'.repeat(43)],
  ])('answers 401 with %s', async (_name, token) => {
    const { status, body } = await post(ctx.app, '/api/user/index', {}, token ? { token } : {});
    expect(status).toBe(401);
    expect(body).toEqual(unauthorizedBody);
  });

  it('answers 401 for an expired session', async () => {
    const { user, token } = await buildUser(ctx.database);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await post(ctx.app, '/api/user/index', {}, { token })).status).toBe(401);
  });
});

describe('POST /api/user/profile', () => {
  it('changes the nickname', async () => {
    const { token } = await buildUser(ctx.database);
    const { body } = await post(ctx.app, '/api/user/profile', { nickname: '  Wholesale Wu ' }, { token });
    expect(body).toMatchObject({
      code: 1,
      msg: 'The profile has been saved',
      data: { nickname: 'Wholesale Wu' },
    });
    const me = await post(ctx.app, '/api/user/index', {}, { token });
    expect(me.body.data.nickname).toBe('Wholesale Wu');
  });

  it('refuses an avatar that is not an upload of ours, and changes nothing', async () => {
    const { user, token } = await buildUser(ctx.database);
    const { body } = await post(
      ctx.app,
      '/api/user/profile',
      { avatar: 'https://evil.example/x.png', nickname: 'Changed' },
      { token },
    );
    expect(body).toEqual({
      code: 0,
      msg: 'The avatar must be an image uploaded to this site',
      data: { field: 'avatar' },
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.nickname).toBe('');
  });

  it('refuses a too long nickname naming the field, and needs a token', async () => {
    const { token } = await buildUser(ctx.database);
    const long = await post(ctx.app, '/api/user/profile', { nickname: 'n'.repeat(33) }, { token });
    expect(long.body).toEqual({
      code: 0,
      msg: 'Nickname must be at most 32 characters',
      data: { field: 'nickname' },
    });
    const anonymous = await post(ctx.app, '/api/user/profile', { nickname: 'x' });
    expect(anonymous.body).toEqual(unauthorizedBody);
  });
});

describe('POST /api/user/logout', () => {
  it('revokes the token and only that one', async () => {
    const { user, password } = await buildUser(ctx.database);
    const first = (await login(user.username, password)).data.userinfo.token as string;
    const second = (await login(user.username, password)).data.userinfo.token as string;
    const { body } = await post(ctx.app, '/api/user/logout', {}, { token: first });
    expect(body).toEqual({ code: 1, msg: 'You have logged out', data: null });
    expect((await post(ctx.app, '/api/user/index', {}, { token: first })).body).toEqual(unauthorizedBody);
    expect((await post(ctx.app, '/api/user/index', {}, { token: second })).body.code).toBe(1);
    expect((await post(ctx.app, '/api/user/logout', {}, { token: first })).status).toBe(401);
  });
});

describe('POST /api/user/change', () => {
  it('changes the login password and ends the other sessions, not this one', async () => {
    const { user, password, token } = await buildUser(ctx.database);
    const other = (await login(user.username, password)).data.userinfo.token as string;
    const { body } = await post(
      ctx.app,
      '/api/user/change',
      { type: 'login', oldpassword: password, newpassword: 'brand-new-pass' },
      { token },
    );
    expect(body).toEqual({ code: 1, msg: 'The password has been changed', data: null });
    expect((await post(ctx.app, '/api/user/index', {}, { token: other })).status).toBe(401);
    expect((await post(ctx.app, '/api/user/index', {}, { token })).body.code).toBe(1);
    expect((await login(user.username, password)).code).toBe(0);
    expect((await login(user.username, 'brand-new-pass')).code).toBe(1);
  });

  it('requires the right original login password, and changes nothing otherwise', async () => {
    const { user, password, token } = await buildUser(ctx.database);
    const missing = await post(
      ctx.app,
      '/api/user/change',
      { type: 'login', newpassword: 'brand-new-pass' },
      { token },
    );
    expect(missing.body).toEqual({
      code: 0,
      msg: 'Please enter the original password',
      data: { field: 'oldpassword' },
    });
    const wrong = await post(
      ctx.app,
      '/api/user/change',
      { type: 'login', oldpassword: 'not-it-at-all', newpassword: 'brand-new-pass' },
      { token },
    );
    expect(wrong.body).toEqual({
      code: 0,
      msg: 'The original password is wrong',
      data: { field: 'oldpassword' },
    });
    const short = await post(
      ctx.app,
      '/api/user/change',
      { type: 'login', oldpassword: password, newpassword: 'short' },
      { token },
    );
    expect(short.body).toEqual({
      code: 0,
      msg: 'The password must be 8 to 128 characters',
      data: { field: 'newpassword' },
    });
    const badType = await post(
      ctx.app,
      '/api/user/change',
      { type: 'pin', newpassword: 'brand-new-pass' },
      { token },
    );
    expect(badType.body).toEqual({
      code: 0,
      msg: 'The password type must be login or fund',
      data: { field: 'type' },
    });
    expect((await login(user.username, password)).code).toBe(1);
  });

  it('throttles wrong original passwords', async () => {
    const { password, token } = await buildUser(ctx.database);
    for (let i = 0; i < 5; i += 1) {
      const { body } = await post(
        ctx.app,
        '/api/user/change',
        { type: 'login', oldpassword: 'wrong-guess', newpassword: 'brand-new-pass' },
        { token },
      );
      expect(body.code).toBe(0);
    }
    const blocked = await post(
      ctx.app,
      '/api/user/change',
      { type: 'login', oldpassword: password, newpassword: 'brand-new-pass' },
      { token },
    );
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe(429);
  });

  it('sets a first fund password without an old one, then requires it', async () => {
    const { token } = await buildUser(ctx.database);
    const first = await post(ctx.app, '/api/user/change', { type: 'fund', newpassword: '135790' }, { token });
    expect(first.body.code).toBe(1);
    expect((await post(ctx.app, '/api/user/index', {}, { token })).body.data.has_fund_password).toBe(true);

    const missing = await post(
      ctx.app,
      '/api/user/change',
      { type: 'fund', newpassword: '246810' },
      { token },
    );
    expect(missing.body).toMatchObject({ code: 0, data: { field: 'oldpassword' } });
    const wrong = await post(
      ctx.app,
      '/api/user/change',
      { type: 'fund', oldpassword: '000000', newpassword: '246810' },
      { token },
    );
    expect(wrong.body).toMatchObject({ code: 0, msg: 'The original password is wrong' });
    const short = await post(
      ctx.app,
      '/api/user/change',
      { type: 'fund', oldpassword: '135790', newpassword: '123' },
      { token },
    );
    expect(short.body).toEqual({
      code: 0,
      msg: 'The fund password must be at least 6 characters',
      data: { field: 'newpassword' },
    });
    const ok = await post(
      ctx.app,
      '/api/user/change',
      { type: 'fund', oldpassword: '135790', newpassword: '246810' },
      { token },
    );
    expect(ok.body.code).toBe(1);
  });

  it('needs a token', async () => {
    const { status, body } = await post(ctx.app, '/api/user/change', {
      type: 'login',
      oldpassword: 'x',
      newpassword: 'brand-new-pass',
    });
    expect(status).toBe(401);
    expect(body).toEqual(unauthorizedBody);
  });
});

describe('POST /api/admin/user/list', () => {
  it('lists users for an admin, filtered by keyword', async () => {
    const admin = await buildUser(ctx.database, { role: 'admin' });
    const target = await buildUser(ctx.database, { username: 'findme_wholesale' });
    const { body } = await post(
      ctx.app,
      '/api/admin/user/list',
      { keyword: 'findme', page: 1, limit: 10 },
      { token: admin.token },
    );
    expect(body.code).toBe(1);
    const data = adminUserListResponse.parse(body.data);
    expect(data.total).toBe(1);
    expect(data.list.map((u) => u.id)).toEqual([target.user.id]);
  });

  it('answers 403 to a buyer and 401 to nobody', async () => {
    const buyer = await buildUser(ctx.database);
    const asBuyer = await post(ctx.app, '/api/admin/user/list', {}, { token: buyer.token });
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.body).toEqual({ code: 403, msg: 'You do not have permission to do this', data: null });
    const anonymous = await post(ctx.app, '/api/admin/user/list', {});
    expect(anonymous.status).toBe(401);
  });

  it('names a bad paging field', async () => {
    const admin = await buildUser(ctx.database, { role: 'admin' });
    const { body } = await post(ctx.app, '/api/admin/user/list', { page: 0 }, { token: admin.token });
    expect(body).toEqual({ code: 0, msg: 'Page must be at least 1', data: { field: 'page' } });
  });
});
