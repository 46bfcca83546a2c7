import { addressListResponse, addressSchema } from '@market/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../src/db/schema.ts';
import { buildTestApp, buildUser, post, type TestContext, type TestUser } from './helper.ts';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  alice = await buildUser(ctx.database);
  bob = await buildUser(ctx.database);
});
afterAll(() => ctx.close());

const berlin = {
  country: 'DE',
  province: 'Berlin',
  city: 'Berlin',
  address: 'Alexanderplatz 1',
  zip: '10178',
  name: 'Ada Lovelace',
  mobile: '+49 30 1234567',
};

const save = (user: TestUser, body: object) =>
  post(ctx.app, '/api/aera/addEdit', body, { token: user.token });
const list = async (user: TestUser) => {
  const { body } = await post(ctx.app, '/api/aera/index', {}, { token: user.token });
  expect(body.code).toBe(1);
  return addressListResponse.parse(body.data).list;
};
/** Adds an address and answers its id. */
const add = async (user: TestUser, overrides: object = {}) => {
  const { body } = await save(user, { ...berlin, ...overrides });
  expect(body.code).toBe(1);
  return body.data.id as number;
};
const storedOf = (userId: number) =>
  ctx.database.db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
/** The ids flagged as default, straight from the table. */
const defaultsOf = async (userId: number) =>
  (await storedOf(userId)).filter((row) => row.isDefault).map((row) => row.id);

