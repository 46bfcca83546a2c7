import { addressSchema } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { berlin, useAddressTests } from './address-support.ts';
import { buildUser, post } from './helper.ts';

const { ctx, save, add, storedOf, defaultsOf } = useAddressTests();

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
    const id = await add(ctx.bob, { city: 'Hamburg' });
    const before = await storedOf(ctx.bob.user.id);
    const { status, body } = await save(ctx.alice, { id, ...berlin, city: 'Stolen' });
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: 'This address does not exist', data: null });
    expect(await storedOf(ctx.bob.user.id)).toEqual(before);
    expect(await storedOf(ctx.alice.user.id)).toEqual([]);
  });

  it('answers 404 for an address that does not exist', async () => {
    const { status, body } = await save(ctx.alice, { id: 99_999_999, ...berlin });
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: 'This address does not exist', data: null });
    expect(await storedOf(ctx.alice.user.id)).toEqual([]);
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
