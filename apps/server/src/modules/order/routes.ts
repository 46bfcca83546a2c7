import {
  checkoutRequest,
  checkoutResponse,
  envelopeOf,
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
} from '@market/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app.ts';
import { caller, requireUser } from '../../plugins/auth.ts';
import { idempotencyKeyOf } from '../ledger/idempotency.ts';
import * as checkout from './checkout-service.ts';
import * as orders from './order-service.ts';

const tags = ['order'];
const reply = { 200: envelopeOf(orderResponse) };

/** Checkout, payment from the balance, and the order's life after it; always the caller's own. */
export function orderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const deps = { db, throttle: ctx.throttle };
  return async (app) => {
    app.addHook('onRequest', requireUser);

    app.post(
      '/api/order/confirm',
      {
        schema: {
          tags,
          summary: 'Preview a checkout: amounts per store from current prices and stock',
          body: orderConfirmRequest,
          response: { 200: envelopeOf(orderConfirmResponse) },
        },
      },
      async (request) => ({
        code: 1 as const,
        msg: request.t('msg.success'),
        data: await checkout.confirmOrder(db, caller(request).id, request.body),
      }),
    );

    app.post(
      '/api/order/create',
      {
        schema: {
          tags,
          summary: 'Create one order per store under one checkout, reserving the stock',
          body: orderCreateRequest,
          response: { 200: envelopeOf(orderCreateResponse) },
        },
      },
      async (request) => ({
        code: 1 as const,
        msg: request.t('msg.success'),
        data: await checkout.createOrder(db, caller(request).id, request.body, ctx.config.ORDER_PAY_MINUTES),
      }),
    );

    app.post(
      '/api/order/checkout',
      {
        schema: {
          tags,
          summary: 'A checkout with its orders, what is left to pay and the balance',
          body: checkoutRequest,
          response: { 200: envelopeOf(checkoutResponse) },
        },
      },
      async (request) => ({
        code: 1 as const,
        msg: request.t('msg.success'),
        data: await checkout.getCheckout(db, caller(request).id, request.body.checkout_id),
      }),
    );

    app.post(
      '/api/order/pay',
      {
        schema: {
          tags,
          summary: 'Pay a checkout from the balance with the fund password; takes an Idempotency-Key header',
          body: orderPayRequest,
          response: { 200: envelopeOf(orderPayResponse) },
        },
      },
      async (request) => ({
        code: 1 as const,
        msg: request.t('msg.order_paid'),
        data: await checkout.payCheckout(deps, caller(request).id, idempotencyKeyOf(request), request.body),
      }),
    );

    app.post(
      '/api/order/index',
      {
        schema: {
          tags,
          summary: 'The caller’s orders by tab, newest first',
          body: orderListRequest,
          response: { 200: envelopeOf(orderPage) },
        },
      },
      async (request) => ({
        code: 1 as const,
        msg: request.t('msg.success'),
        data: await orders.listOrders(db, caller(request).id, request.body),
      }),
    );

    app.post(
      '/api/order/detail',
      { schema: { tags, summary: 'One of the caller’s orders', body: orderIdRequest, response: reply } },
      async (request) => ({
        code: 1 as const,
        msg: request.t('msg.success'),
        data: await orders.getOrder(db, caller(request).id, request.body.id),
      }),
    );

    app.post(
      '/api/order/cancel',
      {
        schema: {
          tags,
          summary: 'Cancel an order before it ships; a paid one is refunded to the balance',
          body: orderIdRequest,
          response: reply,
        },
      },
      async (request) => ({
        code: 1 as const,
        msg: request.t('msg.order_cancelled'),
        data: await orders.cancelOrder(db, caller(request).id, request.body.id),
      }),
    );

    app.post(
      '/api/order/receive',
      {
        schema: {
          tags,
          summary: 'Confirm receipt; the store is credited',
          body: orderIdRequest,
          response: reply,
        },
      },
      async (request) => ({
        code: 1 as const,
        msg: request.t('msg.order_received'),
        data: await orders.receiveOrder(db, caller(request).id, request.body.id),
      }),
    );

    app.post(
      '/api/order/assess',
      {
        schema: {
          tags,
          summary: 'Review a received order: stars, text and up to 6 photos',
          body: orderAssessRequest,
          response: reply,
        },
      },
      async (request) => ({
        code: 1 as const,
        msg: request.t('msg.order_assessed'),
        data: await orders.assessOrder(db, caller(request).id, request.body),
      }),
    );

    app.post(
      '/api/seller/order/ship',
      {
        schema: {
          tags: ['seller'],
          summary: 'Mark a paid order of the caller’s store as shipped',
          body: orderShipRequest,
          response: reply,
        },
      },
      async (request) => ({
        code: 1 as const,
        msg: request.t('msg.order_shipped'),
        data: await orders.shipOrder(db, caller(request).id, request.body.id, request.body.tracking_no),
      }),
    );
  };
}
