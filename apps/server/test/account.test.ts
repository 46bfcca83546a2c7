import { adminUserListResponse, currentUserSchema } from '@market/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema.ts';
import { unauthorizedBody, useAccountTests } from './account-support.ts';
import { buildUser, post } from './helper.ts';

const { ctx, login } = useAccountTests();

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
