import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCategory, buildProduct, buildStore } from './catalogue-builders.ts';
import { buildTestApp, post, type TestContext } from './helper.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
  const category = await buildCategory(ctx.database);
  const store = await buildStore(ctx.database, { name: 'Pacific Trading' });
  await buildStore(ctx.database, { name: 'Golden Harbor Supply' });
  const refs = { storeId: store.id, categoryId: category.id };
  for (const title of [
    'Premium Cotton Shirt',
    'Premium Leather Wallet',
    'Wireless Bluetooth Headphones',
    'Basic Ceramic Mug',
    '蓝牙耳机 无线',
  ]) {
    await buildProduct(ctx.database, refs, { title });
  }
});
afterAll(() => ctx.close());

const search = async (url: string, keyword: string) => {
  const { body } = await post(ctx.app, url, { keyword });
  expect(body.code, keyword).toBe(1);
  return (body.data.list as { title?: string; name?: string }[]).map((row) => row.title ?? row.name).sort();
};

describe('search with two letters swapped', () => {
  it.each([
    ['Prmeium', ['Premium Cotton Shirt', 'Premium Leather Wallet']],
    ['premuim', ['Premium Cotton Shirt', 'Premium Leather Wallet']],
    ['Cottno shirt', ['Premium Cotton Shirt']],
    ['wallte', ['Premium Leather Wallet']],
    ['Wirelses hedaphones', ['Wireless Bluetooth Headphones']],
  ])('finds the products for "%s"', async (keyword, titles) => {
    expect(await search('/api/index/search_pro', keyword)).toEqual(titles);
  });

  it('finds a store', async () => {
    expect(await search('/api/index/search_shop', 'Pacfiic')).toEqual(['Pacific Trading']);
    expect(await search('/api/index/search_shop', 'Goledn')).toEqual(['Golden Harbor Supply']);
  });

  it('still finds nothing for a word that is not there, and Chinese as before', async () => {
    expect(await search('/api/index/search_pro', 'Prmeium sofa')).toEqual([]);
    expect(await search('/api/index/search_pro', 'xqzvw')).toEqual([]);
    expect(await search('/api/index/search_pro', '耳机')).toEqual(['蓝牙耳机 无线']);
  });
});
