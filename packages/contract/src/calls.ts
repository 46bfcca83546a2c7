import type { AnyCall } from './common/call.ts';
import { adminCalls } from './admin/calls.ts';
import { catalogueCalls } from './catalogue/calls.ts';
import { collectionCalls } from './catalogue/collection-calls.ts';
import { addressCalls } from './order/address-calls.ts';
import { cartCalls } from './order/cart-calls.ts';
import { orderCalls, sellerOrderCalls } from './order/order-calls.ts';
import { articleCalls } from './site/article-calls.ts';
import { siteCalls } from './site/calls.ts';
import { uploadCalls } from './upload/calls.ts';
import { accountCalls } from './user/calls.ts';
import { walletCalls } from './wallet/calls.ts';
import { walletReviewCalls } from './wallet/review-calls.ts';

export * from './common/call.ts';
export {
  accountCalls,
  addressCalls,
  adminCalls,
  articleCalls,
  cartCalls,
  catalogueCalls,
  collectionCalls,
  orderCalls,
  sellerOrderCalls,
  siteCalls,
  uploadCalls,
  walletCalls,
  walletReviewCalls,
};

/** Every call of the API, for the access tests and the docs. */
export const allCalls: readonly AnyCall[] = [
  accountCalls,
  adminCalls,
  catalogueCalls,
  collectionCalls,
  addressCalls,
  cartCalls,
  orderCalls,
  sellerOrderCalls,
  siteCalls,
  articleCalls,
  uploadCalls,
  walletCalls,
  walletReviewCalls,
].flatMap((group) => Object.values(group) as AnyCall[]);