describe('POST /api/aera/addEdit', () => {
  it('adds an address, trimmed and with the country in upper case, as the first one the default', async () => {
    const carol = await buildUser(ctx.database);
    const { status, body } = await save(carol, {
      country: ' de ',
      city: '  Berlin ',
      address: ' Alexanderplatz 1 ',
      name: ' Ada ',
      mobile: ' +49 30 1234567 ',
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 1,
      msg: 'Success',
      data: {
        id: expect.any(Number),
        country: 'DE',
        province: '',
        city: 'Berlin',
        address: 'Alexanderplatz 1',
        zip: '',
        name: 'Ada',
        mobile: '+49 30 1234567',
        is_default: true,
      },
    });
    expect(addressSchema.parse(body.data)).toBeTruthy();
    const stored = await storedOf(carol.user.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: body.data.id,
      userId: carol.user.id,
      country: 'DE',
      province: '',
      city: 'Berlin',
      address: 'Alexanderplatz 1',
      zip: '',
      name: 'Ada',
      mobile: '+49 30 1234567',
      isDefault: true,
    });
  });

  it('edits the caller’s address in place, keeping its id', async () => {
    const carol = await buildUser(ctx.database);
    const id = await add(carol);
    const edited = {
      id,
      ...berlin,
      country: 'fr',
      province: '',
      city: 'Paris',
      address: '1 Rue de Rivoli',
      zip: '75001',
    };
    const { body } = await save(carol, edited);
    expect(body).toEqual({
      code: 1,
      msg: 'Success',
      data: { ...edited, country: 'FR', is_default: true },
    });
    const read = await post(ctx.app, '/api/aera/readArea', { id }, { token: carol.token });
    expect(read.body).toEqual({ code: 1, msg: 'Success', data: body.data });
    const stored = await storedOf(carol.user.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id,
      country: 'FR',
      city: 'Paris',
      address: '1 Rue de Rivoli',
      zip: '75001',
    });
  });

  it.each([
    ['no city', { city: undefined }, 'Please enter the city', 'city'],
    ['a blank city', { city: '   ' }, 'Please enter the city', 'city'],
    ['a city too long', { city: 'x'.repeat(101) }, 'City must be at most 100 characters', 'city'],
    ['no address', { address: undefined }, 'Please enter the detailed address', 'address'],
    ['a blank address', { address: ' ' }, 'Please enter the detailed address', 'address'],
    ['no recipient', { name: undefined }, 'Please enter the recipient', 'name'],
    ['a blank recipient', { name: '' }, 'Please enter the recipient', 'name'],
    ['no mobile', { mobile: undefined }, 'Please enter the mobile number', 'mobile'],
    ['a blank mobile', { mobile: '  ' }, 'Please enter the mobile number', 'mobile'],
    ['letters for a mobile', { mobile: 'call me' }, 'Please enter a valid mobile number', 'mobile'],
    ['a mobile too short', { mobile: '123' }, 'Please enter a valid mobile number', 'mobile'],
    [
      'a bad zip',
      { zip: '10#178' },
      'The zip code may only contain letters, digits, spaces and hyphens',
      'zip',
    ],
    ['no country', { country: undefined }, 'Please select a country', 'country'],
    ['a blank country', { country: '' }, 'Please select a country', 'country'],
    ['a country that is no ISO code', { country: 'XX' }, 'Please select a country', 'country'],
    ['UK for GB', { country: 'uk' }, 'Please select a country', 'country'],
    ['a three-letter country', { country: 'usa' }, 'Please select a country', 'country'],
    [
      'a default flag that is no boolean',
      { is_default: 'yes' },
      'Default address has the wrong type',
      'is_default',
    ],
    ['an unknown key', { street: 'Main St' }, 'Unknown field: street', 'street'],
    ['an owner', { owner_id: 1 }, 'Unknown field: owner_id', 'owner_id'],
  ])('refuses %s, naming the field, and stores nothing', async (_, change, msg, field) => {
    const carol = await buildUser(ctx.database);
    const { status, body } = await save(carol, { ...berlin, ...change });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 0, msg, data: { field } });
    expect(await storedOf(carol.user.id)).toEqual([]);
  });

  it('refuses a bad edit and leaves the address as it was', async () => {
    const carol = await buildUser(ctx.database);
    const id = await add(carol);
    const before = await storedOf(carol.user.id);
    const blank = await save(carol, { id, ...berlin, city: ' ' });
    expect(blank.body).toEqual({ code: 0, msg: 'Please enter the city', data: { field: 'city' } });
    const country = await save(carol, { id, ...berlin, country: 'XX' });
    expect(country.body).toEqual({ code: 0, msg: 'Please select a country', data: { field: 'country' } });
    const badId = await save(carol, { id: 'abc', ...berlin });
    expect(badId.body).toEqual({ code: 0, msg: 'Invalid id', data: { field: 'id' } });
    expect(await storedOf(carol.user.id)).toEqual(before);
  });

  it('accepts the mobile and zip formats people write', async () => {
    const carol = await buildUser(ctx.database);
    for (const [mobile, zip] of [
      ['13800138000', 'SW1A 1AA'],
      ['+1 415-555-0100', '94103-1234'],
    ]) {
      const { body } = await save(carol, { ...berlin, mobile, zip });
      expect(body.data).toMatchObject({ mobile, zip });
    }
  });

  it('will not edit another user’s address, and leaves it unchanged', async () => {
    const id = await add(bob, { city: 'Hamburg' });
    const before = await storedOf(bob.user.id);
    const { status, body } = await save(alice, { id, ...berlin, city: 'Stolen' });
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: 'This address does not exist', data: null });
    expect(await storedOf(bob.user.id)).toEqual(before);
    expect(await storedOf(alice.user.id)).toEqual([]);
  });

  it('answers 404 for an address that does not exist', async () => {
    const { status, body } = await save(alice, { id: 99_999_999, ...berlin });
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: 'This address does not exist', data: null });
    expect(await storedOf(alice.user.id)).toEqual([]);
  });

  it('keeps at most 20 addresses, still allows edits at the limit, and has room again after a delete', async () => {
    const dave = await buildUser(ctx.database);
    const ids: number[] = [];
    for (let i = 1; i <= 20; i += 1) ids.push(await add(dave, { address: `Street ${i}` }));
    const over = await save(dave, { ...berlin, address: 'Street 21' });
    expect(over.status).toBe(200);
    expect(over.body).toEqual({ code: 0, msg: 'You can keep at most 20 addresses', data: null });
    expect(await storedOf(dave.user.id)).toHaveLength(20);

    const edit = await save(dave, { id: ids[5], ...berlin, address: 'Street 6b' });
    expect(edit.body).toMatchObject({ code: 1, data: { id: ids[5], address: 'Street 6b' } });

    const del = await post(ctx.app, '/api/aera/del', { id: ids[19] }, { token: dave.token });
    expect(del.body.code).toBe(1);
    const again = await save(dave, { ...berlin, address: 'Street 21' });
    expect(again.body.code).toBe(1);
    expect(await storedOf(dave.user.id)).toHaveLength(20);
    expect(await defaultsOf(dave.user.id)).toEqual([ids[0]]);
  });
});

