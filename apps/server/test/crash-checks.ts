import { Decimal } from 'decimal.js';
import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/client.ts';
import type { Journal } from './crash-journal.ts';
import { STOCK, type World } from './crash-world.ts';
import { expectLedgerBalanced } from './order-support.ts';

// What must hold in the database after a kill -9 and a restart, read with SQL on the database
// itself: the ledger's invariants, each idempotency key applied once, every record's money
// consistent with its status, every call answered code 1 committed, stock and sales all there.

type Row = Record<string, any>;
const rowsOf = async (database: Database, query: SQL) =>
  ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
const same = (a: unknown, b: unknown) => a != null && b != null && new Decimal(String(a)).eq(String(b));

/** A key row commits with its work, so work and keys must match one to one. */
async function expectKeysAppliedOnce(database: Database): Promise<void> {
  const [counts] = await rowsOf(
    database,
    sql`select
      (select count(*) from checkouts where status = 'paid')::int as paid_checkouts,
      (select count(*) from idempotency_keys where scope = 'order.pay')::int as pay_keys,
      (select count(distinct response->>'checkout_id') from idempotency_keys where scope = 'order.pay')::int as pay_keys_checkouts,
      (select count(*) from idempotency_keys k where scope = 'order.pay' and not exists (select 1 from checkouts c
        where c.id = (k.response->>'checkout_id')::bigint and c.status = 'paid'))::int as pay_keys_unpaid,
      (select count(*) from withdrawals)::int as withdrawals,
      (select count(*) from idempotency_keys where scope = 'wallet.withdraw')::int as withdraw_keys,
      (select count(*) from idempotency_keys k where scope = 'wallet.withdraw' and not exists (select 1
        from withdrawals w where w.id = (k.response->'withdrawal'->>'id')::bigint))::int as withdraw_keys_missing,
      (select count(distinct journal) from ledger_entries
        where kind = 'adjustment' and reference like 'adjustment:%')::int as adjustments,
      (select count(*) from idempotency_keys where scope = 'admin.adjust_balance')::int as adjust_keys,
      (select count(*) from idempotency_keys k where scope = 'admin.adjust_balance' and not exists (select 1
        from ledger_entries e where e.id = (k.response->>'entry_id')::bigint))::int as adjust_keys_missing`,
  );
  expect(counts!.pay_keys).toBe(counts!.paid_checkouts);
  expect(counts!.pay_keys_checkouts).toBe(counts!.paid_checkouts);
  expect(counts!.withdraw_keys).toBe(counts!.withdrawals);
  expect(counts!.adjust_keys).toBe(counts!.adjustments);
  expect([counts!.pay_keys_unpaid, counts!.withdraw_keys_missing, counts!.adjust_keys_missing]).toEqual([
    0, 0, 0,
  ]);
}

/** Each record's money follows its status: paid once, refunded once, held or released, credited once. */
async function expectRecordsConsistent(database: Database): Promise<void> {
  const broken = await rowsOf(
    database,
    sql`select 'checkout' as what, c.id::int as id from checkouts c
      where (select count(distinct journal) from ledger_entries e
        where e.reference = 'checkout:' || c.id and e.kind = 'payment') <> case when c.status = 'paid' then 1 else 0 end
    union all
    select 'order', o.id::int from orders o
      where o.held <> case when o.status in ('paid', 'shipped') then o.total else 0 end
        or (select count(distinct journal) from ledger_entries e where e.reference = 'order:' || o.id
          and e.kind = 'refund') <> case when o.status = 'cancelled' and o.paid_at is not null then 1 else 0 end
    union all
    select 'withdrawal', w.id::int from withdrawals w
      where (w.status = 'pending' and w.held <> w.hold) or (w.status <> 'pending' and w.held <> 0)
        or (select count(*) from ledger_entries e where e.account_type = 'withdrawal' and e.account_id = w.id)
          <> case w.status when 'pending' then 1 else 2 end
        or (select count(*) from ledger_entries e where e.reference = 'withdrawal:' || w.id
          and e.kind = 'withdrawal_refund' and e.account_type = 'user') <> case when w.status = 'rejected' then 1 else 0 end
    union all
    select 'recharge', r.id::int from recharges r
      where (select count(*) from ledger_entries e where e.reference = 'recharge:' || r.id and e.account_type = 'user')
          <> case when r.status = 'approved' then 1 else 0 end
        or (r.status = 'approved' and r.credited is distinct from (select sum(amount) from ledger_entries e
          where e.reference = 'recharge:' || r.id and e.account_type = 'user'))`,
  );
  expect(broken).toEqual([]);
}

