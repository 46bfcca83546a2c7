// Private uploads, served through the API only to their owner and admins; an avatar must be one's own.
import type { UploadResponse } from '@market/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploads, users } from '../src/db/schema.ts';
import { buildUser, get, post } from './helper.ts';
import { state, useUploadApp, uploadOk, png, jpeg, fetchFile, hashOf } from './upload-app.ts';

useUploadApp();

describe('private uploads and GET /api/index/file/:id', () => {
  let file: UploadResponse;
  let hash: string;
  beforeAll(async () => {
    file = await uploadOk(await jpeg(800, 600), { private: '1' });
    hash = await hashOf(file.id);
  });

  it('answers a URL behind the API, no srcset, and keeps the file off the public folder', async () => {
    expect(file).toEqual({
      id: expect.any(Number),
      url: `/api/index/file/${file.id}`,
      srcset: '',
      width: 800,
      height: 600,
      private: true,
    });
    const [row] = await state.ctx.database.db.select().from(uploads).where(eq(uploads.id, file.id));
    expect(row).toMatchObject({ ownerId: state.owner.user.id, isPrivate: true });
    expect(await state.ctx.files.list(false)).not.toContain(`${hash}.webp`);
    expect(await state.ctx.files.list(true)).toEqual(expect.arrayContaining([`${hash}.webp`]));
    for (const url of [
      `/uploads/${hash}.webp`,
      `/uploads/${hash}-320.webp`,
      `/uploads/../private/${hash}.webp`,
      `/uploads/..%2fprivate%2f${hash}.webp`,
      `/uploads/%2e%2e/private/${hash}.webp`,
    ]) {
      const response = await fetchFile(url, state.owner.token);
      expect(response.statusCode, url).not.toBe(200);
      expect(response.headers['content-type'], url).not.toBe('image/webp');
    }
    const direct = await get(state.ctx.app, `/uploads/${hash}.webp`);
    expect(direct.status).toBe(404);
    expect(direct.body.code).toBe(404);
  });

  it('serves the file to its state.owner, not to be cached', async () => {
    const response = await fetchFile(file.url, state.owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('no-store');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 600,
    });
  });

  it('serves the file to the admins who review documents (super, reviewer, finance)', async () => {
    for (const adminRole of ['super', 'reviewer', 'finance'] as const) {
      const admin = await buildUser(state.ctx.database, { role: 'admin', adminRole });
      const response = await fetchFile(file.url, admin.token);
      expect({ adminRole, status: response.statusCode }).toEqual({ adminRole, status: 200 });
      expect(response.headers['content-type']).toBe('image/webp');
      expect((await sharp(response.rawPayload).metadata()).format).toBe('webp');
    }
  });

  it('tells a support admin the file does not exist: support reviews no documents', async () => {
    const support = await buildUser(state.ctx.database, { role: 'admin', adminRole: 'support' });
    const { status, body } = await get(state.ctx.app, file.url, { token: support.token });
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: 'File not found', data: null });
  });

  it('tells another buyer the file does not exist', async () => {
    const other = await buildUser(state.ctx.database);
    const { status, body, response } = await get(state.ctx.app, file.url, { token: other.token });
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: 'File not found', data: null });
    expect(response.headers['content-type']).not.toBe('image/webp');
  });

  it('answers 404 for an unknown id and for a public upload', async () => {
    const publicFile = await uploadOk(await png(40, 40));
    for (const url of [`/api/index/file/${publicFile.id}`, '/api/index/file/999999']) {
      const { status, body } = await get(state.ctx.app, url, { token: state.owner.token });
      expect(status).toBe(404);
      expect(body).toEqual({ code: 404, msg: 'File not found', data: null });
    }
  });

  it('answers 404 in the envelope when the file is gone from the storage (was a 500 that was no envelope)', async () => {
    const gone = await uploadOk(await png(30, 30), { private: '1' });
    await state.ctx.files.remove(true, `${await hashOf(gone.id)}.webp`);
    const { status, body, response } = await get(state.ctx.app, gone.url, { token: state.owner.token });
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: 'File not found', data: null });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('refuses a caller without a token with 401', async () => {
    const { status, body } = await get(state.ctx.app, file.url);
    expect(status).toBe(401);
    expect(body).toEqual({ code: 401, msg: 'Please login first', data: null });
  });
});

describe('POST /api/user/profile {avatar}', () => {
  const avatarOf = async (userId: number) =>
    (await state.ctx.database.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId)))[0]!
      .avatar;

  it("accepts the URL of the user's own public upload", async () => {
    const user = await buildUser(state.ctx.database);
    const image = await uploadOk(await png(400, 400), {}, user.token);
    const { status, body } = await post(
      state.ctx.app,
      '/api/user/profile',
      { avatar: image.url },
      { token: user.token },
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      code: 1,
      msg: 'The profile has been saved',
      data: { id: user.user.id, avatar: image.url },
    });
    const me = await post(state.ctx.app, '/api/user/index', {}, { token: user.token });
    expect(me.body.data.avatar).toBe(image.url);
  });

  it("refuses another user's upload and a private upload, keeping the old avatar", async () => {
    const user = await buildUser(state.ctx.database);
    const mine = await uploadOk(await png(300, 300), {}, user.token);
    expect(
      (await post(state.ctx.app, '/api/user/profile', { avatar: mine.url }, { token: user.token })).body.code,
    ).toBe(1);

    const someoneElses = await uploadOk(await png(310, 310));
    const privateFile = await uploadOk(await png(320, 320), { private: '1' }, user.token);
    const privateHash = await hashOf(privateFile.id);
    const refused = {
      code: 0,
      msg: 'The avatar must be an image uploaded to this site',
      data: { field: 'avatar' },
    };
    for (const avatar of [someoneElses.url, privateFile.url, `/uploads/${privateHash}.webp`]) {
      const { status, body } = await post(
        state.ctx.app,
        '/api/user/profile',
        { avatar },
        { token: user.token },
      );
      expect(status).toBe(200);
      expect(body, avatar).toEqual(refused);
    }
    expect(await avatarOf(user.user.id)).toBe(mine.url);
  });
});
