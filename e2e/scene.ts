/**
 * The API calls that set a journey's scene, made from the test rather than the page: the demo
 * accounts, a product in stock, an address, an order, its shipping, a balance adjusted by support.
 */
import { randomUUID } from 'node:crypto';
import type {
  Address,
  Order,
  OrderConfirmResponse,
  OrderCreateResponse,
  ProductDetail,
  ProductPage,
  StorePage,
} from '@market/contract';
import { expect } from 'vitest';
import type { Journey } from './journey.ts';

/** The seeded demo accounts (NODE_ENV development) and the demo buyer's fund password. */
export const BUYER = { account: 'buyer', password: 'buyer12345' } as const;
export const MERCHANT = { account: 'merchant', password: 'merchant12345' } as const;
export const ADMIN = { account: 'admin', password: 'admin12345' } as const;
/** The demo back-office accounts of the other admin roles (decision 041). */
export const REVIEWER = { account: 'reviewer', password: 'reviewer12345' } as const;
export const FINANCE = { account: 'finance', password: 'finance12345' } as const;
export const SUPPORT = { account: 'support', password: 'support12345' } as const;
export const FUND_PASSWORD = '246810';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Calls the API from the test (not the page), with a token and headers if given. */
export async function callApi<T = unknown>(
  baseURL: string,
  path: string,
  body: unknown = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<Envelope<T>> {
  const response = await fetch(baseURL + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}), ...headers },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

export type Product = { detail: ProductDetail; sku: ProductDetail['skus'][number] };

/** The API calls of a journey's scene, on the journey's server. */
export function sceneOf(journey: Journey) {
  /** The data of a call that must succeed. */
  const data = async <T>(
    path: string,
    body: unknown = {},
    token?: string,
    headers?: Record<string, string>,
  ) => {
    const envelope = await callApi<T>(journey.baseURL, path, body, token, headers);
    expect(envelope.code, `${path} answered ${envelope.msg}`).toBe(1);
    return envelope.data;
  };

  /** A session token of its own for the test's API calls (the page keeps its own session). */
  const tokenOf = async ({ account, password }: { account: string; password: string }, path = '/api/user') =>
    (await data<{ userinfo: { token: string } }>(`${path}/login`, { account, password })).userinfo.token;

  /** The demo stores, oldest first: the merchant's is the first. */
  async function storesByAge() {
    const stores = await data<StorePage>('/api/index/shops', { sort: 'new', limit: 50 });
    return [...stores.list].sort((a, b) => a.id - b.id);
  }

  /** A product of the store with a variant in stock, and that variant; `skip` passes over the first ones. */
  async function productOf(shopId: number, skip = 0): Promise<Product> {
    const page = await data<ProductPage>('/api/index/pro', { shop_id: shopId, limit: 20 });
    let found = 0;
    for (const card of page.list) {
      const detail = await data<ProductDetail>('/api/index/pro_info', { id: card.id });
      const sku = detail.skus.find((item) => item.stock > 2);
      if (sku && found++ === skip) return { detail, sku };
    }
    throw new Error(`store ${shopId} has no product in stock`);
  }

  return {
    data,
    tokenOf,
    storesByAge,
    productOf,

    /** The balance of the user of `token`. */
    balanceOf: async (token: string) => (await data<{ money: string }>('/api/user/index', {}, token)).money,

    /** A product in stock of the merchant's store (the first demo store) and one of the second store. */
    async productsOfTwoStores() {
      const [merchantStore, otherStore] = await storesByAge();
      return {
        merchantStore: merchantStore!,
        mine: await productOf(merchantStore!.id),
        other: await productOf(otherStore!.id),
      };
    },

    /** The buyer's default address, made through the API when there is none yet. */
    async addressOf(token: string, fields: Omit<Address, 'id' | 'is_default'>): Promise<Address> {
      const { list } = await data<{ list: Address[] }>('/api/aera/index', {}, token);
      return list.find((address) => address.is_default) ?? data<Address>('/api/aera/addEdit', fields, token);
    },

    /** What the checkout of one unit of each product costs, per store and in all, as the server prices it. */
    priceOf(token: string, products: Product[], addressId: number) {
      return data<OrderConfirmResponse>(
        '/api/order/confirm',
        {
          items: products.map(({ detail, sku }) => ({ product_id: detail.id, sku_id: sku.id, num: 1 })),
          address_id: addressId,
        },
        token,
      );
    },

    /** Places one order of one unit of `product` (unpaid: its checkout waits on /pay). */
    order(token: string, { detail, sku }: Product, addressId: number) {
      return data<OrderCreateResponse>(
        '/api/order/create',
        { items: [{ product_id: detail.id, sku_id: sku.id, num: 1 }], address_id: addressId },
        token,
      );
    },

    /** The merchant ships the order with DHL and a tracking number. */
    async ship(order: Pick<Order, 'id'>, trackingNo: string) {
      const shipped = await data<Order>(
        '/api/seller/order/ship',
        { id: order.id, carrier: 'DHL', tracking_no: trackingNo },
        await tokenOf(MERCHANT),
      );
      expect(shipped.status).toBe('shipped');
      return shipped;
    },

    /** The admin credits (or, negative, debits) a user's balance, as support does; answers the balance. */
    async adjustBalance(userId: number, amount: string): Promise<string> {
      const adjusted = await data<{ balance: string }>(
        '/api/admin/user/adjust_balance',
        { user_id: userId, amount, reason: 'order journey' },
        await tokenOf(ADMIN, '/api/admin'),
        { 'idempotency-key': randomUUID() },
      );
      return adjusted.balance;
    },
  };
}
