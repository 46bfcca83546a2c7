import { defineCall } from '../common/call.ts';
import {
  checkoutRequest,
  checkoutResponse,
  orderAssessRequest,
  orderConfirmRequest,
  orderConfirmResponse,
  orderCreateRequest,
  orderCreateResponse,
  orderIdRequest,
  orderListRequest,
  orderPage,
  orderPayRequest,
  orderPayResponse,
  orderResponse,
  orderShipRequest,
} from './orders.ts';

const tags = ['order'];
const user = 'user' as const;

/** Checkout, payment from the balance, and the order's life after it; always the caller's own. */
export const orderCalls = {
  confirm: defineCall({
    method: 'POST',
    path: '/api/order/confirm',
    access: user,
    tags,
    summary: 'Preview a checkout: amounts per store from current prices and stock',
    request: orderConfirmRequest,
    response: orderConfirmResponse,
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/order/create',
    access: user,
    tags,
    summary: 'Create one order per store under one checkout, reserving the stock',
    request: orderCreateRequest,
    response: orderCreateResponse,
  }),
  checkout: defineCall({
    method: 'POST',
    path: '/api/order/checkout',
    access: user,
    tags,
    summary: 'A checkout with its orders, what is left to pay and the balance',
    request: checkoutRequest,
    response: checkoutResponse,
  }),
  pay: defineCall({
    method: 'POST',
    path: '/api/order/pay',
    access: user,
    tags,
    summary: 'Pay a checkout from the balance with the fund password; takes an Idempotency-Key header',
    request: orderPayRequest,
    response: orderPayResponse,
    idempotent: true,
  }),
  list: defineCall({
    method: 'POST',
    path: '/api/order/index',
    access: user,
    tags,
    summary: 'The caller’s orders by tab, newest first',
    request: orderListRequest,
    response: orderPage,
  }),
  detail: defineCall({
    method: 'POST',
    path: '/api/order/detail',
    access: user,
    tags,
    summary: 'One of the caller’s orders',
    request: orderIdRequest,
    response: orderResponse,
  }),
  cancel: defineCall({
    method: 'POST',
    path: '/api/order/cancel',
    access: user,
    tags,
    summary: 'Cancel an order before it ships; a paid one is refunded to the balance',
    request: orderIdRequest,
    response: orderResponse,
  }),
  receive: defineCall({
    method: 'POST',
    path: '/api/order/receive',
    access: user,
    tags,
    summary: 'Confirm receipt; the store is credited',
    request: orderIdRequest,
    response: orderResponse,
  }),
  assess: defineCall({
    method: 'POST',
    path: '/api/order/assess',
    access: user,
    tags,
    summary: 'Review a received order: stars, text and up to 6 photos',
    request: orderAssessRequest,
    response: orderResponse,
  }),
};

/** The orders of the merchant's store. */
export const sellerOrderCalls = {
  ship: defineCall({
    method: 'POST',
    path: '/api/seller/order/ship',
    access: 'merchant',
    tags: ['seller'],
    summary: 'Mark a paid order of the caller’s store as shipped',
    request: orderShipRequest,
    response: orderResponse,
  }),
};
