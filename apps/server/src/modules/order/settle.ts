import { Decimal } from 'decimal.js';
import type { Db, Tx } from '../../db/client.ts';
import { addTransactionAmount } from '../catalogue/index.ts';
import { post, SystemAccount } from '../ledger/index.ts';
import { DEFAULT_SETTINGS, readSettings } from '../site/index.ts';
import { asRate, commissionOf } from './commission.ts';
import * as queries from './queries.ts';

/** The site's commission, which a store without its own rate pays. */
export async function defaultCommissionRate(db: Db | Tx): Promise<string> {
  const settings = await readSettings(db, ['commission_rate']);
  return asRate(settings.commission_rate) ?? DEFAULT_SETTINGS.commission_rate;
}

/** The share of a received order the platform keeps: the store's own rate, else the site's. */
export async function commissionRateOf(db: Db | Tx, storeId: number): Promise<string> {
  const [own, fallback] = await Promise.all([
    queries.storeCommissionRate(db, storeId),
    defaultCommissionRate(db),
  ]);
  return asRate(own) ?? fallback;
}

/**
 * Receipt releases the order's escrow: the commission to the platform's commission account, the
 * rest to the store, in one journal. The caller holds the order's row lock and has seen it
 * `shipped`, so whoever comes second (the buyer's confirmation or the order clock) finds it
 * `received` and settles nothing.
 */
export async function settleReceived(tx: Tx, order: queries.OrderRow): Promise<void> {
  const commission = commissionOf(order.held, await commissionRateOf(tx, order.storeId));
  const proceeds = new Decimal(order.held).minus(commission).toFixed();
  await post(tx, {
    kind: 'proceeds',
    reference: `order:${order.id}`,
    legs: [
      { type: 'order', id: order.id, amount: new Decimal(order.held).negated().toFixed() },
      { type: 'store', id: order.storeId, amount: proceeds },
      { type: 'system', id: SystemAccount.commission.id, amount: commission },
    ],
  });
  await addTransactionAmount(tx, order.storeId, order.total);
  await queries.updateOrder(tx, order.id, { status: 'received', receivedAt: new Date(), commission });
}
