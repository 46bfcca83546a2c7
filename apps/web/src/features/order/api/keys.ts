import type { OrderFilter } from '@market/contract/order-limits';
import type { BuyerItem } from '../../../state/buyer-data.ts';

/**
 * Query keys of checkouts and orders, under the viewer's id. A payment, a cancellation or a receipt
 * changes several lists at once, so mutations invalidate `all(viewer)`.
 */
export const orderKeys = {
  all: (viewer: number) => ['order', viewer] as const,
  preview: (viewer: number, items: BuyerItem[], addressId: number | undefined) =>
    [...orderKeys.all(viewer), 'preview', items, addressId ?? 0] as const,
  checkout: (viewer: number, checkoutId: number) =>
    [...orderKeys.all(viewer), 'checkout', checkoutId] as const,
  list: (viewer: number, status: OrderFilter) => [...orderKeys.all(viewer), 'list', status] as const,
  detail: (viewer: number, id: number) => [...orderKeys.all(viewer), 'detail', id] as const,
};
