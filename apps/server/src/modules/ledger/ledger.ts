import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LedgerKind } from '@market/contract';
import type { Tx } from '../../db/client.ts';
import { ledgerEntries, orders, stores, systemAccounts, users, withdrawals } from '../../db/schema.ts';
import { fail } from '../../lib/app-error.ts';

export type AccountType = 'user' | 'store' | 'order' | 'withdrawal' | 'system';
export type EntryKind = LedgerKind;

/** The platform's accounts; they may go negative (money that came in from, or left to, outside). */
export const SystemAccount = {
  adjustments: { id: 1, code: 'adjustments' },
  /** Crypto that came in by approved recharges (goes negative as deposits arrive). */
  deposits: { id: 2, code: 'deposits' },
  /** Crypto paid out by withdrawals, net of fees. */
  withdrawals: { id: 3, code: 'withdrawals' },
  /** The platform's income from withdrawal fees. */
  withdrawalFees: { id: 4, code: 'withdrawal_fees' },
} as const;

export interface Leg {
  type: AccountType;
  id: number;
  /** Signed decimal string: positive credits the account. */
  amount: string;
}

export interface Posting {
  kind: EntryKind;
  reference: string;
  memo?: string;
  actorId?: number;
  legs: Leg[];
  /** The request field an overdraft is reported against; `balance` by default. */
  overdraftField?: string;
}

export interface PostedLeg extends Leg {
  entryId: number;
  balanceAfter: string;
}

/**
 * Moves money between accounts: each leg is a conditional update of the owner's balance (a user,
 * store or order balance can never go below zero) and an entry with the balance after it, all in
 * the caller's transaction. The legs must sum to zero; a leg that would overdraw its account
 * throws `Insufficient balance` (naming `overdraftField`) and the caller's transaction rolls back whole.
 */
export async function post(tx: Tx, posting: Posting): Promise<PostedLeg[]> {
  const legs = posting.legs.filter((leg) => !new Decimal(leg.amount).isZero());
  const sum = legs.reduce((total, leg) => total.plus(leg.amount), new Decimal(0));
  if (!sum.isZero()) throw new Error(`unbalanced posting ${posting.reference}: ${sum.toFixed()}`);
  const journal = randomUUID();
  const applied: { leg: Leg; balanceAfter: string }[] = [];
  for (const leg of legs) {
    applied.push({ leg, balanceAfter: await applyLeg(tx, leg, posting.overdraftField ?? 'balance') });
  }
  const rows = await tx
    .insert(ledgerEntries)
    .values(
      applied.map(({ leg, balanceAfter }) => ({
        journal,
        accountType: leg.type,
        accountId: leg.id,
        kind: posting.kind,
        amount: leg.amount,
        balanceAfter,
        reference: posting.reference,
        memo: posting.memo ?? '',
        actorId: posting.actorId ?? null,
      })),
    )
    .returning({ id: ledgerEntries.id });
  return applied.map(({ leg, balanceAfter }, i) => ({ ...leg, balanceAfter, entryId: rows[i]!.id }));
}

async function applyLeg(tx: Tx, leg: Leg, overdraftField: string): Promise<string> {
  const { type, id, amount } = leg;
  if (type === 'system') {
    const code = Object.values(SystemAccount).find((account) => account.id === id)?.code;
    if (!code) throw new Error(`unknown system account ${id}`);
    const [row] = await tx
      .insert(systemAccounts)
      .values({ id, code, balance: amount })
      .onConflictDoUpdate({
        target: systemAccounts.id,
        set: { balance: sql`${systemAccounts.balance} + ${amount}::numeric` },
      })
      .returning({ balance: systemAccounts.balance });
    return row!.balance;
  }
  const balance = await updateOwner(tx, type, id, amount);
  if (balance === undefined) throw fail('msg.insufficient_balance', { field: overdraftField });
  return balance;
}

/** `balance + amount` where it stays non-negative; undefined when it would not (or no such owner). */
async function updateOwner(tx: Tx, type: Exclude<AccountType, 'system'>, id: number, amount: string) {
  const delta = sql`${amount}::numeric`;
  const guarded = (column: AnyPgColumn, key: SQL | undefined) => and(key, sql`${column} + ${delta} >= 0`);
  if (type === 'user') {
    const [row] = await tx
      .update(users)
      .set({ money: sql`${users.money} + ${delta}` })
      .where(guarded(users.money, eq(users.id, id)))
      .returning({ balance: users.money });
    return row?.balance;
  }
  if (type === 'store') {
    const [row] = await tx
      .update(stores)
      .set({ balance: sql`${stores.balance} + ${delta}` })
      .where(guarded(stores.balance, eq(stores.id, id)))
      .returning({ balance: stores.balance });
    return row?.balance;
  }
  if (type === 'withdrawal') {
    const [row] = await tx
      .update(withdrawals)
      .set({ held: sql`${withdrawals.held} + ${delta}` })
      .where(guarded(withdrawals.held, eq(withdrawals.id, id)))
      .returning({ balance: withdrawals.held });
    return row?.balance;
  }
  const [row] = await tx
    .update(orders)
    .set({ held: sql`${orders.held} + ${delta}` })
    .where(guarded(orders.held, eq(orders.id, id)))
    .returning({ balance: orders.held });
  return row?.balance;
}
