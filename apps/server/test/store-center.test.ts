import { sellerStoreProfile } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { buildUser, get, post } from './helper.ts';
import { useOrderTests } from './order-support.ts';
import { plainPng, uploadImage } from './upload-support.ts';

const { ctx } = useOrderTests();
const profileOf = (token: string) => get(ctx.app, '/api/seller/store', { token });
const update = (token: string, body: object) => post(ctx.app, '/api/seller/store/update', body, { token });

describe('GET /api/seller/store', () => {
  it('answers the store center header of the caller’s own store', async () => {
    const { status, body } = await profileOf(ctx.shopA.merchant.token);
    expect(status).toBe(200);
    expect(body.code).toBe(1);
    const profile = sellerStoreProfile.parse(body.data);
    expect(profile).toMatchObject({
      id: ctx.shopA.store.id,
      name: 'Alpha Wholesale',
      banner: null,
      intro: '',
      contact: '',
      status: 'open',
      status_reason: '',
      is_holiday: false,
      rating: null,
      review_count: 0,
      positive_rate: '100',
      follower_count: 0,
      product_count: 1,
      transaction_amount: '0',
      totals: { orders: 0, amount: '0' },
      today: { orders: 0, amount: '0' },
      month: { orders: 0, amount: '0' },
    });
    expect(profile.logo?.url).toMatch(/^\/uploads\/a{64}\.webp$/);
  });

  it('is not found for a merchant without a store', async () => {
    const storeless = await buildUser(ctx.database, { role: 'merchant' });
    const { status, body } = await profileOf(storeless.token);
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: 'This store does not exist', data: null });
  });
});

describe('who may use the store center', () => {
  const calls = [
    ['GET', '/api/seller/store', undefined],
    ['POST', '/api/seller/store/update', { name: 'Nope' }],
    ['POST', '/api/seller/store/holiday', { is_holiday: true }],
    ['POST', '/api/seller/store/sales', {}],
  ] as const;

  it.each(calls)('%s %s: a visitor is asked to log in, a buyer is refused', async (method, url, body) => {
    const buyer = await buildUser(ctx.database);
    const send = (token?: string) =>
      method === 'GET' ? get(ctx.app, url, { token }) : post(ctx.app, url, body, { token });
    const visitor = await send();
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ code: 401, msg: 'Please login first', data: null });
    const refused = await send(buyer.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 403, msg: 'You do not have permission to do this', data: null });
  });
});

describe('POST /api/seller/store/update', () => {
  it('saves the profile and buyers see it at once', async () => {
    const token = ctx.shopB.merchant.token;
    // the buyer's product list is cached: it must forget the old store name
    const before = await post(ctx.app, '/api/index/pro', { shop_id: ctx.shopB.store.id });
    expect(before.body.data.list[0].shop_name).toBe('Beta Goods');
    const logo = await uploadImage(ctx.app, token, await plainPng(64, 64, 1));
    const banner = await uploadImage(ctx.app, token, await plainPng(320, 100, 2));
    const { body } = await update(token, {
      name: '  Beta Goods Outlet ',
      logo: logo.body.data.url,
      banner: banner.body.data.url,
      intro: 'Cheap goods, shipped in a day',
      contact: 'WhatsApp +49 30 1234567',
    });
    expect(body.code, body.msg).toBe(1);
    expect(body.msg).toBe('The store profile has been saved');
    const saved = sellerStoreProfile.parse(body.data);
    expect(saved).toMatchObject({
      name: 'Beta Goods Outlet',
      intro: 'Cheap goods, shipped in a day',
      contact: 'WhatsApp +49 30 1234567',
      logo: { url: logo.body.data.url },
      banner: { url: banner.body.data.url },
    });

    const after = await post(ctx.app, '/api/index/pro', { shop_id: ctx.shopB.store.id });
    expect(after.body.data.list[0].shop_name).toBe('Beta Goods Outlet');
    const page = await post(ctx.app, '/api/index/shop_info', { id: ctx.shopB.store.id });
    expect(page.body.data.shop).toMatchObject({
      name: 'Beta Goods Outlet',
      intro: 'Cheap goods, shipped in a day',
      logo: logo.body.data.url,
      banner: { url: banner.body.data.url },
      is_holiday: false,
    });

    // sent back as it is shown, the logo is kept; left out, intro and contact are kept; null removes
    const again = await update(token, { name: 'Beta Goods Outlet', logo: logo.body.data.url, banner: null });
    expect(again.body.code, again.body.msg).toBe(1);
    expect(again.body.data).toMatchObject({
      logo: { url: logo.body.data.url },
      banner: null,
      intro: 'Cheap goods, shipped in a day',
      contact: 'WhatsApp +49 30 1234567',
    });
  });

  it.each([
    [{ name: '' }, 'name', 'Please enter store name'],
    [{ name: '   ' }, 'name', 'Please enter store name'],
    [{}, 'name', 'Please enter store name'],
    [{ name: 'x'.repeat(61) }, 'name', 'The store name is at most 60 characters'],
    [{ name: 'Fine', intro: 'x'.repeat(1001) }, 'intro', 'The store introduction is at most 1000 characters'],
    [{ name: 'Fine', contact: 'x'.repeat(201) }, 'contact', 'The contact is at most 200 characters'],
    [
      { name: 'Fine', logo: 'https://evil.example/logo.png' },
      'logo',
      'The picture must be an image uploaded to this site',
    ],
    [{ name: 'Fine', banner: 42 }, 'banner', 'Store banner has the wrong type'],
    [{ name: 'Fine', owner_id: 1 }, 'owner_id', 'Unknown field: owner_id'],
  ])('refuses %j naming %s', async (input, field, msg) => {
    const { status, body } = await update(ctx.shopA.merchant.token, input);
    expect(status).toBe(200);
    expect(body).toEqual({ code: 0, msg, data: { field } });
    expect((await profileOf(ctx.shopA.merchant.token)).body.data.name).toBe('Alpha Wholesale');
  });

  it('refuses a picture somebody else uploaded, and a name another store has', async () => {
    const other = await buildUser(ctx.database);
    const foreign = await uploadImage(ctx.app, other.token, await plainPng(64, 64, 3));
    const picture = await update(ctx.shopA.merchant.token, { name: 'Alpha', logo: foreign.body.data.url });
    expect(picture.body).toEqual({
      code: 0,
      msg: 'The picture must be an image uploaded to this site',
      data: { field: 'logo' },
    });
    const taken = await update(ctx.shopA.merchant.token, { name: 'BETA GOODS OUTLET' });
    expect(taken.body).toEqual({
      code: 0,
      msg: 'A store with this name already exists',
      data: { field: 'name' },
    });
    expect((await profileOf(ctx.shopA.merchant.token)).body.data.logo.url).toMatch(/a{64}/);
  });

  it('answers in the caller’s language', async () => {
    const { body } = await post(
      ctx.app,
      '/api/seller/store/update',
      { name: '' },
      { token: ctx.shopA.merchant.token, lang: 'de' },
    );
    expect(body).toEqual({ code: 0, msg: 'Bitte geben Sie den Shopnamen ein', data: { field: 'name' } });
  });
});