/** Every call answered code 1 is in the database as it was answered. */
async function expectClaimsCommitted(database: Database, journal: Journal): Promise<void> {
  const byId = async (query: SQL) => new Map((await rowsOf(database, query)).map((row) => [row.id, row]));
  const checkouts = await byId(sql`select c.id::int as id, c.status, (select sum(amount) from ledger_entries e
    where e.reference = 'checkout:' || c.id and e.kind = 'payment' and e.account_type = 'user') as charged from checkouts c`);
  const orders = await byId(sql`select id::int as id, status from orders`);
  const withdrawals = await byId(
    sql`select id::int as id, user_id::int as user_id, hold, status from withdrawals`,
  );
  const recharges = await byId(sql`select id::int as id, status, credited from recharges`);
  const entries = await byId(sql`select id::int as id, account_id::int as user_id, amount from ledger_entries
    where kind = 'adjustment' and account_type = 'user'`);
  const wrong: string[] = [];
  const check = (isRight: boolean, what: string) => isRight || wrong.push(what);
  for (const [id, { data }] of journal.paid) {
    const row = checkouts.get(id);
    check(row?.status === 'paid' && same(row.charged, `-${data.total}`), `checkout ${id} paid ${data.total}`);
    for (const orderId of data.order_ids as number[]) {
      const status = journal.cancelledOrders.has(orderId) ? 'cancelled' : 'paid';
      check(orders.get(orderId)?.status === status, `order ${orderId} ${status}`);
    }
  }
  for (const [id, { buyer, data }] of journal.withdrawals) {
    const row = withdrawals.get(id);
    const status = journal.rejectedWithdrawals.has(id) ? 'rejected' : 'pending';
    check(
      row?.user_id === buyer.id && same(row.hold, data.withdrawal.hold) && row.status === status,
      `withdrawal ${id} ${status}, hold ${data.withdrawal.hold}`,
    );
  }
  for (const [id, credited] of journal.approvedRecharges) {
    const row = recharges.get(id);
    check(
      row?.status === 'approved' && (credited === undefined || same(row.credited, credited)),
      `recharge ${id}`,
    );
  }
  for (const id of journal.cancelledOrders)
    check(orders.get(id)?.status === 'cancelled', `order ${id} cancelled`);
  for (const [id, { call }] of journal.adjustments) {
    const row = entries.get(id);
    check(
      !!row && row.user_id === call.body.user_id && same(row.amount, call.body.amount),
      `adjustment entry ${id}`,
    );
  }
  expect(wrong).toEqual([]);
}

/**
 * Stock taken by orders that hold it plus stock on the shelf is what there was; sales counted (by
 * the roll-up, killed with the rest) plus tallies waiting are the units of orders paid and kept.
 */
async function expectGoodsCounted(database: Database, world: World): Promise<void> {
  const kept = sql`o.status not in ('cancelled', 'expired')`;
  const sold = sql`o.status in ('paid', 'shipped', 'received')`;
  const units = (where: SQL) =>
    sql`coalesce((select sum(i.num) from order_items i join orders o on o.id = i.order_id where ${where}), 0)`;
  const tallied = (where: SQL) => sql`coalesce((select sum(t.num) from sales_tallies t where ${where}), 0)`;
  const skus = await rowsOf(
    database,
    sql`select s.id::int as id, (s.stock + ${units(sql`i.sku_id = s.id and ${kept}`)})::int as total
      from product_skus s`,
  );
  for (const { skuId } of world.items) expect(skus.find((row) => row.id === skuId)?.total).toBe(STOCK);
  const miscounted = await rowsOf(
    database,
    sql`select 'product' as what, p.id::int as id from products p
      where p.sales + ${tallied(sql`t.product_id = p.id`)} <> ${units(sql`i.product_id = p.id and ${sold}`)}
    union all
    select 'store', s.id::int from stores s
      where s.sell_count + ${tallied(sql`t.store_id = s.id`)} <> ${units(sql`o.store_id = s.id and ${sold}`)}`,
  );
  expect(miscounted).toEqual([]);
}

export async function expectCrashInvariants(
  database: Database,
  journal: Journal,
  world: World,
): Promise<void> {
  // every balance equals the sum of its entries, each journal nets to zero, nothing negative
  await expectLedgerBalanced(database);
  await expectKeysAppliedOnce(database);
  await expectRecordsConsistent(database);
  await expectClaimsCommitted(database, journal);
  await expectGoodsCounted(database, world);
}

export async function countLedgerEntries(database: Database): Promise<number> {
  const [row] = await rowsOf(database, sql`select count(*)::int as n from ledger_entries`);
  return row!.n as number;
}
