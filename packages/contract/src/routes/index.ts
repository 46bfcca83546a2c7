// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
export type { CallRef, RefData, RefInput, RefsOf } from '../common/call-ref.ts';
export { accountCalls } from './account-calls.ts';
export { addressCalls } from './address-calls.ts';
export { adminCalls } from './admin-calls.ts';
export { articleCalls } from './article-calls.ts';
export { cartCalls } from './cart-calls.ts';
export { catalogueCalls } from './catalogue-calls.ts';
export { collectionCalls } from './collection-calls.ts';
export { orderCalls } from './order-calls.ts';
export { sellerOrderCalls } from './seller-order-calls.ts';
export { siteCalls } from './site-calls.ts';
export { uploadCalls } from './upload-calls.ts';
export { walletCalls } from './wallet-calls.ts';
export { walletReviewCalls } from './wallet-review-calls.ts';
