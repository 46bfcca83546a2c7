import type { AnyCall } from './common/call.ts';
import { adminCalls } from './admin/calls.ts';
import { adminAdjustmentCalls } from './admin/adjustment-calls.ts';
import { backOfficeCalls } from './admin/back-office-calls.ts';
import { adminStoreCalls } from './admin/store-calls.ts';
import { adminRecordCalls } from './admin/record-calls.ts';
import { adminUserCalls } from './admin/user-calls.ts';
import { catalogueCalls } from './catalogue/calls.ts';
import { adminCatalogueCalls } from './admin/catalogue-calls.ts';
import { adminLoanCalls, loanCalls } from './loan/calls.ts';
import { collectionCalls } from './catalogue/collection-calls.ts';
import { merchantCalls, merchantReviewCalls } from './merchant/calls.ts';
import { adminMessageCalls, messageCalls } from './message/calls.ts';
import { addressCalls } from './order/address-calls.ts';
import { cartCalls } from './order/cart-calls.ts';
import { orderCalls } from './order/order-calls.ts';
import { quickOrderCalls } from './order/quick-order-calls.ts';
import { rfqCalls, sellerRfqCalls } from './rfq/calls.ts';
import { sellerOrderCalls } from './seller/order-calls.ts';
import { sellerSettlementCalls } from './seller/settlement-calls.ts';
import { sellerProductCalls } from './seller/product-calls.ts';
import { adminArticleCalls, articleCalls } from './site/article-calls.ts';
import { adminFaqCalls, faqCalls } from './site/faq-calls.ts';
import { sellerReviewCalls, sellerStoreCalls } from './seller/store-calls.ts';
import { siteCalls } from './site/calls.ts';
import { siteSettingsCalls } from './site/settings-calls.ts';
import { uploadCalls } from './upload/calls.ts';
import { accountCalls } from './user/calls.ts';
import { walletCalls } from './wallet/calls.ts';
import { walletReviewCalls } from './wallet/review-calls.ts';

export * from './common/call.ts';
export {
  accountCalls,
  adminAdjustmentCalls,
  adminFaqCalls,
  adminLoanCalls,
  faqCalls,
  addressCalls,
  adminCalls,
  adminCatalogueCalls,
  adminMessageCalls,
  adminStoreCalls,
  adminRecordCalls,
  adminUserCalls,
  articleCalls,
  adminArticleCalls,
  backOfficeCalls,
  cartCalls,
  catalogueCalls,
  collectionCalls,
  loanCalls,
  merchantCalls,
  merchantReviewCalls,
  messageCalls,
  orderCalls,
  quickOrderCalls,
  rfqCalls,
  sellerOrderCalls,
  sellerProductCalls,
  sellerReviewCalls,
  sellerRfqCalls,
  sellerSettlementCalls,
  sellerStoreCalls,
  siteCalls,
  siteSettingsCalls,
  uploadCalls,
  walletCalls,
  walletReviewCalls,
};

/** Every call of the API, for the access tests and the docs. */
export const allCalls: readonly AnyCall[] = [
  accountCalls,
  adminCalls,
  adminAdjustmentCalls,
  catalogueCalls,
  collectionCalls,
  addressCalls,
  cartCalls,
  orderCalls,
  quickOrderCalls,
  sellerOrderCalls,
  sellerSettlementCalls,
  sellerProductCalls,
  siteCalls,
  articleCalls,
  adminArticleCalls,
  uploadCalls,
  walletCalls,
  walletReviewCalls,
  merchantCalls,
  merchantReviewCalls,
  messageCalls,
  adminMessageCalls,
  sellerStoreCalls,
  sellerReviewCalls,
  adminCatalogueCalls,
  adminStoreCalls,
  adminUserCalls,
  adminRecordCalls,
  faqCalls,
  adminFaqCalls,
  loanCalls,
  adminLoanCalls,
  backOfficeCalls,
  siteSettingsCalls,
  rfqCalls,
  sellerRfqCalls,
].flatMap((group) => Object.values(group) as AnyCall[]);
