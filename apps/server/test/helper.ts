import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AdminRole, Role } from '@market/contract';
import type { FastifyBaseLogger, FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import type { JobQueue } from '../src/jobs/job-queue.ts';
import { createMailer } from '../src/lib/mailer.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { createInviteCode } from '../src/lib/tokens.ts';
import { users } from '../src/db/schema.ts';
import { startSession } from '../src/modules/session/index.ts';
import { templateDatabase, withDatabase } from './global-setup.ts';
import { type Mailbox, startMailbox } from './mailbox.ts';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a copy of the
 * migrated template on the PostgreSQL server of DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return database;
  }
  const name = `market_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDatabase()}`);
  await admin.end();
  const database = await openDatabase({ url: withDatabase(url, name), poolSize: 20 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  mailbox: Mailbox;
  uploadDir: string;
  close(): Promise<void>;
}

/** The real app on a fresh database, with a live SMTP server catching its mail. */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    globalRateLimit?: number;
    webRoot?: string | null;
    sellerRoot?: string | null;
    adminRoot?: string | null;
    jobs?: JobQueue;
  } = {},
): Promise<TestContext> {
  const mailbox = await startMailbox();
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'market-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
    UPLOAD_DIR: uploadDir,
    RATE_LIMIT_PER_SESSION: '10000',
    ...env,
  });
  const database = await createTestDatabase();
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    isProduction: false,
    logger: silentLogger,
  });
  const app = await buildApp({
    config,
    database,
    mailer,
    logger: false,
    globalRateLimit: options.globalRateLimit ?? 10_000,
    jobs: options.jobs ?? null,
    ...(options.webRoot !== undefined && { webRoot: options.webRoot }),
    ...(options.sellerRoot !== undefined && { sellerRoot: options.sellerRoot }),
    ...(options.adminRoot !== undefined && { adminRoot: options.adminRoot }),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    mailbox,
    uploadDir,
    async close() {
      await app.close();
      mailer.close();
      await mailbox.close();
      await database.close();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

const noop = () => {};
const silentLogger = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => silentLogger,
} as unknown as FastifyBaseLogger;

let sequence = 0;

/** A user's row as stored, its balance included (tests read it; the app leaves it to the ledger). */
export type UserRow = typeof users.$inferSelect;

export interface TestUser {
  user: UserRow;
  password: string;
  token: string;
}

/** A user straight in the database, logged in: `buildUser(db, { role: 'admin' })`. */
export async function buildUser(
  database: Database,
  overrides: Partial<{
    username: string;
    email: string;
    password: string;
    role: Role;
    /** An admin's back-office role: a super admin unless told. */
    adminRole: AdminRole;
    money: string;
  }> = {},
): Promise<TestUser> {
  sequence += 1;
  const username = overrides.username ?? `user${sequence}_${randomBytes(2).toString('hex')}`;
  const password = overrides.password ?? 'correct-horse-1';
  const [user] = await database.db
    .insert(users)
    .values({
      username,
      email: overrides.email ?? `${username}@example.test`,
      passwordHash: await hashPassword(password),
      role: overrides.role ?? 'buyer',
      adminRole: overrides.role === 'admin' ? (overrides.adminRole ?? 'super') : null,
      inviteCode: createInviteCode(),
      ...(overrides.money !== undefined && { money: overrides.money }),
    })
    .returning();
  if (!user) throw new Error('user not inserted');
  const { token } = await startSession(database.db, user.id, { ip: '127.0.0.1', userAgent: 'test' });
  return { user, password, token };
}

export interface CallOptions {
  token?: string;
  lang?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  body: { code: number; msg: string; data: any };
  response: LightMyRequestResponse;
}

/** One request through the real app; answers the parsed envelope. */
async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  body: unknown,
  options: CallOptions,
): Promise<CallResult> {
  const response = await app.inject({
    method,
    url,
    ...(method === 'POST' && { payload: body as object }),
    headers: headersOf(options),
    ...(options.ip && { remoteAddress: options.ip }),
  });
  return { status: response.statusCode, body: response.json(), response };
}

/** POSTs JSON the way the apps do. */
export const post = (app: FastifyInstance, url: string, body: unknown = {}, options: CallOptions = {}) =>
  call(app, 'POST', url, body, options);

export const get = (app: FastifyInstance, url: string, options: CallOptions = {}) =>
  call(app, 'GET', url, undefined, options);

function headersOf(options: CallOptions): Record<string, string> {
  return {
    ...(options.token && { token: options.token }),
    ...(options.lang && { 'accept-language': options.lang }),
    ...options.headers,
  };
}

/** Asks for a code by e-mail and reads it from the live SMTP server. */
export async function requestCode(ctx: TestContext, email: string, event: string): Promise<string> {
  const { body } = await get(ctx.app, `/api/ems/send?email=${encodeURIComponent(email)}&event=${event}`);
  if (body.code !== 1) throw new Error(`code request failed: ${body.msg}`);
  return ctx.mailbox.latestCode(email);
}
