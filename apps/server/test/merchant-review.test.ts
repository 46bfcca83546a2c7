import { adminApplicationPage, adminApplicationSchema } from '@market/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser, get, post } from './helper.ts';
import { applicationOf, buildApplicant } from './merchant-support.ts';
import { rowsOf } from './order-support.ts';
import { useTestApp } from './use-test-app.ts';

const ctx = useTestApp(async ({ database }) => ({
  admin: await buildUser(database, { role: 'admin' }),
  secondAdmin: await buildUser(database, { role: 'admin' }),
}));
const review = (body: object, token = ctx.admin.token) =>
  post(ctx.app, '/api/admin/merchant/review', body, { token });
const storesOf = (userId: number) =>
  rowsOf<{ id: number; name: string; contact: string; logo: { hash: string } }>(
    ctx.database,
    sql`select id::int as id, name, contact, logo from stores where owner_id = ${userId}`,
  );
const auditOf = (applicationId: number) =>
  rowsOf<{ action: string; actor_id: number; after: string }>(
    ctx.database,
    sql`select action, actor_id::int as actor_id, after from audit_log
        where subject = ${`merchant_application:${applicationId}`} order by id`,
  );
const messagesOf = (userId: number) =>
  rowsOf<{ kind: string; params: Record<string, string> }>(
    ctx.database,
    sql`select kind, params from site_messages where user_id = ${userId} order by id`,
  );
const roleOf = async (userId: number) =>
  (await rowsOf<{ role: string }>(ctx.database, sql`select role from users where id = ${userId}`))[0]!.role;

describe('POST /api/admin/merchant/list and detail', () => {
  it('lists the reviewing queue oldest first with the applicant, and reads one with its documents', async () => {
    const first = await buildApplicant(ctx);
    const second = await buildApplicant(ctx);
    const { body } = await post(
      ctx.app,
      '/api/admin/merchant/list',
      { status: 'reviewing', limit: 50 },
      { token: ctx.admin.token },
    );
    expect(body.code).toBe(1);
    const page = adminApplicationPage.parse(body.data);
    const ids = page.list.map((row) => row.id);
    expect(ids.indexOf(first.applicationId)).toBeLessThan(ids.indexOf(second.applicationId));
    expect(page.list.every((row) => row.status === 'reviewing')).toBe(true);
    expect(page.total).toBe(page.list.length);

    const detail = await post(
      ctx.app,
      '/api/admin/merchant/detail',
      { id: first.applicationId },
      { token: ctx.admin.token },
    );
    expect(adminApplicationSchema.parse(detail.body.data)).toMatchObject({
      id: first.applicationId,
      user_id: first.user.user.id,
      username: first.user.user.username,
      email: first.user.user.email,
      id_hold: { id: first.form.id_hold, url: `/api/index/file/${first.form.id_hold}` },
      signature: { id: first.form.signature, url: `/api/index/file/${first.form.signature}` },
    });
  });

  it('refuses bad input naming the field, a missing id with 404, a buyer with 403 and a visitor with 401', async () => {
    const bad = await post(
      ctx.app,
      '/api/admin/merchant/list',
      { status: 'pending' },
      { token: ctx.admin.token },
    );
    expect(bad.body).toMatchObject({ code: 0, data: { field: 'status' } });
    const missing = await post(
      ctx.app,
      '/api/admin/merchant/detail',
      { id: 987654 },
      { token: ctx.admin.token },
    );
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('This application does not exist');
    const buyer = await buildUser(ctx.database);
    for (const path of [
      '/api/admin/merchant/list',
      '/api/admin/merchant/detail',
      '/api/admin/merchant/review',
    ]) {
      expect((await post(ctx.app, path, { id: 1, approve: true }, { token: buyer.token })).status).toBe(403);
      expect((await post(ctx.app, path, { id: 1, approve: true })).status).toBe(401);
    }
  });
});

