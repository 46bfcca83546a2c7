import { describe, expect, it } from 'vitest';
import type { ApiClient, CallOptions } from './client.ts';
import { catalogueApi } from './catalogue.ts';

/** An ApiClient that records each call and answers the scripted envelope. */
function fakeClient(envelope: { code: number; msg: string; data: unknown }) {
  const calls: { path: string; body: unknown; options?: CallOptions }[] = [];
  const client = {
    call: async (path: string, body?: unknown, options?: CallOptions) => {
      calls.push({ path, body, options });
      return envelope;
    },
    upload: async () => envelope,
  } as unknown as ApiClient;
  return { client, calls };
}

describe('catalogueApi', () => {
  it('posts each call to its path with its body and answers the data', async () => {
    const page = { list: [], total: 0, page: 2, limit: 20 };
    const { client, calls } = fakeClient({ code: 1, msg: 'Success', data: page });
    const api = catalogueApi(client);
    expect(await api.products({ page: 2, sort: 'price_desc', category_id: 3 })).toEqual(page);
    await api.product(75);
    await api.searchStores({ keyword: 'jade', page: 1, limit: 10 });
    await api.store({ id: 4, keyword: 'boots' });
    expect(calls.map(({ path, body }) => [path, body])).toEqual([
      ['/api/index/pro', { page: 2, sort: 'price_desc', category_id: 3 }],
      ['/api/index/pro_info', { id: 75 }],
      ['/api/index/search_shop', { keyword: 'jade', page: 1, limit: 10 }],
      ['/api/index/shop_info', { id: 4, keyword: 'boots' }],
    ]);
  });

  it('answers a toggle with its new state and the server message', async () => {
    const { client, calls } = fakeClient({ code: 1, msg: 'Collection success', data: { favorited: true } });
    expect(await catalogueApi(client).toggleFavorite(9)).toEqual({
      favorited: true,
      message: 'Collection success',
    });
    expect(calls[0]).toMatchObject({ path: '/api/user/collect', body: { product_id: 9 } });

    const follow = fakeClient({
      code: 1,
      msg: 'Cancel collection success',
      data: { followed: false, follower_count: 41 },
    });
    expect(await catalogueApi(follow.client).toggleFollow(5)).toEqual({
      followed: false,
      follower_count: 41,
      message: 'Cancel collection success',
    });
    expect(follow.calls[0]).toMatchObject({ path: '/api/user/followers', body: { shop_id: 5 } });
  });
});
