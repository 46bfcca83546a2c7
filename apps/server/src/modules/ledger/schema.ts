import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, money } from '../../db/columns.ts';
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
 * Where each kind of account keeps its balance: a column on its owner's row, declared by the owner's
 * schema. Only the ledger module reads or moves these columns (`post`, `balanceOf`).
 */
export const balanceColumns = {
  user: { table: users, column: users.money },
  store: { table: stores, column: stores.balance },
  order: { table: orders, column: orders.held },
  withdrawal: { table: withdrawals, column: withdrawals.held },
} as const;
