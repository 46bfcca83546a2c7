import { defineCall } from '../common/call.ts';
import {
  sellerReviewListRequest,
  sellerReviewPage,
  sellerReview,
  sellerReviewReplyRequest,
} from './seller-reviews.ts';
import {
  sellerSalesRequest,
  sellerSalesResponse,
  sellerStoreHolidayRequest,
  sellerStoreProfile,
  sellerStoreUpdateRequest,
} from './store-center.ts';

const tags = ['seller'];
const merchant = 'merchant' as const;

/** The store center: the merchant's own store, its profile, holiday switch and sales. */
export const sellerStoreCalls = {
  profile: defineCall({
    method: 'GET',
    path: '/api/seller/store',
    access: merchant,
    tags,
    summary: 'The caller’s store: profile, status, rating, followers, products and sales figures',
    response: sellerStoreProfile,
  }),
  update: defineCall({
    method: 'POST',
    path: '/api/seller/store/update',
    access: merchant,
    tags,
    summary: 'Edit the store’s name, logo, banner, introduction and contact',
    request: sellerStoreUpdateRequest,
    response: sellerStoreProfile,
  }),
  holiday: defineCall({
    method: 'POST',
    path: '/api/seller/store/holiday',
    access: merchant,
    tags,
    summary: 'Close the store for a holiday (products stay listed but cannot be bought) or reopen it',
    request: sellerStoreHolidayRequest,
    response: sellerStoreProfile,
  }),
  sales: defineCall({
    method: 'POST',
    path: '/api/seller/store/sales',
    access: merchant,
    tags,
    summary: 'Paid orders and their amount per day or week, for a chart; days without sales are zeros',
    request: sellerSalesRequest,
    response: sellerSalesResponse,
  }),
};

/** Reviews of the store's products and the store's replies to them. */
export const sellerReviewCalls = {
  list: defineCall({
    method: 'POST',
    path: '/api/seller/review/index',
    access: merchant,
    tags,
    summary: 'Reviews of the caller’s products, newest first, optionally of one star rating',
    request: sellerReviewListRequest,
    response: sellerReviewPage,
  }),
  reply: defineCall({
    method: 'POST',
    path: '/api/seller/review/reply',
    access: merchant,
    tags,
    summary: 'Reply to a review of the caller’s product (shown under it); replying again edits the reply',
    request: sellerReviewReplyRequest,
    response: sellerReview,
  }),
};
