import { merchantIndexResponse } from '@market/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser, get, post } from './helper.ts';
import { applicationOf, buildApplicant, buildPublicImage } from './merchant-support.ts';
import { rowsOf } from './order-support.ts';
import { useTestApp } from './use-test-app.ts';
import { buildUpload } from './wallet-support.ts';

const ctx = useTestApp(async ({ database }) => ({ admin: await buildUser(database, { role: 'admin' }) }));
const countApplications = async (userId: number) =>
  (
    await rowsOf<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from merchant_applications where user_id = ${userId}`,
    )
  )[0]!.n;

describe('GET and POST /api/merchant/index', () => {
  it('answers code 0 with status none before any application, and the platform as party A', async () => {
    const user = await buildUser(ctx.database);
    for (const result of [
      await get(ctx.app, '/api/merchant/index', { token: user.token }),
      await post(ctx.app, '/api/merchant/index', {}, { token: user.token }),
    ]) {
      expect(result.status).toBe(200);
      expect(result.body.code).toBe(0);
      expect(result.body.msg).toBe('You have not applied to open a store yet');
      expect(merchantIndexResponse.parse(result.body.data)).toEqual({
        status: 'none',
        party_a: 'Wholesale Marketplace',
        review_hours: { min: 2, max: 48 },
        application: null,
        store: null,
      });
    }
  });

  it('asks a visitor to log in', async () => {
    const { status, body } = await get(ctx.app, '/api/merchant/index', { lang: 'de' });
    expect(status).toBe(401);
    expect(body.code).toBe(401);
  });

  it("counts a store opened without an application (the seed's demo merchant) as approved", async () => {
    const owner = await buildUser(ctx.database, { role: 'merchant' });
    const [store] = await rowsOf<{ id: number }>(
      ctx.database,
      sql`insert into stores (owner_id, name) values (${owner.user.id}, 'Seeded Store') returning id::int as id`,
    );
    const { body } = await get(ctx.app, '/api/merchant/index', { token: owner.token });
    expect(body).toMatchObject({
      code: 1,
      data: {
        status: 'approved',
        application: null,
        store: { id: store!.id, name: 'Seeded Store', status: 'open' },
      },
    });
  });
});

describe('POST /api/merchant/reg', () => {
  it('files the application under review, its documents private to the applicant and admins', async () => {
    const user = await buildUser(ctx.database);
    const form = await applicationOf(ctx, user, 'Harbour Textiles');
    const { body } = await post(ctx.app, '/api/merchant/reg', form, { token: user.token });
    expect(body).toMatchObject({ code: 1, msg: 'Application submitted: we review it within 2 to 48 hours' });
    expect(body.data).toMatchObject({
      status: 'reviewing',
      store_name: 'Harbour Textiles',
      logo: form.logo,
      id_number: 'P1234567',
      real_name: 'Ada Lovelace',
      id_front: { id: form.id_front, url: `/api/index/file/${form.id_front}` },
      signature: { id: form.signature, url: `/api/index/file/${form.signature}` },
      reason: '',
      store_id: null,
      reviewed_at: null,
    });
    expect(body.data.signed_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const index = await get(ctx.app, '/api/merchant/index', { token: user.token });
    expect(index.body).toMatchObject({ code: 1, data: { status: 'reviewing', store: null } });
    expect(index.body.data.application.id).toBe(body.data.id);

    // the signature is not on a public path: a stranger cannot read it, its owner can
    const stranger = await buildUser(ctx.database);
    const url = body.data.signature.url as string;
    const asStranger = await ctx.app.inject({ method: 'GET', url, headers: { token: stranger.token } });
    expect([403, 404]).toContain(asStranger.statusCode);
    const anonymous = await ctx.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses bad input with a translated message naming the field, and files nothing', async () => {
    const user = await buildUser(ctx.database);
    const stranger = await buildUser(ctx.database);
    const form = await applicationOf(ctx, user);
    const othersFile = await buildUpload(ctx.database, stranger.user.id);
    const publicFile = await buildUpload(ctx.database, user.user.id, false);
    const othersLogo = await buildPublicImage(ctx, stranger.user.id);
    const cases: [object, string, string][] = [
      [{ store_name: '' }, 'store_name', 'Please enter store name'],
      [{ store_name: '   ' }, 'store_name', 'Please enter store name'],
      [{ store_name: 'x'.repeat(61) }, 'store_name', 'The store name is at most 60 characters'],
      [{ real_name: '' }, 'real_name', 'Please enter real name'],
      [{ id_number: '' }, 'id_number', 'Please enter the document or passport number'],
      [{ id_number: 'no spaces!' }, 'id_number', 'The document number has 4 to 32 letters, digits or dashes'],
      [{ signature: undefined }, 'signature', "You haven't signed yet"],
      [{ signature: othersFile }, 'signature', "You haven't signed yet"],
      [{ id_front: undefined }, 'id_front', 'Please upload the front of the ID'],
      [{ id_back: othersFile }, 'id_back', 'Please upload the back of the ID'],
      [{ id_hold: publicFile }, 'id_hold', 'Please upload a photo of you holding the ID'],
      [{ logo: othersLogo }, 'logo', 'Please upload the store logo'],
      [{ logo: '' }, 'logo', 'Please upload the store logo'],
      [{ agree: false }, 'agree', 'Please read and accept the agreement'],
      [{ invite_code: 'NOSUCHCODE' }, 'invite_code', 'The invitation code does not exist'],
    ];
    for (const [change, field, msg] of cases) {
      const { body } = await post(
        ctx.app,
        '/api/merchant/reg',
        { ...form, ...change },
        { token: user.token },
      );
      expect(body, JSON.stringify(change)).toEqual({ code: 0, msg, data: { field } });
    }
    const german = await post(
      ctx.app,
      '/api/merchant/reg',
      { ...form, real_name: '' },
      { token: user.token, lang: 'de' },
    );
    expect(german.body.msg).toBe('Bitte geben Sie Ihren echten Namen ein');
    expect(await countApplications(user.user.id)).toBe(0);
  });

  it('refuses a store name already taken, whatever its case', async () => {
    const { user: owner } = await buildApplicant(ctx, 'Blue Lantern');
    const { applicationId } = await buildApplicant(ctx, 'Red Lantern');
    expect(applicationId).toBeGreaterThan(0);
    const review = await post(
      ctx.app,
      '/api/admin/merchant/review',
      { id: await idOf(owner.user.id), approve: true },
      { token: ctx.admin.token },
    );
    expect(review.body.code).toBe(1);
    const user = await buildUser(ctx.database);
    const form = await applicationOf(ctx, user, 'BLUE lantern');
    const { body } = await post(ctx.app, '/api/merchant/reg', form, { token: user.token });
    expect(body).toEqual({
      code: 0,
      msg: 'A store with this name already exists',
      data: { field: 'store_name' },
    });
  });

  it('refuses a second submission while the first is under review', async () => {
    const { user, form } = await buildApplicant(ctx);
    const { body } = await post(
      ctx.app,
      '/api/merchant/reg',
      { ...form, real_name: 'Someone Else' },
      { token: user.token },
    );
    expect(body).toMatchObject({ code: 0, msg: 'Your application is under review' });
    const [row] = await rowsOf<{ real_name: string }>(
      ctx.database,
      sql`select real_name from merchant_applications where user_id = ${user.user.id}`,
    );
    expect(row!.real_name).toBe('Ada Lovelace');
  });

  it('asks a visitor to log in, and refuses an admin', async () => {
    const anonymous = await post(ctx.app, '/api/merchant/reg', {});
    expect(anonymous.status).toBe(401);
    const form = await applicationOf(ctx, ctx.admin);
    const asAdmin = await post(ctx.app, '/api/merchant/reg', form, { token: ctx.admin.token });
    expect(asAdmin.status).toBe(403);
    expect(await countApplications(ctx.admin.user.id)).toBe(0);
  });
});

async function idOf(userId: number): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    ctx.database,
    sql`select id::int as id from merchant_applications where user_id = ${userId}`,
  );
  return row!.id;
}
