import { adminStoreDetail, adminStorePage } from '@market/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { commissionRateOf } from '../src/modules/order/index.ts';
import { buildStore } from './catalogue-builders.ts';
import { buildUser, post, type TestUser } from './helper.ts';
import { rowsOf } from './order-support.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp(async ({ database }) => ({
  admin: await buildUser(database, { role: 'admin', adminRole: 'reviewer' }),
}));
const call = (name: string, body: object, token = ctx.admin.token) =>
  post(ctx.app, `/api/admin/store/${name}`, body, { token });
let owner: TestUser;
let fabrics: { id: number };
let lamps: { id: number };

beforeAll(async () => {
  owner = await buildUser(ctx.database, { username: 'fabric_owner' });
  fabrics = await buildStore(ctx.database, { name: 'Fine Fabrics', ownerId: owner.user.id });
  lamps = await buildStore(ctx.database, {
    name: 'Lamp Corner',
    status: 'suspended',
    statusReason: 'Fake goods',
  });
});

describe('POST /api/admin/store/list and detail', () => {
  it('lists stores newest first with their owner, by keyword (name, owner, id) and status, one page at a time', async () => {
    const all = adminStorePage.parse((await call('list', {})).body.data);
    expect(all.list.map((one) => one.id).slice(0, 2)).toEqual([lamps.id, fabrics.id]);
    expect(all.list[1]).toMatchObject({
      name: 'Fine Fabrics',
      owner_id: owner.user.id,
      owner: 'fabric_owner',
      status: 'open',
      commission_rate: null,
    });
    const byName = (await call('list', { keyword: 'fabric' })).body.data;
    expect(byName.list.map((one: { id: number }) => one.id)).toEqual([fabrics.id]);
    const byOwner = (await call('list', { keyword: 'FABRIC_OWN' })).body.data;
    expect(byOwner.list.map((one: { id: number }) => one.id)).toEqual([fabrics.id]);
    const byId = (await call('list', { keyword: String(lamps.id) })).body.data;
    expect(byId.list.map((one: { id: number }) => one.id)).toContain(lamps.id);
    const suspended = (await call('list', { status: 'suspended' })).body.data;
    expect(suspended.list.map((one: { id: number }) => one.id)).toEqual([lamps.id]);
    expect(suspended.list[0]).toMatchObject({ status_reason: 'Fake goods' });
    const second = (await call('list', { page: 2, limit: 1 })).body.data;
    expect(second).toMatchObject({ page: 2, limit: 1, total: all.total });
    expect(second.list.map((one: { id: number }) => one.id)).toEqual([fabrics.id]);
  });

  it('answers one store with its owner’s e-mail, products and the commission it pays', async () => {
    const detail = adminStoreDetail.parse((await call('detail', { store_id: fabrics.id })).body.data);
    expect(detail).toMatchObject({
      id: fabrics.id,
      owner_email: owner.user.email,
      products: 0,
      products_on_sale: 0,
      commission_rate: null,
      default_commission_rate: '0.05',
      effective_commission_rate: '0.05',
    });
  });
});

describe('POST /api/admin/store/commission', () => {
  it('sets the store’s own rate (audited), which settlement uses; null returns it to the default', async () => {
    const saved = await call('commission', { store_id: fabrics.id, commission_rate: '0.0125' });
    expect(saved.body).toMatchObject({
      code: 1,
      msg: 'The store’s commission has been saved',
      data: { id: fabrics.id, commission_rate: '0.0125', effective_commission_rate: '0.0125' },
    });
    expect(await commissionRateOf(ctx.database.db, fabrics.id)).toBe('0.0125');
    const back = await call('commission', { store_id: fabrics.id, commission_rate: null });
    expect(back.body.data).toMatchObject({ commission_rate: null, effective_commission_rate: '0.05' });
    expect(await commissionRateOf(ctx.database.db, fabrics.id)).toBe('0.05');

    const audit = await rowsOf<{ actor_id: number; action: string; before: string; after: string }>(
      ctx.database,
      sql`select actor_id::int as actor_id, action, before, after from audit_log
        where subject = ${`store:${fabrics.id}`} and action = 'store.commission' order by id`,
    );
    expect(audit).toEqual([
      {
        actor_id: ctx.admin.user.id,
        action: 'store.commission',
        before: JSON.stringify({ commission_rate: null }),
        after: JSON.stringify({ commission_rate: '0.0125' }),
      },
      {
        actor_id: ctx.admin.user.id,
        action: 'store.commission',
        before: JSON.stringify({ commission_rate: '0.0125' }),
        after: JSON.stringify({ commission_rate: null }),
      },
    ]);
  });

  it('takes 0 and 1 (100 %), refuses anything else naming the field, and changes nothing', async () => {
    expect(
      (await call('commission', { store_id: lamps.id, commission_rate: 0 })).body.data.commission_rate,
    ).toBe('0');
    expect(
      (await call('commission', { store_id: lamps.id, commission_rate: '1' })).body.data.commission_rate,
    ).toBe('1');
    for (const rate of ['1.01', '-0.1', '0.12345', 'abc', '', true]) {
      const refused = await call('commission', { store_id: lamps.id, commission_rate: rate });
      expect(refused.body, String(rate)).toMatchObject({ code: 0, data: { field: 'commission_rate' } });
    }
    const missing = await call('commission', { store_id: lamps.id });
    expect(missing.body).toMatchObject({ code: 0, data: { field: 'commission_rate' } });
    expect((await call('commission', { store_id: 'x', commission_rate: '0.1' })).body).toMatchObject({
      code: 0,
      data: { field: 'store_id' },
    });
    expect((await call('detail', { store_id: lamps.id })).body.data.commission_rate).toBe('1');
  });

  it('answers 404 for a store that does not exist, and changes nothing', async () => {
    const before = await rowsOf<{ n: number }>(ctx.database, sql`select count(*)::int as n from audit_log`);
    for (const [name, body] of [
      ['detail', { store_id: 999_999 }],
      ['commission', { store_id: 999_999, commission_rate: '0.1' }],
    ] as const) {
      const answer = await call(name, body);
      expect(answer.status, name).toBe(404);
      expect(answer.body).toEqual({ code: 404, msg: 'This store does not exist', data: null });
    }
    const after = await rowsOf<{ n: number }>(ctx.database, sql`select count(*)::int as n from audit_log`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('names the field of a bad list filter, and refuses a role without the stores permission', async () => {
    expect((await call('list', { status: 'closed' })).body).toMatchObject({
      code: 0,
      data: { field: 'status' },
    });
    expect((await call('list', { keyword: 'x'.repeat(101) })).body).toMatchObject({
      code: 0,
      data: { field: 'keyword' },
    });
    const support = await buildUser(ctx.database, { role: 'admin', adminRole: 'support' });
    expect((await call('list', {}, support.token)).status).toBe(403);
    expect(
      (await call('commission', { store_id: fabrics.id, commission_rate: '0.1' }, support.token)).status,
    ).toBe(403);
  });
});
