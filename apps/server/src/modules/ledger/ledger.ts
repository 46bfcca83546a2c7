import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { LedgerKind } from '@market/contract';
import type { Tx } from '../../db/client.ts';
import { executeNamed, idArray } from '../../db/prepared.ts';
import { fail } from '../../lib/app-error.ts';
import { balanceColumns, ledgerEntries, systemAccounts } from './schema.ts';

export const ACCOUNT_TYPES = ['user', 'store', 'order', 'withdrawal', 'system'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
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
  /** The platform's commission on received orders (decision 028). */
  commission: { id: 5, code: 'commission' },
  /** What borrowers owe (decision 036): a loan's payout and interest, cleared by its repayments (goes negative). */
  loansReceivable: { id: 6, code: 'loans_receivable' },
  /** The interest of the loans paid out, booked with the payout. */
  loanInterest: { id: 7, code: 'loan_interest' },
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
 * Moves money between accounts in one statement of the caller's transaction: each leg a
 * conditional update of the owner's balance (`balanceColumns`; a user, store, order or withdrawal
 * balance never goes below zero; a system account is created on first use) and an entry with the
 * balance after it.
 * The legs must sum to zero, one leg per account. When a leg would overdraw its account nothing is
 * recorded and `Insufficient balance` is thrown (naming `overdraftField`): the caller's transaction
 * must then roll back, as it does when the error leaves it, for the other legs' updates.
 */
export async function post(tx: Tx, posting: Posting): Promise<PostedLeg[]> {
  const legs = posting.legs.filter((leg) => !new Decimal(leg.amount).isZero());
  const sum = legs.reduce((total, leg) => total.plus(leg.amount), new Decimal(0));
  if (!sum.isZero()) throw new Error(`unbalanced posting ${posting.reference}: ${sum.toFixed()}`);
  const accounts = new Set(legs.map((leg) => `${leg.type}:${leg.id}`));
  if (accounts.size !== legs.length) throw new Error(`posting ${posting.reference}: one leg per account`);
  if (legs.length === 0) return [];

  const rows = JSON.stringify(
    legs.map((leg, n) => ({ n, type: leg.type, id: leg.id, amount: leg.amount, code: systemCode(leg) })),
  );
  // the statement's text depends only on which kinds of account it moves, in this order
  const types = new Set(legs.map((leg) => leg.type));
  const kinds = ACCOUNT_TYPES.filter((type) => types.has(type));
  const updates = kinds
    .filter((type) => type !== 'system')
    .map((type) => {
      const { table, column } = balanceColumns[type];
      return sql`${sql.identifier(`applied_${type}`)} as (
        update ${table} t set ${sql.identifier(column.name)} = t.${sql.identifier(column.name)} + l.amount
        from legs l
        where t.id = any(${idArray(legs.filter((leg) => leg.type === type).map((leg) => leg.id))})
          and l.type = ${type} and t.id = l.id and t.${sql.identifier(column.name)} + l.amount >= 0
        returning l.n, t.${sql.identifier(column.name)} as balance)`;
    });
  if (types.has('system'))
    updates.push(sql`applied_system as (
      insert into ${systemAccounts} as t (id, code, balance)
      select l.id, l.code, l.amount from legs l where l.type = 'system'
      on conflict (id) do update set balance = t.balance + excluded.balance
      returning (select l.n from legs l where l.type = 'system' and l.id = t.id), t.balance)`);
  const applied = sql.join(
    kinds.map((type) => sql`select n, balance from ${sql.identifier(`applied_${type}`)}`),
    sql` union all `,
  );
  const rowsPosted = await executeNamed(
    tx,
    `ledger_post_${kinds.join('_')}`,
    sql`
    with legs as (
      select * from jsonb_to_recordset(${rows}::jsonb) as l(n int, type text, id bigint, amount numeric, code text)
    ), ${sql.join(updates, sql`, `)},
    applied as (${applied})
    insert into ${ledgerEntries} (journal, account_type, account_id, kind, amount, balance_after,
      reference, memo, actor_id)
    select ${randomUUID()}::uuid, l.type, l.id, ${posting.kind}, l.amount, a.balance,
      ${posting.reference}, ${posting.memo ?? ''}, ${posting.actorId ?? null}::bigint
    from legs l join applied a on a.n = l.n
    order by l.n
    returning id::text, account_type, account_id::text, balance_after::text`,
  );
  const entries = new Map(
    rowsPosted.map((row) => [`${String(row.account_type)}:${String(row.account_id)}`, row]),
  );
  const posted = legs.map((leg) => ({ leg, entry: entries.get(`${leg.type}:${leg.id}`) }));
  const overdrawn = posted.find(({ entry }) => !entry);
  if (overdrawn) {
    if (overdrawn.leg.type === 'system') throw new Error(`system account ${overdrawn.leg.id} not applied`);
    throw fail('msg.insufficient_balance', { field: posting.overdraftField ?? 'balance' });
  }
  return posted.map(({ leg, entry }) => ({
    ...leg,
    entryId: Number(entry!.id),
    balanceAfter: String(entry!.balance_after),
  }));
}

function systemCode(leg: Leg): string | null {
  if (leg.type !== 'system') return null;
  const code = Object.values(SystemAccount).find((account) => account.id === leg.id)?.code;
  if (!code) throw new Error(`unknown system account ${leg.id}`);
  return code;
}
