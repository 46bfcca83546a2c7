import type { Order, OrderFilter, Paged } from '@market/contract';
import { Decimal } from 'decimal.js';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { fail, notFound } from '../../lib/app-error.ts';
import { offsetOf, type PageParams } from '../../lib/paging.ts';
import { addReviews } from '../catalogue/index.ts';
import { post } from '../ledger/index.ts';
import { findOwnPublicImages, uploadHashOf } from '../upload/index.ts';
import { findUserById } from '../user/index.ts';
import { presentOrder } from './present.ts';
import * as queries from './queries.ts';
import { settleReceived } from './settle.ts';

export async function listOrders(
  db: Db,
  userId: number,
  params: PageParams & { status: OrderFilter },
): Promise<Paged<Order>> {
  const options = { limit: params.limit, offset: offsetOf(params) };
  const [rows, total] = await Promise.all([
    queries.listOrders(db, userId, params.status, options),
    queries.countOrders(db, userId, params.status),
  ]);
  const items = await queries.itemsOf(
    db,
    rows.map((row) => row.id),
  );
  return { list: rows.map((row) => presentOrder(row, items)), total, page: params.page, limit: params.limit };
}

async function presentOne(db: Db | Tx, id: number, scope: SQL | undefined): Promise<Order> {
  const order = await queries.findOrder(db, id, scope);
  if (!order) throw notFound('msg.order_not_found');
  return presentOrder(order, await queries.itemsOf(db, [id]));
}

export const getOrder = (db: Db, userId: number, id: number) => presentOne(db, id, queries.ofBuyer(userId));

/**
 * Cancels a locked order that has not shipped: an unpaid one just gives its stock back; a paid one
 * also refunds its escrow to the buyer's balance in full and takes back its sales.
 */
export async function cancelLockedOrder(
  tx: Tx,
  order: queries.OrderRow,
  by: { cancelledBy: 'buyer' | 'seller'; cancelReason?: string },
): Promise<void> {
  if (order.status === 'paid') {
    await post(tx, {
      kind: 'refund',
      reference: `order:${order.id}`,
      legs: [
        { type: 'order', id: order.id, amount: new Decimal(order.held).negated().toFixed() },
        { type: 'user', id: order.userId, amount: order.held },
      ],
    });
    await queries.addSales(tx, [order.id], -1);
  }
  await queries.releaseStock(tx, [order.id]);
  await queries.updateOrder(tx, order.id, { status: 'cancelled', cancelledAt: new Date(), ...by });
  if (order.status === 'unpaid') await queries.expireEmptyCheckouts(tx, [order.checkoutId]);
}

/** The buyer cancels an order before it ships. */
export async function cancelOrder(db: Db, userId: number, id: number): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await queries.lockOrder(tx, id, queries.ofBuyer(userId));
    if (!order) throw notFound('msg.order_not_found');
    if (order.status !== 'paid' && order.status !== 'unpaid') throw fail('msg.order_cannot_cancel');
    await cancelLockedOrder(tx, order, { cancelledBy: 'buyer' });
    return presentOne(tx, order.id, undefined);
  });
}

export async function receiveOrder(db: Db, userId: number, id: number): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await queries.lockOrder(tx, id, queries.ofBuyer(userId));
    if (!order) throw notFound('msg.order_not_found');
    if (order.status !== 'shipped') throw fail('msg.order_cannot_receive');
    await settleReceived(tx, order);
    return presentOne(tx, order.id, undefined);
  });
}

/**
 * The buyer reviews a received order once: a review on each of its products (stars, text, the
 * buyer's own uploaded photos), counted into the products' review counts and the store's rate.
 */
export async function assessOrder(
  db: Db,
  userId: number,
  body: { id: number; rating: number; content: string; images: string[] },
): Promise<Order> {
  // the photos must be public images this buyer uploaded
  const images = await findOwnPublicImages(db, userId, body.images.map(uploadHashOf));
  if (!images) throw fail('validation.image_format', { field: 'images' });
  return db.transaction(async (tx) => {
    const order = await queries.lockOrder(tx, body.id, queries.ofBuyer(userId));
    if (!order) throw notFound('msg.order_not_found');
    if (order.status !== 'received') throw fail('msg.order_cannot_assess');
    if (order.isReviewed) throw fail('msg.order_already_assessed');
    const items = await queries.itemsOf(tx, [order.id]);
    const reviewer = await findUserById(tx, userId);
    await addReviews(tx, {
      userId,
      reviewerName: reviewer?.nickname || reviewer?.username || '',
      storeId: order.storeId,
      stars: body.rating,
      content: body.content,
      images,
      lines: items,
    });
    await queries.updateOrder(tx, order.id, { isReviewed: true });
    return presentOne(tx, order.id, undefined);
  });
}
