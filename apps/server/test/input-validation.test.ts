import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, users } from '../src/db/schema.ts';
import { buildTestApp, buildUser, get, post, type TestContext, type TestUser } from './helper.ts';

let ctx: TestContext;
let buyer: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  buyer = await buildUser(ctx.database);
  admin = await buildUser(ctx.database, { role: 'admin' });
});
afterAll(() => ctx.close());

const NUL = 'a\u0000b';
const address = {
  country: 'DE',
  city: 'Berlin',
  address: 'Alexanderplatz 1',
  name: 'Erika Mustermann',
  mobile: '+49 30 1234567',
};

describe('a NUL character in a string field', () => {
  // each of these answered 500 when PostgreSQL met the NUL (invalid byte sequence for UTF8: 0x00)
  it.each([
    ['/api/index/search_pro', { keyword: NUL }, 'keyword', 'Keyword', undefined],
    ['/api/index/search_shop', { keyword: NUL }, 'keyword', 'Keyword', undefined],
    ['/api/index/shop_info', { id: 1, keyword: NUL }, 'keyword', 'Keyword', undefined],
    ['/api/user/login', { account: NUL, password: 'whatever-123' }, 'account', 'Account', undefined],
    ['/api/admin/login', { account: NUL, password: 'whatever-123' }, 'account', 'Account', undefined],
    [
      '/api/user/register',
      {
        username: 'nulcheck',
        password: 'secret-123',
        email: 'nul@example.com',
        code: '123456',
        invite_code: NUL,
      },
      'invite_code',
      'Invitation code',
      undefined,
    ],
    ['/api/user/profile', { nickname: NUL }, 'nickname', 'Nickname', 'buyer'],
    ['/api/admin/user/list', { keyword: NUL }, 'keyword', 'Keyword', 'admin'],
    ['/api/aera/addEdit', { ...address, city: NUL }, 'city', 'City', 'buyer'],
    ['/api/aera/addEdit', { ...address, zip: 'x', province: NUL }, 'province', 'Province', 'buyer'],
  ] as const)('%s %j is refused naming the field', async (url, body, field, label, who) => {
    const token = who === 'admin' ? admin.token : who === 'buyer' ? buyer.token : undefined;
    const { status, body: answer } = await post(ctx.app, url, body, { token });
    expect(status).toBe(200);
    expect(answer).toEqual({
      code: 0,
      msg: `${label} contains a character that is not allowed`,
      data: { field },
    });
  });

  it('is refused in a query string, in an array item and in any language, changing nothing', async () => {
    const query = await get(ctx.app, `/api/ems/send?email=a%00b@example.com&event=register`);
    expect(query.body).toEqual({
      code: 0,
      msg: 'Email contains a character that is not allowed',
      data: { field: 'email' },
    });
    const assess = await post(
      ctx.app,
      '/api/order/assess',
      { id: 1, rating: 5, images: ['/uploads/x.webp', NUL] },
      { token: buyer.token, lang: 'de' },
    );
    expect(assess.body).toEqual({
      code: 0,
      msg: 'Bilderliste enthält ein unzulässiges Zeichen',
      data: { field: 'images' },
    });
    const profile = await post(
      ctx.app,
      '/api/user/profile',
      { nickname: `Erika${NUL}` },
      { token: buyer.token },
    );
    expect(profile.body.code).toBe(0);
    const added = await post(ctx.app, '/api/aera/addEdit', { ...address, name: NUL }, { token: buyer.token });
    expect(added.body.data).toEqual({ field: 'name' });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, buyer.user.id));
    expect(row!.nickname).toBe(buyer.user.nickname);
    expect(await ctx.database.db.select().from(addresses).where(eq(addresses.userId, buyer.user.id))).toEqual(
      [],
    );
  });

  it('is refused in a money call before its balance moves', async () => {
    const adjust = await post(
      ctx.app,
      '/api/admin/user/adjust_balance',
      { user_id: buyer.user.id, amount: '5', reason: `gift${NUL}` },
      { token: admin.token, headers: { 'idempotency-key': 'nul-check-0001' } },
    );
    expect(adjust.body).toEqual({
      code: 0,
      msg: 'Reason contains a character that is not allowed',
      data: { field: 'reason' },
    });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, buyer.user.id));
    expect(row!.money).toBe(buyer.user.money);
  });
});

describe('integer fields', () => {
  it.each([['0x10'], [' 1 '], [true], [[1]], ['1e2'], ['1.0'], ['']])(
    'refuse %j as a page number',
    async (page) => {
      const { body } = await post(ctx.app, '/api/index/search_pro', { keyword: 'shirt', page });
      expect(body).toEqual({ code: 0, msg: 'Page has the wrong type', data: { field: 'page' } });
    },
  );

  it('take a JSON number or plain decimal digits, in a body and in a query string', async () => {
    for (const page of [2, '2']) {
      const { body } = await post(ctx.app, '/api/index/search_pro', { keyword: 'shirt', page });
      expect(body.code).toBe(1);
      expect(body.data.page).toBe(2);
    }
    const hex = await get(ctx.app, '/api/index/file/0x10', { token: buyer.token });
    expect(hex.body).toEqual({ code: 0, msg: 'Id has the wrong type', data: { field: 'id' } });
    const digits = await get(ctx.app, '/api/index/file/16', { token: buyer.token });
    expect(digits.body.code).toBe(404);
  });

  it('keep their own message and range checks', async () => {
    const quantity = await post(ctx.app, '/api/cart/add', { sku_id: 1, num: '0x10' }, { token: buyer.token });
    expect(quantity.body).toEqual({
      code: 0,
      msg: 'The quantity must be a whole number from 1 to 99999',
      data: { field: 'num' },
    });
    const small = await post(ctx.app, '/api/index/search_pro', { keyword: 'shirt', page: '0' });
    expect(small.body).toEqual({ code: 0, msg: 'Page must be at least 1', data: { field: 'page' } });
  });
});

describe('the field a refusal names', () => {
  it('is the array, not the index of its item', async () => {
    const { body } = await post(ctx.app, '/api/cart/del', { sku_ids: [1, 'x'] }, { token: buyer.token });
    expect(body).toEqual({ code: 0, msg: 'Invalid id', data: { field: 'sku_ids' } });
  });

  it('is an unknown key as it was sent, not a label of a known field', async () => {
    const { body } = await post(ctx.app, '/api/index/search_pro', { keyword: 'shirt', user_id: 1 });
    expect(body).toEqual({ code: 0, msg: 'Unknown field: user_id', data: { field: 'user_id' } });
    const french = await post(
      ctx.app,
      '/api/index/search_pro',
      { keyword: 'shirt', user_id: 1 },
      { lang: 'fr' },
    );
    expect(french.body.msg).toMatch(/^Champ inconnu\s: user_id$/);
  });
});
