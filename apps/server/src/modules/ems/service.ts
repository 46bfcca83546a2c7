import { timingSafeEqual } from 'node:crypto';
import {
  EMAIL_CODE_MAX_ATTEMPTS,
  EMAIL_CODE_RESEND_SECONDS,
  EMAIL_CODE_TTL_SECONDS,
  type EmailCodeEvent,
  type Language,
} from '@market/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { translate } from '../../i18n/index.ts';
import { fail, tooManyRequests, unauthorized } from '../../lib/app-error.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { createEmailCode, sha256 } from '../../lib/tokens.ts';
import * as queries from './queries.ts';

const hashCode = (email: string, event: string, code: string) => sha256(`${email}\n${event}\n${code}`);

export interface EmailCodeDeps {
  db: Db;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  /** Whether an account uses the address: the user module answers (this module reads no users). */
  hasAccount: (email: string) => Promise<boolean>;
}

/**
 * Sends a 6-digit code. `register` and `changeemail` refuse an address already in use;
 * `resetpwd` answers the same whether or not the address has an account, and mails only if it has.
 */
export async function sendEmailCode(
  deps: EmailCodeDeps,
  params: { email: string; event: EmailCodeEvent; lang: Language; userId: number | undefined },
): Promise<{ expires_in: number; resend_in: number }> {
  const { db, mailer } = deps;
  const { email, event, lang } = params;
  if (event === 'changeemail' && params.userId === undefined) throw unauthorized();

  const age = await queries.secondsSinceLastCode(db, email);
  if (age !== undefined && age < EMAIL_CODE_RESEND_SECONDS) {
    throw tooManyRequests(Math.ceil(EMAIL_CODE_RESEND_SECONDS - age), 'msg.code_wait');
  }

  const isRegistered = await deps.hasAccount(email);
  if ((event === 'register' || event === 'changeemail') && isRegistered)
    throw fail('msg.email_taken', { field: 'email' });

  const code = createEmailCode();
  const id = await queries.insertCode(db, {
    email,
    event,
    codeHash: hashCode(email, event, code),
    ttlSeconds: EMAIL_CODE_TTL_SECONDS,
  });
  const shouldMail = event !== 'resetpwd' || isRegistered;
  if (shouldMail) {
    try {
      await mailer.send({
        to: email,
        subject: translate(lang, 'mail.code_subject', { code }),
        text: `${translate(lang, `mail.event_${event}`)}:\n\n${translate(lang, 'mail.code_body', { code })}`,
      });
    } catch (error) {
      await queries.deleteCode(db, id);
      deps.logger.error({ err: error }, 'sending a verification e-mail failed');
      throw fail('msg.mail_failed');
    }
  }
  return { expires_in: EMAIL_CODE_TTL_SECONDS, resend_in: EMAIL_CODE_RESEND_SECONDS };
}

/**
 * Checks a code and returns its id for `consumeEmailCode`. A wrong code counts against the live
 * one, outside any transaction so the count survives a failing request; the 5th wrong try burns it.
 */
export async function checkEmailCode(
  db: Db,
  email: string,
  event: EmailCodeEvent,
  code: string,
): Promise<number> {
  const live = await queries.findLiveCode(db, email, event, EMAIL_CODE_MAX_ATTEMPTS);
  if (!live) throw fail('msg.code_invalid', { field: 'code' });
  const expected = Buffer.from(live.codeHash);
  const actual = Buffer.from(hashCode(email, event, code));
  if (!timingSafeEqual(expected, actual)) {
    await queries.countWrongAttempt(db, live.id);
    throw fail('msg.code_invalid', { field: 'code' });
  }
  return live.id;
}

/** Uses the code up inside the caller's transaction; a code is good for one request only. */
export async function consumeEmailCode(db: Db, id: number): Promise<void> {
  if (!(await queries.consumeCode(db, id))) throw fail('msg.code_invalid', { field: 'code' });
}
