import { describe, expect, it } from 'vitest';
import { berlin, useAddressTests } from './address-support.ts';
import { buildUser, post } from './helper.ts';

const { ctx, save, add, list, defaultsOf } = useAddressTests();

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
