import { orderCalls, quickOrderCalls, sellerOrderCalls } from '@market/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../plugins/calls.ts';
import { type CatalogueCache, readableStoreId } from '../catalogue/index.ts';
import { orderInLanguage, ordersInLanguage, pageInLanguage } from './buyer-language.ts';
import { loadSite, orderClockOf } from '../site/index.ts';
import * as checkout from './checkout-service.ts';
import * as orders from './order-service.ts';
import { reorder } from './reorder.ts';
import * as seller from './seller-service.ts';

/** Checkout, payment from the balance, and the order's life after it; always the caller's own. */
export function orderRoutes(ctx: AppContext) {
  const { db } = ctx;
  const deps = { db, throttle: ctx.throttle, fundMemo: ctx.fundMemo };
  const clockDefaults = {
    payMinutes: ctx.config.ORDER_PAY_MINUTES,
    autoReceiveDays: ctx.config.ORDER_AUTO_RECEIVE_DAYS,
  };
  // the back office's pay deadline for new checkouts, from the cached site settings (a save clears them)
  const payMinutes = async () =>
    orderClockOf((await ctx.catalogueCache.site.get('site', () => loadSite(db))).settings, clockDefaults)
      .payMinutes;
  return [
    route(orderCalls.confirm, async ({ user, input, request }) =>
      ordersInLanguage(db, await checkout.confirmOrder(db, user.id, input), request.lang),
    ),
    route(orderCalls.create, async ({ user, input, request }) =>
      ordersInLanguage(db, await checkout.createOrder(db, user.id, input, await payMinutes()), request.lang),
    ),
    route(orderCalls.checkout, async ({ user, input, request }) =>
      ordersInLanguage(db, await checkout.getCheckout(db, user.id, input.checkout_id), request.lang),
    ),
    route(
      orderCalls.pay,
      ({ user, input, idempotencyKey }) => checkout.payCheckout(deps, user.id, idempotencyKey, input),
      { message: 'msg.order_paid' },
    ),
    route(orderCalls.list, async ({ user, input, request }) =>
      pageInLanguage(db, await orders.listOrders(db, user.id, input), request.lang),
    ),
    route(orderCalls.detail, async ({ user, input, request }) =>
      orderInLanguage(db, await orders.getOrder(db, user.id, input.id), request.lang),
    ),
    route(orderCalls.cancel, ({ user, input }) => orders.cancelOrder(db, user.id, input.id), {
      message: 'msg.order_cancelled',
    }),
    route(orderCalls.receive, ({ user, input }) => orders.receiveOrder(db, user.id, input.id), {
      message: 'msg.order_received',
    }),
    route(orderCalls.assess, ({ user, input }) => orders.assessOrder(db, user.id, input), {
      message: 'msg.order_assessed',
    }),
    route(quickOrderCalls.reorder, ({ user, input, request }) =>
      reorder(db, user.id, input.order_id, request.lang),
    ),
    ...sellerOrderRoutes(db, ctx.catalogueCache),
  ];
}

/** The seller's calls on the orders of the caller's own store. */
function sellerOrderRoutes(db: Db, cache: CatalogueCache) {
  // an owner's store never changes hands: its id is remembered per instance
  const storeOf = (userId: number) => readableStoreId({ db, cache }, userId);
  return [
    route(sellerOrderCalls.list, async ({ user, input }) =>
      seller.listStoreOrders(db, await storeOf(user.id), input),
    ),
    route(sellerOrderCalls.detail, async ({ user, input }) =>
      seller.getStoreOrder(db, await storeOf(user.id), input.id),
    ),
    route(
      sellerOrderCalls.ship,
      async ({ user, input }) => seller.shipStoreOrder(db, await storeOf(user.id), input),
      { message: 'msg.order_shipped' },
    ),
    route(
      sellerOrderCalls.cancel,
      async ({ user, input }) => seller.cancelStoreOrder(db, await storeOf(user.id), input),
      { message: 'msg.order_cancelled_by_seller' },
    ),
  ];
}