describe('POST /api/admin/merchant/review', () => {
  it('approves: opens the store and makes the user a merchant at once, audited; a second decision is refused', async () => {
    const { user, form, applicationId } = await buildApplicant(ctx, 'Quayside Ceramics');
    const { body } = await review({ id: applicationId, approve: true });
    expect(body).toMatchObject({
      code: 1,
      msg: 'Decision recorded',
      data: { status: 'approved', reason: '' },
    });
    const [store] = await storesOf(user.user.id);
    expect(store).toMatchObject({ name: 'Quayside Ceramics', contact: user.user.email });
    expect(`/uploads/${store!.logo.hash}.webp`).toBe(form.logo);
    expect(body.data.store_id).toBe(store!.id);
    expect(await roleOf(user.user.id)).toBe('merchant');
    expect(await auditOf(applicationId)).toEqual([
      expect.objectContaining({ action: 'merchant.approve', actor_id: ctx.admin.user.id }),
    ]);

    expect(await messagesOf(user.user.id)).toEqual([
      { kind: 'merchant_approved', params: { store_name: 'Quayside Ceramics' } },
    ]);

    // the applicant sees it, the new store is searchable at once, and merchant calls now let them in
    const index = await get(ctx.app, '/api/merchant/index', { token: user.token });
    expect(index.body.data).toMatchObject({
      status: 'approved',
      store: { id: store!.id, name: 'Quayside Ceramics' },
    });
    const search = await post(ctx.app, '/api/index/search_shop', { keyword: 'Quayside' });
    expect(search.body.data.list.map((row: { id: number }) => row.id)).toContain(store!.id);
    const ship = await post(
      ctx.app,
      '/api/seller/order/ship',
      { id: 987654, carrier: 'DHL', tracking_no: 'DHL123456' },
      { token: user.token },
    );
    expect(ship.status, JSON.stringify(ship.body)).toBe(404);

    const again = await review(
      { id: applicationId, approve: false, reason: 'changed my mind' },
      ctx.secondAdmin.token,
    );
    expect(again.body).toMatchObject({ code: 0, msg: 'This request has already been approved' });
    expect(await storesOf(user.user.id)).toHaveLength(1);
  });

  it('rejects with a reason the applicant reads, who corrects and resubmits with the fields kept', async () => {
    const { user, form, applicationId } = await buildApplicant(ctx);
    const noReason = await review({ id: applicationId, approve: false });
    expect(noReason.body).toEqual({ code: 0, msg: 'Please enter a reason', data: { field: 'reason' } });

    const { body } = await review({ id: applicationId, approve: false, reason: 'The ID photo is blurred' });
    expect(body.data).toMatchObject({
      status: 'rejected',
      reason: 'The ID photo is blurred',
      store_id: null,
    });
    expect(await roleOf(user.user.id)).toBe('buyer');
    expect(await storesOf(user.user.id)).toEqual([]);
    expect((await auditOf(applicationId)).map((row) => row.action)).toEqual(['merchant.reject']);
    expect(await messagesOf(user.user.id)).toEqual([
      { kind: 'merchant_rejected', params: { reason: 'The ID photo is blurred' } },
    ]);

    const index = await get(ctx.app, '/api/merchant/index', { token: user.token });
    expect(index.body.data.application).toMatchObject({
      status: 'rejected',
      reason: 'The ID photo is blurred',
      store_name: form.store_name,
      real_name: 'Ada Lovelace',
    });

    const fresh = await applicationOf(ctx, user);
    const resubmitted = await post(
      ctx.app,
      '/api/merchant/reg',
      { ...form, id_front: fresh.id_front },
      { token: user.token },
    );
    expect(resubmitted.body.data).toMatchObject({
      id: applicationId,
      status: 'reviewing',
      reason: '',
      reviewed_at: null,
      id_front: { id: fresh.id_front },
    });
  });

  it('makes one store when two admins approve the same application at once', async () => {
    const { user, applicationId } = await buildApplicant(ctx);
    const results = await Promise.all([
      review({ id: applicationId, approve: true }),
      review({ id: applicationId, approve: true }, ctx.secondAdmin.token),
      review({ id: applicationId, approve: false, reason: 'too late' }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(2);
    const [row] = await rowsOf<{ status: string }>(
      ctx.database,
      sql`select status from merchant_applications where id = ${applicationId}`,
    );
    expect(await storesOf(user.user.id)).toHaveLength(row!.status === 'approved' ? 1 : 0);
    expect(await auditOf(applicationId)).toHaveLength(1);
  });
});
