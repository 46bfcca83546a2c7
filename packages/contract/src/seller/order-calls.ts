import { defineCall } from '../common/call.ts';
import {
  sellerCancelRequest,
  sellerOrderDetail,
  sellerOrderIdRequest,
  sellerOrderListRequest,
  sellerOrderPage,
  sellerShipRequest,
} from './orders.ts';

const tags = ['seller'];
const merchant = 'merchant' as const;

/** The orders of the merchant's own store (another store's order is not found). */
export const sellerOrderCalls = {
  list: defineCall({
    method: 'POST',
    path: '/api/seller/order/index',
    access: merchant,
    tags,
    summary: 'The store’s paid orders by tab (to ship, shipped, received, cancelled), newest first',
    request: sellerOrderListRequest,
    response: sellerOrderPage,
  }),
  detail: defineCall({
    method: 'POST',
    path: '/api/seller/order/detail',
    access: merchant,
    tags,
    summary: 'One order of the store, with the buyer’s address, shipping and commission',
    request: sellerOrderIdRequest,
    response: sellerOrderDetail,
  }),
  ship: defineCall({
    method: 'POST',
    path: '/api/seller/order/ship',
    access: merchant,
    tags,
    summary: 'Ship a paid order with its carrier and tracking number; the buyer gets a site message',
    request: sellerShipRequest,
    response: sellerOrderDetail,
  }),
  cancel: defineCall({
    method: 'POST',
    path: '/api/seller/order/cancel',
    access: merchant,
    tags,
    summary: 'Cancel a paid order before shipping, with a reason; the buyer is refunded in full',
    request: sellerCancelRequest,
    response: sellerOrderDetail,
  }),
};
