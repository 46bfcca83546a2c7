import { describe, expect, it } from 'vitest';
import { unauthorizedBody, useAccountTests } from './account-support.ts';
import { buildUser, post } from './helper.ts';

const { ctx, login, change } = useAccountTests();

describe('POST /api/user/change', () => {
  it('changes the login password and ends the other sessions, not this one', async () => {
    const { user, password, token } = await buildUser(ctx.database);
    const other = (await login(user.username, password)).data.userinfo.token as string;
    const { body } = await change(token, {
      type: 'login',
      oldpassword: password,
      newpassword: 'brand-new-pass',
    });
    expect(body).toEqual({ code: 1, msg: 'The password has been changed', data: null });
    expect((await post(ctx.app, '/api/user/index', {}, { token: other })).status).toBe(401);
    expect((await post(ctx.app, '/api/user/index', {}, { token })).body.code).toBe(1);
    expect((await login(user.username, password)).code).toBe(0);
    expect((await login(user.username, 'brand-new-pass')).code).toBe(1);
  });

  it('requires the right original login password, and changes nothing otherwise', async () => {
    const { user, password, token } = await buildUser(ctx.database);
    const missing = await change(token, { type: 'login', newpassword: 'brand-new-pass' });
    expect(missing.body).toEqual({
      code: 0,
      msg: 'Please enter the original password',
      data: { field: 'oldpassword' },
    });
    const wrong = await change(token, {
      type: 'login',
      oldpassword: 'not-it-at-all',
      newpassword: 'brand-new-pass',
    });
    expect(wrong.body).toEqual({
      code: 0,
      msg: 'The original password is wrong',
      data: { field: 'oldpassword' },
    });
    const short = await change(token, { type: 'login', oldpassword: password, newpassword: 'short' });
    expect(short.body).toEqual({
      code: 0,
      msg: 'The password must be 8 to 128 characters',
      data: { field: 'newpassword' },
    });
    const badType = await change(token, { type: 'pin', newpassword: 'brand-new-pass' });
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
      const { body } = await change(token, {
        type: 'login',
        oldpassword: 'wrong-guess',
        newpassword: 'brand-new-pass',
      });
      expect(body.code).toBe(0);
    }
    const blocked = await change(token, {
      type: 'login',
      oldpassword: password,
      newpassword: 'brand-new-pass',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe(429);
  });

  it('sets a first fund password without an old one, then requires it', async () => {
    const { token } = await buildUser(ctx.database);
    const first = await change(token, { type: 'fund', newpassword: '135790' });
    expect(first.body.code).toBe(1);
    expect((await post(ctx.app, '/api/user/index', {}, { token })).body.data.has_fund_password).toBe(true);

    const missing = await change(token, { type: 'fund', newpassword: '246810' });
    expect(missing.body).toMatchObject({ code: 0, data: { field: 'oldpassword' } });
    const wrong = await change(token, { type: 'fund', oldpassword: '000000', newpassword: '246810' });
    expect(wrong.body).toMatchObject({ code: 0, msg: 'The original password is wrong' });
    const short = await change(token, { type: 'fund', oldpassword: '135790', newpassword: '123' });
    expect(short.body).toEqual({
      code: 0,
      msg: 'The fund password must be at least 6 characters',
      data: { field: 'newpassword' },
    });
    const ok = await change(token, { type: 'fund', oldpassword: '135790', newpassword: '246810' });
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
