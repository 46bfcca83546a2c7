import type { Order, OrderLine } from '@market/contract';
import { formatMoney } from '../../lib/money.ts';
import { presentImage } from '../catalogue/index.ts';
import type { OrderItemRow, OrderWithStore } from './queries.ts';

/** What a line shows: an item as stored, or as about to be (checkout answers what it wrote). */
type LineFields = Pick<
  OrderItemRow,
  'orderId' | 'productId' | 'skuId' | 'title' | 'image' | 'size' | 'color' | 'price' | 'num' | 'amount'
>;

export function presentLine(item: LineFields): OrderLine {
  return {
    product_id: item.productId,
    sku_id: item.skuId,
    title: item.title,
    image: presentImage(item.image).url,
    size: item.size,
    color: item.color,
    price: formatMoney(item.price),
    num: item.num,
    amount: formatMoney(item.amount),
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentOrder(order: OrderWithStore, items: LineFields[]): Order {
  return {
    id: order.id,
    order_no: order.orderNo,
    checkout_id: order.checkoutId,
    status: order.status,
    shop_id: order.storeId,
    shop_name: order.storeName,
    items: items.filter((item) => item.orderId === order.id).map(presentLine),
    items_amount: formatMoney(order.itemsAmount),
    freight: formatMoney(order.freight),
    tax: formatMoney(order.tax),
    total: formatMoney(order.total),
    address: order.address,
    carrier: order.carrier,
    tracking_no: order.trackingNo,
    cancelled_by: order.cancelledBy,
    cancel_reason: order.cancelReason,
    is_reviewed: order.isReviewed,
    created_at: order.createdAt.toISOString(),
    expires_at: order.expiresAt.toISOString(),
    paid_at: iso(order.paidAt),
    shipped_at: iso(order.shippedAt),
    received_at: iso(order.receivedAt),
    cancelled_at: iso(order.cancelledAt),
  };
}
