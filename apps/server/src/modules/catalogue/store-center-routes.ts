import { adminStoreCalls, sellerReviewCalls, sellerStoreCalls } from '@market/contract';
import type { AppContext } from '../../context.ts';
import { route } from '../../plugins/calls.ts';
import { getStoreSalesFigures, getStoreSalesSeries } from '../order/index.ts';
import * as reviews from './seller-reviews.ts';
import * as storeCenter from './seller-store.ts';
import { reopenStoreAsAdmin, suspendStoreAsAdmin } from './store-admin.ts';
import { getStoreForAdmin, listStoresForAdmin, setStoreCommission } from './store-admin-list.ts';

/** The seller's store center and its reviews (always the caller's own store), and the admin's hold on a store. */
export function storeCenterRoutes(ctx: AppContext) {
  const { db } = ctx;
  const cache = ctx.catalogueCache;
  const deps = { db, cache, sales: { figures: getStoreSalesFigures, series: getStoreSalesSeries } };
  return [
    route(sellerStoreCalls.profile, ({ user }) => storeCenter.getStoreProfile(deps, user.id)),
    route(sellerStoreCalls.update, ({ user, input }) => storeCenter.updateStore(deps, user.id, input), {
      message: 'msg.store_saved',
    }),
    route(
      sellerStoreCalls.holiday,
      ({ user, input }) => storeCenter.setHoliday(deps, user.id, input.is_holiday),
      { message: (data) => (data.is_holiday ? 'msg.store_holiday_on' : 'msg.store_holiday_off') },
    ),
    route(sellerStoreCalls.sales, ({ user, input }) => storeCenter.getSales(deps, user.id, input)),
    route(sellerReviewCalls.list, ({ user, input }) => reviews.listSellerReviews(db, user.id, input)),
    route(sellerReviewCalls.reply, ({ user, input }) => reviews.replyToReview(db, user.id, input), {
      message: 'msg.review_replied',
    }),
    route(adminStoreCalls.suspend, ({ user, input }) => suspendStoreAsAdmin({ db, cache }, user.id, input), {
      message: 'msg.store_suspended_done',
    }),
    route(adminStoreCalls.reopen, ({ user, input }) => reopenStoreAsAdmin({ db, cache }, user.id, input), {
      message: 'msg.store_reopened',
    }),
    route(adminStoreCalls.list, ({ input }) => listStoresForAdmin(db, input)),
    route(adminStoreCalls.detail, ({ input }) => getStoreForAdmin(db, input.store_id)),
    route(adminStoreCalls.commission, ({ user, input }) => setStoreCommission(db, user.id, input), {
      message: 'msg.store_commission_saved',
    }),
  ];
}
