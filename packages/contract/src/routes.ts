// Generated from the call definitions by routes.test.ts: do not edit; after a change to a
// definition run UPDATE_ROUTES=1 npx vitest run packages/contract/src/routes.test.ts.
// The browser apps call the API through these: typed by the definitions, without their schemas.
import type { RefsOf } from './common/call-ref.ts';
import type { accountCalls as accountCallsDefinitions, addressCalls as addressCallsDefinitions, adminCalls as adminCallsDefinitions, cartCalls as cartCallsDefinitions, catalogueCalls as catalogueCallsDefinitions, collectionCalls as collectionCallsDefinitions, orderCalls as orderCallsDefinitions, sellerOrderCalls as sellerOrderCallsDefinitions, uploadCalls as uploadCallsDefinitions, walletCalls as walletCallsDefinitions, walletReviewCalls as walletReviewCallsDefinitions } from './calls.ts';

export type { CallRef, RefData, RefInput, RefsOf } from './common/call-ref.ts';

export const accountCalls: RefsOf<typeof accountCallsDefinitions> = {
  sendCode: {"method":"GET","path":"/api/ems/send","access":"visitor","idempotent":false},
  register: {"method":"POST","path":"/api/user/register","access":"visitor","idempotent":false},
  login: {"method":"POST","path":"/api/user/login","access":"visitor","idempotent":false},
  me: {"method":"POST","path":"/api/user/index","access":"user","idempotent":false},
  profile: {"method":"POST","path":"/api/user/profile","access":"user","idempotent":false},
  logout: {"method":"POST","path":"/api/user/logout","access":"user","idempotent":false},
  changePassword: {"method":"POST","path":"/api/user/change","access":"user","idempotent":false},
  resetPassword: {"method":"POST","path":"/api/user/resetpwd","access":"visitor","idempotent":false},
  changeEmail: {"method":"POST","path":"/api/user/change_email","access":"user","idempotent":false},
  loginSocial: {"method":"POST","path":"/api/user/loginsocial","access":"visitor","idempotent":false},
};

export const addressCalls: RefsOf<typeof addressCallsDefinitions> = {
  save: {"method":"POST","path":"/api/aera/addEdit","access":"user","idempotent":false},
  list: {"method":"POST","path":"/api/aera/index","access":"user","idempotent":false},
  read: {"method":"POST","path":"/api/aera/readArea","access":"user","idempotent":false},
  remove: {"method":"POST","path":"/api/aera/del","access":"user","idempotent":false},
};

export const adminCalls: RefsOf<typeof adminCallsDefinitions> = {
  login: {"method":"POST","path":"/api/admin/login","access":"visitor","idempotent":false},
  users: {"method":"POST","path":"/api/admin/user/list","access":"admin","idempotent":false},
  adjustBalance: {"method":"POST","path":"/api/admin/user/adjust_balance","access":"admin","idempotent":true},
};

export const cartCalls: RefsOf<typeof cartCallsDefinitions> = {
  list: {"method":"POST","path":"/api/cart/index","access":"user","idempotent":false},
  add: {"method":"POST","path":"/api/cart/add","access":"user","idempotent":false},
  set: {"method":"POST","path":"/api/cart/set","access":"user","idempotent":false},
  remove: {"method":"POST","path":"/api/cart/del","access":"user","idempotent":false},
  merge: {"method":"POST","path":"/api/cart/merge","access":"user","idempotent":false},
};

export const catalogueCalls: RefsOf<typeof catalogueCallsDefinitions> = {
  home: {"method":"POST","path":"/api/index/index","access":"visitor","idempotent":false},
  products: {"method":"POST","path":"/api/index/pro","access":"visitor","idempotent":false},
  product: {"method":"POST","path":"/api/index/pro_info","access":"visitor","idempotent":false},
  reviews: {"method":"POST","path":"/api/index/reviews","access":"visitor","idempotent":false},
  searchProducts: {"method":"POST","path":"/api/index/search_pro","access":"visitor","idempotent":false},
  searchStores: {"method":"POST","path":"/api/index/search_shop","access":"visitor","idempotent":false},
  stores: {"method":"POST","path":"/api/index/shops","access":"visitor","idempotent":false},
  store: {"method":"POST","path":"/api/index/shop_info","access":"visitor","idempotent":false},
  category: {"method":"POST","path":"/api/index/category","access":"visitor","idempotent":false},
};

