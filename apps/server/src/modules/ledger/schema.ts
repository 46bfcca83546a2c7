import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, moment, money } from '../../db/columns.ts';
import { stores } from '../catalogue/schema.ts';
import { orders } from '../order/schema.ts';
import { users } from '../user/schema.ts';
import { withdrawals } from '../wallet/schema.ts';

/**
 * The ledger: every change of a balance is an entry here, written in the transaction that changes
 * it. A balance lives on its owner (a user's `money`, a store's `balance`, an order's or a
 * withdrawal's `held`, a system account's `balance`); the entries of one `journal` sum to zero (double entry).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    journal: uuid('journal').notNull(),
    accountType: text('account_type').$type<'user' | 'store' | 'order' | 'withdrawal' | 'system'>().notNull(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    reference: text('reference').notNull(),
    memo: text('memo').notNull().default(''),
    actorId: bigint('actor_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountType, t.accountId, t.id.desc().nullsFirst()),
    index('ledger_entries_journal_idx').on(t.journal),
    // the back office's ledger list, newest first, all or by kind (decision 043)
    index('ledger_entries_created_idx').on(t.createdAt, t.id),
    index('ledger_entries_kind_created_idx').on(t.kind, t.createdAt, t.id),
    check(
      'ledger_entries_account_type',
      sql`${t.accountType} in ('user', 'store', 'order', 'withdrawal', 'system')`,
    ),
    check('ledger_entries_amount_non_zero', sql`${t.amount} <> 0`),
  ],
);

/** The platform's own accounts (e.g. the source of support's adjustments); these may go negative. */
export const systemAccounts = pgTable('system_accounts', {
  id: smallint('id').primaryKey(),
  code: text('code').notNull().unique(),
  balance: money('balance').notNull().default('0'),
});

/** A paying call's answer, kept so a retry with the same key replays it and moves nothing. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * An admin's correction of a user's balance (decision 042): `posted` at once at or below the
 * two-person threshold (decided by its requester), above it `pending` until a second admin, neither
 * the requester nor the account holder, posts or rejects it. Posted means one ledger entry.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<'pending' | 'posted' | 'rejected'>().notNull().default('pending'),
    approvalsRequired: smallint('approvals_required').notNull(),
    requestedBy: bigint('requested_by', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    decidedBy: bigint('decided_by', { mode: 'number' }).references(() => users.id),
    decidedAt: moment('decided_at'),
    decisionReason: text('decision_reason').notNull().default(''),
    entryId: bigint('entry_id', { mode: 'number' }),
  },
  (t) => [
    index('balance_adjustments_status_idx').on(t.status, t.id),
    index('balance_adjustments_user_idx').on(t.userId, t.id),
    check('balance_adjustments_status', sql`${t.status} in ('pending', 'posted', 'rejected')`),
    check('balance_adjustments_amount_non_zero', sql`${t.amount} <> 0`),
    check('balance_adjustments_approvals_required', sql`${t.approvalsRequired} in (1, 2)`),
    check('balance_adjustments_posted_entry', sql`(${t.status} = 'posted') = (${t.entryId} is not null)`),
    // the two-person rule held by the database too: the second admin is neither the requester nor the holder
    check(
      'balance_adjustments_second_admin',
      sql`${t.approvalsRequired} = 1 or ${t.decidedBy} is null or (${t.decidedBy} <> ${t.requestedBy} and ${t.decidedBy} <> ${t.userId})`,
    ),
  ],
);

/**
 * Where each kind of account keeps its balance: a column on its owner's row, declared by the owner's
 * schema. Only the ledger module reads or moves these columns (`post`, `balanceOf`).
 */
export const balanceColumns = {
  user: { table: users, column: users.money },
  store: { table: stores, column: stores.balance },
  order: { table: orders, column: orders.held },
  withdrawal: { table: withdrawals, column: withdrawals.held },
} as const;
