import type {
  Address,
  AddressEditRequest,
  CartDeleteRequest,
  CartMergeRequest,
  CartResponse,
  CartSetRequest,
  CheckoutResponse,
  MoneyLogEntry,
  MoneyLogRequest,
  Order,
  OrderAssessRequest,
  OrderConfirmRequest,
  OrderConfirmResponse,
  OrderCreateRequest,
  OrderCreateResponse,
  OrderListRequest,
  OrderPayRequest,
  OrderPayResponse,
  Paged,
  Recharge,
  RechargeConfig,
  RechargeRequest,
  WalletListRequest,
  Withdrawal,
  WithdrawRequest,
  WithdrawResponse,
} from '@market/contract';
import type { ApiClient } from './client.ts';

const data = async <T>(promise: Promise<{ data: T }>) => (await promise).data;

/** The caller's shipping addresses (spec §7 `/api/aera/*`); each answers the envelope's data. */
export function addressApi(client: ApiClient) {
  return {
    list: () => data(client.call<{ list: Address[] }>('/api/aera/index')),
    read: (id: number) => data(client.call<Address>('/api/aera/readArea', { id })),
    /** Adds an address, or edits the caller's address `id`. */
    save: (body: AddressEditRequest) => data(client.call<Address>('/api/aera/addEdit', body)),
    remove: (id: number) => data(client.call<unknown>('/api/aera/del', { id })),
  };
}
export type AddressApi = ReturnType<typeof addressApi>;

/** A logged-in user's cart on the server; every call answers the whole cart after the change. */
export function cartApi(client: ApiClient) {
  return {
    list: () => data(client.call<CartResponse>('/api/cart/index')),
    add: (body: CartSetRequest) => data(client.call<CartResponse>('/api/cart/add', body)),
    set: (body: CartSetRequest) => data(client.call<CartResponse>('/api/cart/set', body)),
    /** Removes the lines of `sku_ids`; without them, clears the cart. */
    remove: (body: CartDeleteRequest) => data(client.call<CartResponse>('/api/cart/del', body)),
    /** The device's lines join the server's at login; a line on both keeps the larger quantity. */
    merge: (body: CartMergeRequest) => data(client.call<CartResponse>('/api/cart/merge', body)),
  };
}
export type CartApi = ReturnType<typeof cartApi>;

/** Checkout, payment and the caller's orders. */
export function orderApi(client: ApiClient) {
  return {
    confirm: (body: OrderConfirmRequest) =>
      data(client.call<OrderConfirmResponse>('/api/order/confirm', body)),
    create: (body: OrderCreateRequest) => data(client.call<OrderCreateResponse>('/api/order/create', body)),
    checkout: (checkoutId: number) =>
      data(client.call<CheckoutResponse>('/api/order/checkout', { checkout_id: checkoutId })),
    /** Pays a checkout from the balance; a retry with the same `idempotencyKey` never pays twice. */
    pay: (body: OrderPayRequest, idempotencyKey: string) =>
      data(client.call<OrderPayResponse>('/api/order/pay', body, { idempotencyKey })),
    list: (body: OrderListRequest) => data(client.call<Paged<Order>>('/api/order/index', body)),
    detail: (id: number) => data(client.call<Order>('/api/order/detail', { id })),
    cancel: (id: number) => data(client.call<Order>('/api/order/cancel', { id })),
    receive: (id: number) => data(client.call<Order>('/api/order/receive', { id })),
    /** Reviews every product of a received order. */
    assess: (body: OrderAssessRequest) => data(client.call<unknown>('/api/order/assess', body)),
  };
}
export type OrderApi = ReturnType<typeof orderApi>;

/** The caller's balance: its log, crypto recharges (reviewed by an admin) and withdrawals. */
export function walletApi(client: ApiClient) {
  return {
    moneyLog: (body: MoneyLogRequest) => data(client.call<Paged<MoneyLogEntry>>('/api/user/money_log', body)),
    /** Currencies, their networks, deposit addresses, limits, fees, rates and the caller's balance. */
    config: () => data(client.call<RechargeConfig>('/api/wallet/recharge_config')),
    /** Asks for a recharge; `image` is the id of the transfer screenshot uploaded privately. */
    recharge: (body: RechargeRequest) => data(client.call<Recharge>('/api/wallet/recharge', body)),
    recharges: (body: WalletListRequest) =>
      data(client.call<Paged<Recharge>>('/api/wallet/recharge_list', body)),
    rechargeDetail: (id: number) => data(client.call<Recharge>('/api/wallet/recharge_detail', { id })),
    /** Holds the amount at once; a retry with the same `idempotencyKey` never holds twice. */
    withdraw: (body: WithdrawRequest, idempotencyKey: string) =>
      data(client.call<WithdrawResponse>('/api/wallet/withdraw', body, { idempotencyKey })),
    withdrawals: (body: WalletListRequest) =>
      data(client.call<Paged<Withdrawal>>('/api/wallet/withdraw_list', body)),
  };
}
export type WalletApi = ReturnType<typeof walletApi>;