export const collectionCalls: RefsOf<typeof collectionCallsDefinitions> = {
  follow: {"method":"POST","path":"/api/user/followers","access":"user","idempotent":false},
  followedStores: {"method":"POST","path":"/api/user/followers_list","access":"user","idempotent":false},
  favorite: {"method":"POST","path":"/api/user/collect","access":"user","idempotent":false},
  favorites: {"method":"POST","path":"/api/user/collect_list","access":"user","idempotent":false},
};

export const orderCalls: RefsOf<typeof orderCallsDefinitions> = {
  confirm: {"method":"POST","path":"/api/order/confirm","access":"user","idempotent":false},
  create: {"method":"POST","path":"/api/order/create","access":"user","idempotent":false},
  checkout: {"method":"POST","path":"/api/order/checkout","access":"user","idempotent":false},
  pay: {"method":"POST","path":"/api/order/pay","access":"user","idempotent":true},
  list: {"method":"POST","path":"/api/order/index","access":"user","idempotent":false},
  detail: {"method":"POST","path":"/api/order/detail","access":"user","idempotent":false},
  cancel: {"method":"POST","path":"/api/order/cancel","access":"user","idempotent":false},
  receive: {"method":"POST","path":"/api/order/receive","access":"user","idempotent":false},
  assess: {"method":"POST","path":"/api/order/assess","access":"user","idempotent":false},
};

export const sellerOrderCalls: RefsOf<typeof sellerOrderCallsDefinitions> = {
  ship: {"method":"POST","path":"/api/seller/order/ship","access":"merchant","idempotent":false},
};

export const uploadCalls: RefsOf<typeof uploadCallsDefinitions> = {
  upload: {"method":"POST","path":"/api/index/upload","access":"user","idempotent":false},
  privateFile: {"method":"GET","path":"/api/index/file/:id","access":"user","idempotent":false},
};

export const walletCalls: RefsOf<typeof walletCallsDefinitions> = {
  moneyLog: {"method":"POST","path":"/api/user/money_log","access":"user","idempotent":false},
  config: {"method":"POST","path":"/api/wallet/recharge_config","access":"user","idempotent":false},
  recharge: {"method":"POST","path":"/api/wallet/recharge","access":"user","idempotent":false},
  recharges: {"method":"POST","path":"/api/wallet/recharge_list","access":"user","idempotent":false},
  rechargeDetail: {"method":"POST","path":"/api/wallet/recharge_detail","access":"user","idempotent":false},
  withdraw: {"method":"POST","path":"/api/wallet/withdraw","access":"user","idempotent":true},
  withdrawals: {"method":"POST","path":"/api/wallet/withdraw_list","access":"user","idempotent":false},
};

export const walletReviewCalls: RefsOf<typeof walletReviewCallsDefinitions> = {
  recharges: {"method":"POST","path":"/api/admin/recharge/list","access":"admin","idempotent":false},
  reviewRecharge: {"method":"POST","path":"/api/admin/recharge/review","access":"admin","idempotent":false},
  withdrawals: {"method":"POST","path":"/api/admin/withdraw/list","access":"admin","idempotent":false},
  reviewWithdrawal: {"method":"POST","path":"/api/admin/withdraw/review","access":"admin","idempotent":false},
  settings: {"method":"POST","path":"/api/admin/wallet/settings","access":"admin","idempotent":false},
  saveSettings: {"method":"POST","path":"/api/admin/wallet/settings/save","access":"admin","idempotent":false},
};
