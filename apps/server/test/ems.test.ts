import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailCodes } from '../src/db/schema.ts';
import { sent, useEmsTests } from './ems-support.ts';
import { buildUser } from './helper.ts';

const { ctx, send, codeFor, codeRows, codeCount } = useEmsTests();

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
