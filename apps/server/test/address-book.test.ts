import { describe, expect, it } from 'vitest';
import { berlin, useAddressTests } from './address-support.ts';
import { buildUser, post } from './helper.ts';

const { ctx, add, storedOf, defaultsOf } = useAddressTests();

describe('POST /api/aera/index', () => {
  it('lists only the caller’s addresses, the default first, in the contract shape', async () => {
    const grace = await buildUser(ctx.database);
    const older = await add(grace, { city: 'Older' });
    const newer = await add(grace, { city: 'Newer' });
    await add(ctx.bob, { city: 'Not Grace’s' });
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
    const id = await add(ctx.bob, { city: 'Private' });
    for (const target of [id, 99_999_999]) {
      const { status, body } = await post(
        ctx.app,
        '/api/aera/readArea',
        { id: target },
        { token: ctx.alice.token },
      );
      expect(status).toBe(404);
      expect(body).toEqual({ code: 404, msg: 'This address does not exist', data: null });
    }
  });

  it('refuses a bad or missing id, naming it, in the caller’s language', async () => {
    for (const id of ['abc', undefined]) {
      const { body } = await post(ctx.app, '/api/aera/readArea', { id }, { token: ctx.alice.token });
      expect(body).toEqual({ code: 0, msg: 'Invalid id', data: { field: 'id' } });
    }
    const zero = await post(ctx.app, '/api/aera/readArea', { id: 0 }, { token: ctx.alice.token });
    expect(zero.body).toMatchObject({ code: 0, data: { field: 'id' } });
    const german = await post(
      ctx.app,
      '/api/aera/readArea',
      { id: 'abc' },
      { token: ctx.alice.token, lang: 'de' },
    );
    expect(german.body).toEqual({ code: 0, msg: 'Ungültige ID', data: { field: 'id' } });
    const extra = await post(
      ctx.app,
      '/api/aera/readArea',
      { id: 1, owner_id: 2 },
      { token: ctx.alice.token },
    );
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
    const { status, body } = await post(ctx.app, '/api/aera/del', { id }, { token: ctx.alice.token });
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: 'This address does not exist', data: null });
    expect(await defaultsOf(kate.user.id)).toEqual([id]);
    expect(await storedOf(kate.user.id)).toHaveLength(1);
  });

  it('refuses a bad id, naming it', async () => {
    const { body } = await post(ctx.app, '/api/aera/del', { id: 'x' }, { token: ctx.alice.token });
    expect(body).toEqual({ code: 0, msg: 'Invalid id', data: { field: 'id' } });
  });
});