describe('the default address', () => {
  it('is the first address; a later one is not, unless asked; asking moves the flag', async () => {
    const erin = await buildUser(ctx.database);
    const first = await add(erin, { city: 'First' });
    expect(await defaultsOf(erin.user.id)).toEqual([first]);

    const second = await add(erin, { city: 'Second' });
    expect(await defaultsOf(erin.user.id)).toEqual([first]);

    const { body } = await save(erin, { ...berlin, city: 'Third', is_default: true });
    const third = body.data.id as number;
    expect(body.data.is_default).toBe(true);
    expect(await defaultsOf(erin.user.id)).toEqual([third]);

    const edit = await save(erin, { id: second, ...berlin, city: 'Second', is_default: true });
    expect(edit.body.data).toMatchObject({ id: second, is_default: true });
    expect(await defaultsOf(erin.user.id)).toEqual([second]);

    // the list puts the default first, then the newest
    expect((await list(erin)).map((a) => [a.id, a.is_default])).toEqual([
      [second, true],
      [third, false],
      [first, false],
    ]);
  });

  it('stays the only address’s flag even when an edit asks otherwise', async () => {
    const erin = await buildUser(ctx.database);
    const id = await add(erin);
    const { body } = await save(erin, { id, ...berlin, city: 'Potsdam', is_default: false });
    expect(body.data).toMatchObject({ id, city: 'Potsdam', is_default: true });
    expect(await defaultsOf(erin.user.id)).toEqual([id]);
  });

  it('stays on the default address when it is edited without the flag', async () => {
    const erin = await buildUser(ctx.database);
    const home = await add(erin, { city: 'Home' });
    await add(erin, { city: 'Office' });
    // an edit form that leaves is_default out must not leave the user without a default
    const { body } = await save(erin, { id: home, ...berlin, city: 'New home' });
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({ id: home, city: 'New home', is_default: true });
    expect(await defaultsOf(erin.user.id)).toEqual([home]);
  });

  it('is never lost by unticking it on the default address', async () => {
    const erin = await buildUser(ctx.database);
    const home = await add(erin, { city: 'Home' });
    await add(erin, { city: 'Office' });
    const { body } = await save(erin, { id: home, ...berlin, city: 'Home', is_default: false });
    expect(body.code).toBe(1);
    expect(await defaultsOf(erin.user.id)).toHaveLength(1);
  });

  it('is exactly one when several saves race, the first address included', async () => {
    const olga = await buildUser(ctx.database);
    const six = [1, 2, 3, 4, 5, 6];
    const firsts = await Promise.all(six.map((i) => save(olga, { ...berlin, city: `First ${i}` })));
    expect(firsts.map((result) => result.body.code)).toEqual(six.map(() => 1));
    expect(await defaultsOf(olga.user.id)).toHaveLength(1);
    const defaults = await Promise.all(
      six.map((i) => save(olga, { ...berlin, city: `D ${i}`, is_default: true })),
    );
    expect(defaults.map((result) => result.body.code)).toEqual(six.map(() => 1));
    expect(await defaultsOf(olga.user.id)).toHaveLength(1);
  });

  it('passes to the newest remaining address when the default is deleted', async () => {
    const frank = await buildUser(ctx.database);
    const a = await add(frank, { city: 'A' });
    const b = await add(frank, { city: 'B' });
    const c = await add(frank, { city: 'C' });
    const d = await add(frank, { city: 'D' });
    await save(frank, { id: b, ...berlin, city: 'B', is_default: true });
    expect(await defaultsOf(frank.user.id)).toEqual([b]);

    // deleting one that is not the default leaves the flag where it is
    const delC = await post(ctx.app, '/api/aera/del', { id: c }, { token: frank.token });
    expect(delC.body).toEqual({ code: 1, msg: 'Success', data: null });
    expect(await defaultsOf(frank.user.id)).toEqual([b]);

    await post(ctx.app, '/api/aera/del', { id: b }, { token: frank.token });
    expect(await defaultsOf(frank.user.id)).toEqual([d]);
    expect((await list(frank)).map((x) => [x.id, x.is_default])).toEqual([
      [d, true],
      [a, false],
    ]);

    await post(ctx.app, '/api/aera/del', { id: d }, { token: frank.token });
    expect(await defaultsOf(frank.user.id)).toEqual([a]);
    await post(ctx.app, '/api/aera/del', { id: a }, { token: frank.token });
    expect(await list(frank)).toEqual([]);

    // and the next address is the default again
    const e = await add(frank, { city: 'E' });
    expect(await defaultsOf(frank.user.id)).toEqual([e]);
  });
});

