import { SHIP_WITHIN_HOURS, type SellerOrderDetail, type SellerOrderRow } from '@market/contract';
import { formatMoney } from '../../lib/money.ts';
import { presentImage } from '../catalogue/index.ts';
import { presentOrder } from './present.ts';
import type { OrderItemRow } from './queries.ts';
import type { SellerListRow, SellerOrderRow as StoredOrder } from './seller-queries.ts';

const SHIP_WITHIN_MS = SHIP_WITHIN_HOURS * 60 * 60 * 1000;

/** Spec §9: a paid order ships within 24 hours; overdue while it is still waiting after that. */
function deadlineOf(status: string, paidAt: Date | null, now: number) {
  if (!paidAt) return { ship_deadline: null, is_overdue: false };
  const deadline = paidAt.getTime() + SHIP_WITHIN_MS;
  return { ship_deadline: new Date(deadline).toISOString(), is_overdue: status === 'paid' && now > deadline };
}

export function presentSellerRow(row: SellerListRow, now: number): SellerOrderRow {
  const paidAt = new Date(row.paid_at);
  return {
    id: row.id,
    order_no: row.order_no,
    status: row.status,
    buyer_name: row.buyer_name,
    items: row.items.map((item) => ({
      product_id: item.product_id,
      sku_id: item.sku_id,
      title: item.title,
      image: presentImage(item.image).url,
      size: item.size,
      color: item.color,
      num: item.num,
      price: formatMoney(item.price),
    })),
    total: formatMoney(row.total),
    paid_at: paidAt.toISOString(),
    ...deadlineOf(row.status, paidAt, now),
  };
}

export function presentSellerDetail(
  order: StoredOrder,
  items: OrderItemRow[],
  now: number,
): SellerOrderDetail {
  const { checkout_id: _checkout, expires_at: _expires, ...shown } = presentOrder(order, items);
  return {
    ...shown,
    buyer_name: order.buyerName,
    commission: formatMoney(order.commission),
    ...deadlineOf(order.status, order.paidAt, now),
  };
}
