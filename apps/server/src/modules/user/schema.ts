import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money } from '../../db/columns.ts';

export const roleEnum = pgEnum('user_role', ['buyer', 'merchant', 'admin']);
/** An admin's role in the back office (decision 041); null for everyone else. */
export const adminRoleEnum = pgEnum('admin_role', ['super', 'reviewer', 'finance', 'support']);

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
    // the user's balance: a ledger account, read and moved by the ledger module only
    money: money('money').notNull().default('0'),
    score: integer('score').notNull().default(100),
    role: roleEnum('role').notNull().default('buyer'),
    adminRole: adminRoleEnum('admin_role'),
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
    // the back office's search: the start of a username, e-mail or nickname (decision 043)
    index('users_username_prefix_idx').on(t.username.op('text_pattern_ops')),
    index('users_email_prefix_idx').on(t.email.op('text_pattern_ops')),
    index('users_nickname_prefix_idx').using('btree', sql`lower(${t.nickname}) text_pattern_ops`),
    // sign-ups per day (the back office's dashboard)
    index('users_created_idx').on(t.createdAt),
    check('users_money_non_negative', sql`${t.money} >= 0`),
    check('users_admin_role_of_admins', sql`(${t.role} = 'admin') = (${t.adminRole} IS NOT NULL)`),
  ],
);
