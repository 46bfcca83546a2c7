import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createInviteCode } from '../../lib/tokens.ts';
import * as queries from './queries.ts';

/**
 * `ADMIN_EMAIL` + `ADMIN_PASSWORD` make sure an admin exists: how production gets its first one.
 * An existing account with that e-mail is promoted; its password is left as it is.
 */
export async function ensureAdmin(db: Db, config: Config, logger: FastifyBaseLogger): Promise<void> {
  if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) return;
  const existing = await queries.findUserByEmail(db, config.ADMIN_EMAIL);
  if (existing) {
    if (existing.role !== 'admin') {
      await queries.updateUser(db, existing.id, { role: 'admin', adminRole: 'super' });
      logger.info({ userId: existing.id }, 'ADMIN_EMAIL account promoted to admin');
    }
    return;
  }
  const base = config.ADMIN_EMAIL.split('@')[0]!
    .replace(/[^a-z0-9_]/gi, '')
    .toLowerCase()
    .slice(0, 24);
  const username = await freeUsername(db, base.length >= 3 ? base : 'admin');
  await queries.insertUser(db, {
    username,
    email: config.ADMIN_EMAIL.toLowerCase(),
    passwordHash: await hashPassword(config.ADMIN_PASSWORD),
    role: 'admin',
    adminRole: 'super',
    inviteCode: createInviteCode(),
  });
  logger.info({ username }, 'admin account created from ADMIN_EMAIL');
}

export const DEMO_ACCOUNTS = [
  { username: 'buyer', email: 'buyer@demo.local', password: 'buyer12345', role: 'buyer' },
  { username: 'merchant', email: 'merchant@demo.local', password: 'merchant12345', role: 'merchant' },
  { username: 'admin', email: 'admin@demo.local', password: 'admin12345', role: 'admin', adminRole: 'super' },
  // one back-office account per admin role (decision 041)
  {
    username: 'reviewer',
    email: 'reviewer@demo.local',
    password: 'reviewer12345',
    role: 'admin',
    adminRole: 'reviewer',
  },
  {
    username: 'finance',
    email: 'finance@demo.local',
    password: 'finance12345',
    role: 'admin',
    adminRole: 'finance',
  },
  {
    username: 'support',
    email: 'support@demo.local',
    password: 'support12345',
    role: 'admin',
    adminRole: 'support',
  },
] as const;
type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

/** `base`, or `base_2`, `base_3`… : the first username no account has. */
async function freeUsername(db: Db, base: string): Promise<string> {
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}_${n}`;
    if (!(await queries.findUserByUsername(db, candidate))) return candidate;
  }
}

/**
 * One account per role for trying the product; never in production. A demo username another
 * account already has (one made from ADMIN_EMAIL on an earlier start) is left to that account.
 * Answers the demo accounts that exist, to be printed.
 */
export async function ensureDemoAccounts(db: Db, logger: FastifyBaseLogger): Promise<DemoAccount[]> {
  const ready: DemoAccount[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (await queries.findUserByEmail(db, account.email)) {
      ready.push(account);
      continue;
    }
    if (await queries.findUserByUsername(db, account.username)) {
      logger.warn({ username: account.username }, 'demo account not created: its username is taken');
      continue;
    }
    ready.push(account);
    await queries.insertUser(db, {
      username: account.username,
      email: account.email,
      passwordHash: await hashPassword(account.password),
      role: account.role,
      adminRole: 'adminRole' in account ? account.adminRole : null,
      inviteCode: createInviteCode(),
    });
  }
  return ready;
}
