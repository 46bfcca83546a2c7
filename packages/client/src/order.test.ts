import { describe, expect, it } from 'vitest';
import type { ApiClient, CallOptions } from './client.ts';
import { addressApi, cartApi, orderApi, walletApi } from './order.ts';

/** An ApiClient that records each call and answers the scripted data. */
function fakeClient(data: unknown = null) {
  const calls: { path: string; body: unknown; options?: CallOptions }[] = [];
  const client = {
    call: async (path: string, body?: unknown, options?: CallOptions) => {
      calls.push({ path, body, options });
      return { code: 1, msg: 'Success', data };
    },
    upload: async () => ({ code: 1, msg: 'Success', data }),
  } as unknown as ApiClient;
  return { client, calls };
}

describe('order calls', () => {
  it('posts the address calls to the spec paths', async () => {
    const { client, calls } = fakeClient({ list: [] });
    const api = addressApi(client);
    expect(await api.list()).toEqual({ list: [] });
    await api.read(3);
    await api.remove(3);
    await api.save({ country: 'DE', city: 'Berlin', address: 'Str. 1', name: 'A', mobile: '+49 1234567' });
    expect(calls.map(({ path, body }) => [path, body])).toEqual([
      ['/api/aera/index', undefined],
      ['/api/aera/readArea', { id: 3 }],
      ['/api/aera/del', { id: 3 }],
      [
        '/api/aera/addEdit',
        { country: 'DE', city: 'Berlin', address: 'Str. 1', name: 'A', mobile: '+49 1234567' },
      ],
    ]);
  });

  it('posts the cart calls, a clear without sku_ids', async () => {
    const { client, calls } = fakeClient({ list: [] });
    const api = cartApi(client);
    await api.add({ sku_id: 5, num: 2 });
    await api.set({ sku_id: 5, num: 1 });
    await api.remove({ sku_ids: [5] });
    await api.remove({});
    await api.merge({ items: [{ sku_id: 5, num: 3 }] });
    expect(calls.map(({ path, body }) => [path, body])).toEqual([
      ['/api/cart/add', { sku_id: 5, num: 2 }],
      ['/api/cart/set', { sku_id: 5, num: 1 }],
      ['/api/cart/del', { sku_ids: [5] }],
      ['/api/cart/del', {}],
      ['/api/cart/merge', { items: [{ sku_id: 5, num: 3 }] }],
    ]);
  });

  it('sends the idempotency key with a payment, and only there', async () => {
    const { client, calls } = fakeClient({});
    const api = orderApi(client);
    await api.pay({ checkout_id: 8, fund_password: 'secret' }, 'key-1');
    await api.checkout(8);
    await api.list({ status: 'paid', page: 2, limit: 10 });
    expect(calls[0]).toMatchObject({
      path: '/api/order/pay',
      body: { checkout_id: 8, fund_password: 'secret' },
      options: { idempotencyKey: 'key-1' },
    });
    expect(calls[1]).toMatchObject({ path: '/api/order/checkout', body: { checkout_id: 8 } });
    expect(calls[1]!.options).toBeUndefined();
    expect(calls[2]).toMatchObject({
      path: '/api/order/index',
      body: { status: 'paid', page: 2, limit: 10 },
    });
  });

  it('reads the money log', async () => {
    const { client, calls } = fakeClient({ list: [], total: 0, page: 1, limit: 20 });
    await walletApi(client).moneyLog({ page: 1, limit: 20 });
    expect(calls[0]).toMatchObject({ path: '/api/user/money_log', body: { page: 1, limit: 20 } });
  });

  it('withdraws with an idempotency key and recharges without one', async () => {
    const { client, calls } = fakeClient({});
    const api = walletApi(client);
    const withdrawal = {
      currency: 'USDT',
      network: 'TRC20',
      address: 'T1',
      amount: '5',
      fund_password: 'x',
    } as const;
    await api.withdraw(withdrawal, 'key-9');
    await api.recharge({ currency: 'BTC', network: 'BTC', amount: '0.1', image: 4 });
    await api.rechargeDetail(3);
    await api.withdrawals({ page: 2 });
    expect(calls[0]).toMatchObject({
      path: '/api/wallet/withdraw',
      body: withdrawal,
      options: { idempotencyKey: 'key-9' },
    });
    expect(calls[1]).toMatchObject({ path: '/api/wallet/recharge', body: { image: 4 } });
    expect(calls[1]!.options).toBeUndefined();
    expect(calls[2]).toMatchObject({ path: '/api/wallet/recharge_detail', body: { id: 3 } });
    expect(calls[3]).toMatchObject({ path: '/api/wallet/withdraw_list', body: { page: 2 } });
  });
});
