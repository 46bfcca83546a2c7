import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, moment, money } from '../../db/columns.ts';
import { stores } from '../catalogue/schema.ts';
import { uploads } from '../upload/schema.ts';
import { users } from '../user/schema.ts';

type Currency = 'USDT' | 'ETH' | 'BTC';
type Network = 'TRC20' | 'ERC20' | 'BTC';

/** What a recharge and a withdrawal both are: a user's request in a currency on a network. */
const requestColumns = () => ({
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  currency: text('currency').$type<Currency>().notNull(),
  network: text('network').$type<Network>().notNull(),
});

/**
 * A user's crypto recharge waiting for (or decided by) an admin: the amount is in the currency;
 * approval records the rate and the USDT credited. A transaction hash is credited once per network.
 */
export const recharges = pgTable(
  'recharges',
  {
    ...requestColumns(),
    amount: money('amount').notNull(),
    /** The deposit address the user was shown. */
    address: text('address').notNull(),
    txHash: text('tx_hash'),
    imageId: bigint('image_id', { mode: 'number' })
      .notNull()
      .references(() => uploads.id),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    rate: money('rate'),
    credited: money('credited'),
    reason: text('reason').notNull().default(''),
    reviewerId: bigint('reviewer_id', { mode: 'number' }).references(() => users.id),
    createdAt: createdAt(),
    reviewedAt: moment('reviewed_at'),
  },
  (t) => [
    index('recharges_user_idx').on(t.userId, t.id.desc().nullsFirst()),
    index('recharges_status_idx').on(t.status, t.id),
    // money in per day (the dashboard): approved recharges by the day they were credited
    index('recharges_approved_idx')
      .on(t.reviewedAt, t.credited)
      .where(sql`${t.status} = 'approved'`),
    // a transfer is claimed by one live recharge; a rejected claim frees it
    uniqueIndex('recharges_tx_hash_key')
      .on(t.network, t.txHash)
      .where(sql`${t.txHash} is not null and ${t.status} <> 'rejected'`),
    check('recharges_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('recharges_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * A withdrawal: `hold` USDT left the user's balance into `held` (this row's ledger account) when it
 * was asked for; paying sends `held` out of the platform, rejecting returns it. It ends once.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    ...requestColumns(),
    address: text('address').notNull(),
    /** Set when a seller withdraws the store's earnings: `hold` left the store's account, not the user's. */
    storeId: bigint('store_id', { mode: 'number' }).references(() => stores.id),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    receive: money('receive').notNull(),
    rate: money('rate').notNull(),
    hold: money('hold').notNull(),
    held: money('held').notNull().default('0'),
    status: text('status').$type<'pending' | 'approved' | 'paid' | 'rejected'>().notNull().default('pending'),
    /** 2 when `hold` was above the two-person threshold as it was asked for (decision 042). */
    approvalsRequired: smallint('approvals_required').notNull().default(1),
    txHash: text('tx_hash'),
    reason: text('reason').notNull().default(''),
    reviewerId: bigint('reviewer_id', { mode: 'number' }).references(() => users.id),
    createdAt: createdAt(),
    reviewedAt: moment('reviewed_at'),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.id.desc().nullsFirst()),
    index('withdrawals_status_idx').on(t.status, t.id),
    // money out per day (the dashboard): paid withdrawals by the day they were paid
    index('withdrawals_paid_idx')
      .on(t.reviewedAt, t.hold)
      .where(sql`${t.status} = 'paid'`),
    uniqueIndex('withdrawals_tx_hash_key')
      .on(t.network, t.txHash)
      .where(sql`${t.txHash} is not null`),
    check('withdrawals_status', sql`${t.status} in ('pending', 'approved', 'paid', 'rejected')`),
    check('withdrawals_approvals_required', sql`${t.approvalsRequired} in (1, 2)`),
    check('withdrawals_held_non_negative', sql`${t.held} >= 0`),
    check('withdrawals_receive_positive', sql`${t.receive} > 0`),
  ],
);

/** Each admin's approval of a withdrawal: one per admin (the key), kept with its time (decision 042). */
export const withdrawalApprovals = pgTable(
  'withdrawal_approvals',
  {
    withdrawalId: bigint('withdrawal_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawals.id),
    adminId: bigint('admin_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.withdrawalId, t.adminId] })],
);
