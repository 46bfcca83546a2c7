import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes } from '../src/db/schema.ts';
import { buildTestApp, buildUser, type CallOptions, get, post, type TestContext } from './helper.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

// the send route allows 10 calls a minute per IP, so each call comes from its own address
let ipSequence = 0;
const nextIp = () => {
  ipSequence += 1;
  return `10.20.${Math.floor(ipSequence / 250)}.${(ipSequence % 250) + 1}`;
};

function send(query: Record<string, string>, options: CallOptions = {}) {
  return get(ctx.app, `/api/ems/send?${new URLSearchParams(query)}`, { ip: nextIp(), ...options });
}

/** Sends a code and returns it as read from the live SMTP server. */
async function codeFor(email: string, event: string, options: CallOptions = {}): Promise<string> {
  const { body } = await send({ email, event }, options);
  expect(body).toEqual(sent);
  return ctx.mailbox.latestCode(email);
}

const sent = {
  code: 1,
  msg: 'The verification code has been sent',
  data: { expires_in: 600, resend_in: 60 },
};
const codeInvalid = {
  code: 0,
  msg: 'The verification code is wrong or has expired',
  data: { field: 'code' },
};

const codeRows = (email: string) =>
  ctx.database.db.select().from(emailCodes).where(eq(emailCodes.email, email));
const codeCount = async () => (await ctx.database.db.select({ n: count() }).from(emailCodes))[0]!.n;
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const login = (account: string, password: string) =>
  post(ctx.app, '/api/user/login', { account, password }, { ip: nextIp() });

describe('GET /api/ems/send', () => {
  it('mails a 6-digit code and stores only its hash', async () => {
    const { status, body } = await send({ email: 'Fresh.Person@Example.com', event: 'register' });
    expect(status).toBe(200);
    expect(body).toEqual(sent);

    const mails = ctx.mailbox.messagesTo('fresh.person@example.com');
    expect(mails).toHaveLength(1);
    const code = ctx.mailbox.latestCode('fresh.person@example.com');
    expect(code).toMatch(/^\d{6}$/);
    expect(mails[0]!.subject).toBe(`Your verification code: ${code}`);
    expect(mails[0]!.text).toContain('to create your account');

    const rows = await codeRows('fresh.person@example.com');
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ event: 'register', attempts: 0, usedAt: null });
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).not.toBe(code);
    expect(row!.codeHash).not.toContain(code);
    const ttl = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 1000;
    expect(ttl).toBeGreaterThan(599);
    expect(ttl).toBeLessThan(601);
  });

  it.each([
    [{ event: 'register' }, 'email', 'Please enter email'],
    [{ email: '', event: 'register' }, 'email', 'Please enter email'],
    [{ email: 'not-an-email', event: 'register' }, 'email', 'Please enter a valid email address'],
    [{ email: 'someone@example.com' }, 'event', 'Unknown verification code event'],
    [{ email: 'someone@example.com', event: 'login' }, 'event', 'Unknown verification code event'],
  ])('refuses bad input %# naming the field, and stores and sends nothing', async (query, field, msg) => {
    const before = await codeCount();
    const mails = ctx.mailbox.messages.length;
    const { status, body } = await send(query);
    expect(status).toBe(200);
    expect(body).toEqual({ code: 0, msg, data: { field } });
    expect(await codeCount()).toBe(before);
    expect(ctx.mailbox.messages).toHaveLength(mails);
  });

  it('answers 429 to a second send to the same address within 60 s, and sends again after', async () => {
    const email = 'wait@example.com';
    await codeFor(email, 'register');
    for (const query of [
      { email, event: 'register' },
      { email: 'WAIT@Example.com', event: 'resetpwd' },
    ]) {
      const { status, body, response } = await send(query);
      expect(status).toBe(429);
      expect(body).toEqual({
        code: 429,
        msg: expect.stringMatching(/^Please wait \d+ seconds before requesting another code$/),
        data: null,
      });
      const seconds = Number(/(\d+)/.exec(body.msg)![1]);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(response.headers['retry-after']).toBe(String(seconds));
    }
    expect(await codeRows(email)).toHaveLength(1);
    expect(ctx.mailbox.messagesTo(email)).toHaveLength(1);

    await ctx.database.db
      .update(emailCodes)
      .set({ createdAt: sql`${emailCodes.createdAt} - interval '61 seconds'` })
      .where(eq(emailCodes.email, email));
    const again = await send({ email, event: 'register' });
    expect(again.body).toEqual(sent);
    expect(await codeRows(email)).toHaveLength(2);
    expect(ctx.mailbox.messagesTo(email)).toHaveLength(2);
  });

  it('limits one IP to 10 sends a minute, whatever the addresses', async () => {
    const ip = '10.30.0.1';
    for (let i = 0; i < 10; i += 1) {
      const { body } = await send({ email: `flood${i}@example.com`, event: 'register' }, { ip });
      expect(body).toEqual(sent);
    }
    const before = await codeCount();
    const { status, body, response } = await send(
      { email: 'flood10@example.com', event: 'register' },
      { ip },
    );
    expect(status).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(body).toEqual({
      code: 429,
      msg: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds$/),
      data: null,
    });
    expect(await codeCount()).toBe(before);
    expect(ctx.mailbox.messagesTo('flood10@example.com')).toHaveLength(0);
  });

  it('refuses register for an e-mail already registered, without mail', async () => {
    await buildUser(ctx.database, { email: 'taken@example.com' });
    const before = await codeCount();
    const { status, body } = await send({ email: 'Taken@Example.com', event: 'register' });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 0, msg: 'This e-mail is already registered', data: { field: 'email' } });
    expect(await codeCount()).toBe(before);
    expect(ctx.mailbox.messagesTo('taken@example.com')).toHaveLength(0);
  });

  it('sends the mail in the language of Accept-Language', async () => {
    const { body } = await send({ email: 'japanese@example.com', event: 'register' }, { lang: 'ja' });
    expect(body.code).toBe(1);
    const code = ctx.mailbox.latestCode('japanese@example.com');
    const [mail] = ctx.mailbox.messagesTo('japanese@example.com');
    expect(mail!.subject).toContain(code);
    expect(mail!.subject).not.toBe(`Your verification code: ${code}`);
  });
});

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