describe('POST /api/aera/index', () => {
  it('lists only the caller’s addresses, the default first, in the contract shape', async () => {
    const grace = await buildUser(ctx.database);
    const older = await add(grace, { city: 'Older' });
    const newer = await add(grace, { city: 'Newer' });
    await add(bob, { city: 'Not Grace’s' });
    const { body } = await post(ctx.app, '/api/aera/index', {}, { token: grace.token });
    expect(body).toEqual({
      code: 1,
      msg: 'Success',
      data: {
        list: [
          { id: older, ...berlin, city: 'Older', is_default: true },
          { id: newer, ...berlin, city: 'Newer', is_default: false },
        ],
      },
    });
  });

  it('answers an empty list for a user without addresses, and refuses unknown keys', async () => {
    const henry = await buildUser(ctx.database);
    expect((await post(ctx.app, '/api/aera/index', {}, { token: henry.token })).body).toEqual({
      code: 1,
      msg: 'Success',
      data: { list: [] },
    });
    const unknown = await post(ctx.app, '/api/aera/index', { owner_id: 1 }, { token: henry.token });
    expect(unknown.body).toEqual({ code: 0, msg: 'Unknown field: owner_id', data: { field: 'owner_id' } });
  });
});

describe('POST /api/aera/readArea', () => {
  it('reads the caller’s address', async () => {
    const ivan = await buildUser(ctx.database);
    const id = await add(ivan);
    const { body } = await post(ctx.app, '/api/aera/readArea', { id }, { token: ivan.token });
    expect(body).toEqual({ code: 1, msg: 'Success', data: { id, ...berlin, is_default: true } });
  });

  it('will not read another user’s address, nor one that does not exist', async () => {
    const id = await add(bob, { city: 'Private' });
    for (const target of [id, 99_999_999]) {
      const { status, body } = await post(
        ctx.app,
        '/api/aera/readArea',
        { id: target },
        { token: alice.token },
      );
      expect(status).toBe(404);
      expect(body).toEqual({ code: 404, msg: 'This address does not exist', data: null });
    }
  });

  it('refuses a bad or missing id, naming it, in the caller’s language', async () => {
    for (const id of ['abc', undefined]) {
      const { body } = await post(ctx.app, '/api/aera/readArea', { id }, { token: alice.token });
      expect(body).toEqual({ code: 0, msg: 'Invalid id', data: { field: 'id' } });
    }
    const zero = await post(ctx.app, '/api/aera/readArea', { id: 0 }, { token: alice.token });
    expect(zero.body).toMatchObject({ code: 0, data: { field: 'id' } });
    const german = await post(
      ctx.app,
      '/api/aera/readArea',
      { id: 'abc' },
      { token: alice.token, lang: 'de' },
    );
    expect(german.body).toEqual({ code: 0, msg: 'Ungültige ID', data: { field: 'id' } });
    const extra = await post(ctx.app, '/api/aera/readArea', { id: 1, owner_id: 2 }, { token: alice.token });
    expect(extra.body).toEqual({ code: 0, msg: 'Unknown field: owner_id', data: { field: 'owner_id' } });
  });
});

describe('POST /api/aera/del', () => {
  it('deletes the caller’s address', async () => {
    const judy = await buildUser(ctx.database);
    const keep = await add(judy, { city: 'Keep' });
    const drop = await add(judy, { city: 'Drop' });
    const { status, body } = await post(ctx.app, '/api/aera/del', { id: drop }, { token: judy.token });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 1, msg: 'Success', data: null });
    expect((await storedOf(judy.user.id)).map((row) => row.id)).toEqual([keep]);
    const again = await post(ctx.app, '/api/aera/del', { id: drop }, { token: judy.token });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ code: 404, msg: 'This address does not exist', data: null });
  });

  it('will not delete another user’s address, and leaves the owner’s default alone', async () => {
    const kate = await buildUser(ctx.database);
    const id = await add(kate);
    const { status, body } = await post(ctx.app, '/api/aera/del', { id }, { token: alice.token });
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: 'This address does not exist', data: null });
    expect(await defaultsOf(kate.user.id)).toEqual([id]);
    expect(await storedOf(kate.user.id)).toHaveLength(1);
  });

  it('refuses a bad id, naming it', async () => {
    const { body } = await post(ctx.app, '/api/aera/del', { id: 'x' }, { token: alice.token });
    expect(body).toEqual({ code: 0, msg: 'Invalid id', data: { field: 'id' } });
  });
});
