import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailCodes } from '../src/db/schema.ts';
import { codeInvalid, nextIp, otherCode, sent, useEmsTests } from './ems-support.ts';
import { buildUser, post } from './helper.ts';

const { ctx, send, codeFor, codeRows, codeCount, login } = useEmsTests();

describe('resetpwd codes and POST /api/user/resetpwd', () => {
  it('answers an unknown address like a known one, but mails only the known one', async () => {
    const known = await buildUser(ctx.database, { email: 'known@example.com' });
    expect(known.user.email).toBe('known@example.com');
    const forKnown = await send({ email: 'known@example.com', event: 'resetpwd' });
    const forUnknown = await send({ email: 'unknown@example.com', event: 'resetpwd' });
    expect(forKnown.status).toBe(200);
    expect(forUnknown.status).toBe(200);
    expect(forKnown.body).toEqual(sent);
    expect(forUnknown.body).toEqual(forKnown.body);
    expect(ctx.mailbox.messagesTo('known@example.com')).toHaveLength(1);
    expect(ctx.mailbox.messagesTo('unknown@example.com')).toHaveLength(0);
    // and a second try within the minute looks the same for both as well
    const againKnown = await send({ email: 'known@example.com', event: 'resetpwd' });
    const againUnknown = await send({ email: 'unknown@example.com', event: 'resetpwd' });
    expect(againKnown.status).toBe(429);
    expect(againUnknown.status).toBe(429);
    expect(againUnknown.body.msg).toMatch(/^Please wait \d+ seconds before requesting another code$/);
  });

  it('resets the password with the mailed code and ends every session', async () => {
    const { user, password, token } = await buildUser(ctx.database, { email: 'forgetful@example.com' });
    expect((await post(ctx.app, '/api/user/index', {}, { token })).status).toBe(200);
    const code = await codeFor('forgetful@example.com', 'resetpwd');
    expect(ctx.mailbox.messagesTo('forgetful@example.com').at(-1)!.text).toContain('to reset your password');

    const reset = await post(ctx.app, '/api/user/resetpwd', {
      email: 'Forgetful@example.com',
      code,
      newpassword: 'a-brand-new-password',
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ code: 1, msg: 'The password has been reset, please log in', data: null });

    expect((await login(user.username, password)).body).toEqual({
      code: 0,
      msg: 'Wrong account or password',
      data: null,
    });
    const fresh = await login(user.username, 'a-brand-new-password');
    expect(fresh.body.code).toBe(1);
    expect(fresh.body.data.userinfo.id).toBe(user.id);

    const old = await post(ctx.app, '/api/user/index', {}, { token });
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ code: 401, msg: 'Please login first', data: null });

    // the code is used up
    const reuse = await post(ctx.app, '/api/user/resetpwd', {
      email: 'forgetful@example.com',
      code,
      newpassword: 'yet-another-password',
    });
    expect(reuse.body).toEqual(codeInvalid);
    expect((await login(user.username, 'a-brand-new-password')).body.code).toBe(1);
  });

  it('burns a code after 5 wrong tries', async () => {
    const { user, password } = await buildUser(ctx.database, { email: 'guessed@example.com' });
    const code = await codeFor('guessed@example.com', 'resetpwd');
    for (let i = 0; i < 5; i += 1) {
      const { status, body } = await post(
        ctx.app,
        '/api/user/resetpwd',
        { email: 'guessed@example.com', code: otherCode(code), newpassword: 'attacker-password' },
        { ip: nextIp() },
      );
      expect(status).toBe(200);
      expect(body).toEqual(codeInvalid);
    }
    const [row] = await codeRows('guessed@example.com');
    expect(row!.attempts).toBe(5);
    const right = await post(
      ctx.app,
      '/api/user/resetpwd',
      { email: 'guessed@example.com', code, newpassword: 'attacker-password' },
      { ip: nextIp() },
    );
    expect(right.body).toEqual(codeInvalid);
    expect((await login(user.username, 'attacker-password')).body.code).toBe(0);
    expect((await login(user.username, password)).body.code).toBe(1);
  });

  it('refuses an expired code', async () => {
    const { user, password } = await buildUser(ctx.database, { email: 'late@example.com' });
    const code = await codeFor('late@example.com', 'resetpwd');
    await ctx.database.db
      .update(emailCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailCodes.email, 'late@example.com'));
    const { body } = await post(ctx.app, '/api/user/resetpwd', {
      email: 'late@example.com',
      code,
      newpassword: 'too-late-password',
    });
    expect(body).toEqual(codeInvalid);
    expect((await login(user.username, 'too-late-password')).body.code).toBe(0);
    expect((await login(user.username, password)).body.code).toBe(1);
  });

  it('does not take a code sent for another event', async () => {
    const code = await codeFor('mixed@example.com', 'register');
    const { user, password } = await buildUser(ctx.database, { email: 'mixed@example.com' });
    const { body } = await post(ctx.app, '/api/user/resetpwd', {
      email: 'mixed@example.com',
      code,
      newpassword: 'some-new-password',
    });
    expect(body).toEqual(codeInvalid);
    expect((await login(user.username, password)).body.code).toBe(1);
  });
});

describe('changeemail codes and POST /api/user/change_email', () => {
  it('refuses a caller without a token with 401, storing and sending nothing', async () => {
    const before = await codeCount();
    const { status, body } = await send({ email: 'anon-new@example.com', event: 'changeemail' });
    expect(status).toBe(401);
    expect(body).toEqual({ code: 401, msg: 'Please login first', data: null });
    expect(await codeCount()).toBe(before);
    expect(ctx.mailbox.messagesTo('anon-new@example.com')).toHaveLength(0);
  });

  it('refuses an address already in use', async () => {
    const { token } = await buildUser(ctx.database);
    await buildUser(ctx.database, { email: 'occupied@example.com' });
    const before = await codeCount();
    const { body } = await send({ email: 'occupied@example.com', event: 'changeemail' }, { token });
    expect(body).toEqual({ code: 0, msg: 'This e-mail is already registered', data: { field: 'email' } });
    expect(await codeCount()).toBe(before);
    expect(ctx.mailbox.messagesTo('occupied@example.com')).toHaveLength(0);
  });

  it('mails the new address and changes the e-mail with that code', async () => {
    const { user, token } = await buildUser(ctx.database, { email: 'before@example.com' });
    const code = await codeFor('after@example.com', 'changeemail', { token });
    expect(ctx.mailbox.messagesTo('after@example.com').at(-1)!.text).toContain(
      'to change your e-mail address',
    );
    expect(ctx.mailbox.messagesTo('before@example.com')).toHaveLength(0);

    const wrong = await post(
      ctx.app,
      '/api/user/change_email',
      { email: 'after@example.com', code: otherCode(code) },
      { token },
    );
    expect(wrong.body).toEqual(codeInvalid);

    const { status, body } = await post(
      ctx.app,
      '/api/user/change_email',
      { email: 'After@Example.com', code },
      { token },
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      code: 1,
      msg: 'The e-mail has been changed',
      data: { id: user.id, email: 'after@example.com' },
    });
    const me = await post(ctx.app, '/api/user/index', {}, { token });
    expect(me.body.data.email).toBe('after@example.com');
  });
});
