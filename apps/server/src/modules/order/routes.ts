import { orderCalls, sellerOrderCalls } from '@market/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../plugins/calls.ts';
import * as checkout from './checkout-service.ts';
import * as orders from './order-service.ts';

/** Checkout, payment from the balance, and the order's life after it; always the caller's own. */
export function orderRoutes(ctx: AppContext) {
  const { db } = ctx;
  const deps = { db, throttle: ctx.throttle, fundMemo: ctx.fundMemo };
  return [
    route(orderCalls.confirm, ({ user, input }) => checkout.confirmOrder(db, user.id, input)),
    route(orderCalls.create, ({ user, input }) =>
      checkout.createOrder(db, user.id, input, ctx.config.ORDER_PAY_MINUTES),
    ),
    route(orderCalls.checkout, ({ user, input }) => checkout.getCheckout(db, user.id, input.checkout_id)),
    route(
      orderCalls.pay,
      ({ user, input, idempotencyKey }) => checkout.payCheckout(deps, user.id, idempotencyKey, input),
      { message: 'msg.order_paid' },
    ),
    route(orderCalls.list, ({ user, input }) => orders.listOrders(db, user.id, input)),
    route(orderCalls.detail, ({ user, input }) => orders.getOrder(db, user.id, input.id)),
    route(orderCalls.cancel, ({ user, input }) => orders.cancelOrder(db, user.id, input.id), {
      message: 'msg.order_cancelled',
    }),
    route(orderCalls.receive, ({ user, input }) => orders.receiveOrder(db, user.id, input.id), {
      message: 'msg.order_received',
    }),
    route(orderCalls.assess, ({ user, input }) => orders.assessOrder(db, user.id, input), {
      message: 'msg.order_assessed',
    }),
    route(
      sellerOrderCalls.ship,
      ({ user, input }) => orders.shipOrder(db, user.id, input.id, input.tracking_no),
      { message: 'msg.order_shipped' },
    ),
  ];
}
