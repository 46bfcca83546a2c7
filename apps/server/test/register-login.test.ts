import { sessionResponse } from '@market/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema.ts';
import { buildUser, type CallOptions, post, requestCode } from './helper.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp();

const register = (body: object, options?: CallOptions) => post(ctx.app, '/api/user/register', body, options);
const login = (body: object, options?: CallOptions) => post(ctx.app, '/api/user/login', body, options);
const userCount = async () => (await ctx.database.db.select({ n: count() }).from(users))[0]!.n;

describe('POST /api/user/register', () => {
  it('creates the account with an e-mail code and returns a working session', async () => {
    const code = await requestCode(ctx, 'New.Buyer@Example.com', 'register');
    const { status, body } = await register({
      username: 'NewBuyer',
      password: 'a-long-password',
      email: 'New.Buyer@Example.com',
      code,
    });
    expect(status).toBe(200);
    expect(body.code).toBe(1);
    const { userinfo } = sessionResponse.parse(body.data);
    expect(userinfo).toMatchObject({
      username: 'newbuyer',
      email: 'new.buyer@example.com',
      money: '0',
      score: 100,
      avatar: '',
    });
    expect(userinfo.token.length).toBeGreaterThanOrEqual(43);

    const me = await post(ctx.app, '/api/user/index', {}, { token: userinfo.token });
    expect(me.body.data.username).toBe('newbuyer');
    // the token is stored only as a hash
    const stored = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, userinfo.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(userinfo.token);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('uses a code only once', async () => {
    const code = await requestCode(ctx, 'once@example.com', 'register');
    const body = { password: 'a-long-password', email: 'once@example.com', code };
    expect((await register({ ...body, username: 'once1' })).body.code).toBe(1);
    expect((await register({ ...body, username: 'once2' })).body.code).toBe(0);
  });

  it('links the inviter by invitation code and refuses an unknown one', async () => {
    const inviter = await buildUser(ctx.database);
    const code = await requestCode(ctx, 'invited@example.com', 'register');
    const body = { username: 'invited', password: 'a-long-password', email: 'invited@example.com', code };
    const bad = await register({ ...body, invite_code: 'NOPE0000' });
    expect(bad.body).toMatchObject({
      code: 0,
      msg: 'The invitation code does not exist',
      data: { field: 'invite_code' },
    });
    const good = await register({ ...body, invite_code: inviter.user.inviteCode.toLowerCase() });
    expect(good.body.code).toBe(1);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.username, 'invited'));
    expect(row!.invitedBy).toBe(inviter.user.id);
  });

  const valid = {
    username: 'someone',
    password: 'a-long-password',
    email: 'someone@example.com',
    code: '123456',
  };
  it.each([
    [{ ...valid, username: undefined }, 'username', 'Please enter username'],
    [{ ...valid, username: '  ' }, 'username', 'Please enter username'],
    [
      { ...valid, username: 'a b' },
      'username',
      'The username must be 3 to 32 letters, digits or underscores',
    ],
    [{ ...valid, email: '' }, 'email', 'Please enter email'],
    [{ ...valid, email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ ...valid, password: undefined }, 'password', 'Please enter password'],
    [{ ...valid, password: 'short' }, 'password', 'The password must be 8 to 128 characters'],
    [{ ...valid, code: '12ab' }, 'code', 'The verification code is 6 digits'],
    [{ ...valid, admin: true }, 'admin', 'Unknown field: admin'],
    [{ ...valid, username: 42 }, 'username', 'Please enter username'],
  ])('refuses bad input %# naming the field, and changes nothing', async (body, field, msg) => {
    const before = await userCount();
    const { status, body: envelope } = await register(body);
    expect(status).toBe(200);
    expect(envelope).toEqual({ code: 0, msg, data: { field } });
    expect(await userCount()).toBe(before);
  });

  it('translates the message by Accept-Language', async () => {
    const { body } = await register({ ...valid, email: '' }, { lang: 'zh-CN,zh;q=0.9' });
    expect(body.code).toBe(0);
    expect(body.msg).not.toBe('Please enter email');
    expect(body.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses a wrong code and a taken username or e-mail', async () => {
    const taken = await buildUser(ctx.database, { username: 'takenname', email: 'taken@example.com' });
    expect(taken.user.id).toBeGreaterThan(0);
    const wrong = await register({
      ...valid,
      username: 'fresh1',
      email: 'fresh1@example.com',
      code: '000000',
    });
    expect(wrong.body).toMatchObject({
      code: 0,
      msg: 'The verification code is wrong or has expired',
      data: { field: 'code' },
    });
    const name = await register({ ...valid, username: 'TakenName' });
    expect(name.body).toMatchObject({ code: 0, msg: 'This username is already taken' });
    const mail = await register({ ...valid, email: 'TAKEN@example.com' });
    expect(mail.body).toMatchObject({ code: 0, msg: 'This e-mail is already registered' });
  });
});

describe('POST /api/user/login', () => {
  it('accepts the username or the e-mail in any case', async () => {
    const { user, password } = await buildUser(ctx.database, {
      username: 'loginuser',
      email: 'login.user@example.com',
    });
    for (const account of ['loginuser', 'LoginUser', 'LOGIN.USER@example.com']) {
      const { body } = await login({ account, password });
      expect(body.code).toBe(1);
      expect(sessionResponse.parse(body.data).userinfo.id).toBe(user.id);
    }
  });

  it('gives an unknown account and a wrong password the same answer', async () => {
    const { user } = await buildUser(ctx.database);
    const wrong = await login({ account: user.username, password: 'wrong-password' }, { ip: '10.0.0.1' });
    const unknown = await login({ account: 'nobody-here', password: 'wrong-password' }, { ip: '10.0.0.1' });
    expect(wrong.body).toEqual({ code: 0, msg: 'Wrong account or password', data: null });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('names the missing field', async () => {
    const { body } = await login({ account: 'x' });
    expect(body).toEqual({ code: 0, msg: 'Please enter password', data: { field: 'password' } });
    const de = await login({ password: 'x' }, { lang: 'de-DE' });
    expect(de.body.code).toBe(0);
    expect(de.body.data).toEqual({ field: 'account' });
  });

  it('throttles wrong passwords per account with 429, even with the right password', async () => {
    const { user, password } = await buildUser(ctx.database);
    for (let i = 0; i < 5; i += 1) {
      const { body } = await login({ account: user.username, password: 'nope-nope' }, { ip: `10.1.0.${i}` });
      expect(body.code).toBe(0);
    }
    const blocked = await login({ account: user.username, password }, { ip: '10.1.1.1' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe(429);
    expect(blocked.body.msg).toMatch(/Too many requests\. Please try again in \d+ seconds/);
    expect(Number(blocked.response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('throttles one IP that tries many accounts', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 20; i += 1) {
      const { body } = await login({ account: `guess${i}`, password: 'nope-nope' }, { ip });
      expect(body.code).toBe(0);
    }
    const { user, password } = await buildUser(ctx.database);
    const blocked = await login({ account: user.username, password }, { ip });
    expect(blocked.body.code).toBe(429);
    const elsewhere = await login({ account: user.username, password }, { ip: '10.2.0.2' });
    expect(elsewhere.body.code).toBe(1);
  });
});

describe('POST /api/admin/login', () => {
  it('lets an admin in and gives a buyer the same refusal as a wrong password', async () => {
    const admin = await buildUser(ctx.database, { role: 'admin' });
    const buyer = await buildUser(ctx.database);
    const ok = await post(ctx.app, '/api/admin/login', {
      account: admin.user.username,
      password: admin.password,
    });
    expect(ok.body.code).toBe(1);
    expect(sessionResponse.parse(ok.body.data).userinfo.id).toBe(admin.user.id);
    const refused = await post(ctx.app, '/api/admin/login', {
      account: buyer.user.username,
      password: buyer.password,
    });
    expect(refused.body).toEqual({ code: 0, msg: 'Wrong account or password', data: null });
  });
});
