import type { SellerOrderDetail, SellerOrderPage, SellerOrderTab } from '@market/contract';
import { SELLER_ORDER_COUNT_CAP } from '@market/contract';
import type { Db, Tx } from '../../db/client.ts';
import { fail, notFound } from '../../lib/app-error.ts';
import { offsetOf, type PageParams } from '../../lib/paging.ts';
import { notify } from '../message/index.ts';
import { cancelLockedOrder } from './order-service.ts';
import * as queries from './queries.ts';
import { presentSellerDetail, presentSellerRow } from './seller-present.ts';
import * as sellerQueries from './seller-queries.ts';

// The seller's side of the store's orders. The routes resolve the caller's own store first
// (findOwnStore), so every id here is looked up within that store: another store's is not found.

export async function listStoreOrders(
  db: Db,
  storeId: number,
  params: PageParams & { status: SellerOrderTab; keyword?: string | undefined },
): Promise<SellerOrderPage> {
  const { rows, counted } = await sellerQueries.listSellerOrders(db, storeId, {
    tab: params.status,
    keyword: params.keyword ?? '',
    limit: params.limit,
    offset: offsetOf(params),
  });
  const now = Date.now();
  return {
    list: rows.map((row) => presentSellerRow(row, now)),
    total: Math.min(counted, SELLER_ORDER_COUNT_CAP),
    is_total_capped: counted > SELLER_ORDER_COUNT_CAP,
    page: params.page,
    limit: params.limit,
  };
}

async function presentOne(db: Db | Tx, storeId: number, id: number): Promise<SellerOrderDetail> {
  const order = await sellerQueries.findSellerOrder(db, storeId, id);
  if (!order) throw notFound('msg.order_not_found');
  return presentSellerDetail(order, await queries.itemsOf(db, [id]), Date.now());
}

export const getStoreOrder = (db: Db, storeId: number, id: number) => presentOne(db, storeId, id);

/** A paid order leaves with its carrier and tracking number; the buyer is told by a site message. */
export async function shipStoreOrder(
  db: Db,
  storeId: number,
  body: { id: number; carrier: string; tracking_no: string },
): Promise<SellerOrderDetail> {
  return db.transaction(async (tx) => {
    const order = await queries.lockOrder(tx, body.id, queries.ofStore(storeId));
    if (!order) throw notFound('msg.order_not_found');
    if (order.status !== 'paid') throw fail('msg.order_cannot_ship');
    await queries.updateOrder(tx, order.id, {
      status: 'shipped',
      carrier: body.carrier,
      trackingNo: body.tracking_no,
      shippedAt: new Date(),
    });
    await notify(tx, order.userId, 'order_shipped', { order_no: order.orderNo });
    return presentOne(tx, storeId, order.id);
  });
}

/**
 * The seller cancels a paid order before shipping it (out of stock, say): the buyer is refunded in
 * full, the stock returns and the sales are taken back, as when the buyer cancels; the reason is
 * kept for the buyer's order page.
 */
export async function cancelStoreOrder(
  db: Db,
  storeId: number,
  body: { id: number; reason: string },
): Promise<SellerOrderDetail> {
  return db.transaction(async (tx) => {
    const order = await queries.lockOrder(tx, body.id, queries.ofStore(storeId));
    if (!order) throw notFound('msg.order_not_found');
    if (order.status !== 'paid') throw fail('msg.order_cannot_cancel');
    await cancelLockedOrder(tx, order, { cancelledBy: 'seller', cancelReason: body.reason });
    return presentOne(tx, storeId, order.id);
  });
}
