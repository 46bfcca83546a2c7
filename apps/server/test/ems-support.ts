import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { emailCodes } from '../src/db/schema.ts';
import { type CallOptions, get, post } from './helper.ts';
import { useTestApp } from './use-test-app.ts';

/** The answer to a code sent. */
export const sent = {
  code: 1,
  msg: 'The verification code has been sent',
  data: { expires_in: 600, resend_in: 60 },
};
export const codeInvalid = {
  code: 0,
  msg: 'The verification code is wrong or has expired',
  data: { field: 'code' },
};

/** Another six digits than `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

// the send route allows 10 calls a minute per IP, so each call comes from its own address
let ipSequence = 0;
export const nextIp = () => {
  ipSequence += 1;
  return `10.20.${Math.floor(ipSequence / 250)}.${(ipSequence % 250) + 1}`;
};

/** The hooks of an e-mail code test file (the app, its live mailbox) and the calls its tests make. */
export function useEmsTests() {
  const ctx = useTestApp();
  const send = (query: Record<string, string>, options: CallOptions = {}) =>
    get(ctx.app, `/api/ems/send?${new URLSearchParams(query)}`, { ip: nextIp(), ...options });

  return {
    ctx,
    send,
    /** Sends a code and returns it as read from the live SMTP server. */
    codeFor: async (email: string, event: string, options: CallOptions = {}): Promise<string> => {
      const { body } = await send({ email, event }, options);
      expect(body).toEqual(sent);
      return ctx.mailbox.latestCode(email);
    },
    codeRows: (email: string) => ctx.database.db.select().from(emailCodes).where(eq(emailCodes.email, email)),
    codeCount: async () => (await ctx.database.db.select({ n: count() }).from(emailCodes))[0]!.n,
    login: (account: string, password: string) =>
      post(ctx.app, '/api/user/login', { account, password }, { ip: nextIp() }),
  };
}
