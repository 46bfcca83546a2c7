import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { deleteExpiredKeys } from '../ledger/index.ts';
import { settleReceived } from './settle.ts';
import * as queries from './queries.ts';

const BATCH = 200;

/** Unpaid orders past their time give their stock back; their checkouts close. */
export async function expireOverdueOrders(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const overdue = await queries.lockOverdueUnpaid(tx, BATCH);
    const ids = overdue.map((order) => order.id);
    await queries.releaseStock(tx, ids);
    await queries.updateOrders(tx, ids, { status: 'expired' });
    await queries.expireEmptyCheckouts(tx, [...new Set(overdue.map((order) => order.checkoutId))]);
    return ids.length;
  });
}

/** Shipped orders nobody confirmed within `days` count as received, and their stores are paid. */
export async function confirmOverdueReceipts(db: Db, days: number): Promise<number> {
  return db.transaction(async (tx) => {
    const overdue = await queries.lockOverdueShipped(tx, days, BATCH);
    for (const order of overdue) await settleReceived(tx, order);
    return overdue.length;
  });
}

/**
 * One tick of the order clock, run as a recurring job (jobs/job-queue.ts). Rows are taken with
 * SKIP LOCKED, so even two ticks at once would share the work instead of doing it twice.
 */
export async function runOrderClock(
  db: Db,
  options: { autoReceiveDays: number; logger: FastifyBaseLogger },
): Promise<void> {
  const expired = await expireOverdueOrders(db);
  const received = await confirmOverdueReceipts(db, options.autoReceiveDays);
  const keys = await deleteExpiredKeys(db);
  if (expired || received || keys) options.logger.info({ expired, received, keys }, 'order sweep');
}
