import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns.ts';

export const roleEnum = pgEnum('user_role', ['buyer', 'merchant', 'admin']);

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fundPasswordHash: text('fund_password_hash'),
    nickname: text('nickname').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    money: money('money').notNull().default('0'),
    score: integer('score').notNull().default(100),
    role: roleEnum('role').notNull().default('buyer'),
    inviteCode: text('invite_code').notNull(),
    invitedBy: bigint('invited_by', { mode: 'number' }),
    isDisabled: boolean('is_disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_invite_code_key').on(t.inviteCode),
    check('users_money_non_negative', sql`${t.money} >= 0`),
  ],
);

/** Login sessions: the opaque token is only stored as its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_id_idx').on(t.userId)],
);

export const emailCodes = pgTable(
  'email_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    event: text('event').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_codes_email_idx').on(t.email, t.createdAt)],
);

/** Fixed-window failure counters (login, fund password): shared by every server instance. */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export const uploads = pgTable(
  'uploads',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    isPrivate: boolean('is_private').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId)],
);

export const socialIdentities = pgTable(
  'social_identities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('social_identities_provider_subject_key').on(t.provider, t.subject)],
);

/** Pending OpenID Connect logins: PKCE verifier and nonce, bound to one state, used once. */
export const oidcStates = pgTable('oidc_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Who did what as an admin, with the state before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: bigint('actor_id', { mode: 'number' }).references(() => users.id),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    before: text('before'),
    after: text('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

/** Site settings (web_name, service_url, ...): one row per key, JSON values, defaults in code. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export * from './catalogue-schema.ts';
export * from './order-schema.ts';
export * from './wallet-schema.ts';
