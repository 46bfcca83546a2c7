import sharp from 'sharp';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../src/db/schema.ts';
import { renderBanner } from '../src/modules/catalogue/seed/images.ts';
import { createStorage } from '../src/storage/index.ts';
import { buildTestApp, buildUser, get, type TestContext, type TestUser } from './helper.ts';
import { startS3Server, type S3TestServer } from './s3-server.ts';
import { noisyPng, plainPng, uploadImage } from './upload-support.ts';

let s3: S3TestServer;
let ctx: TestContext;
let owner: TestUser;
beforeAll(async () => {
  s3 = await startS3Server();
  ctx = await buildTestApp(s3.env);
  owner = await buildUser(ctx.database);
});
afterAll(async () => {
  await ctx?.close();
  await s3?.close();
});

const fetchFile = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  ctx.app.inject({ method, url, headers });
const hashIn = (url: string) => /([0-9a-f]{64})/.exec(url)![1]!;

describe('public images in the bucket', () => {
  it('are stored under the prefix and served at /uploads/ with the disk’s year-long cache', async () => {
    const { body } = await uploadImage(ctx.app, owner.token, await plainPng(700, 500, 1));
    expect(body.code).toBe(1);
    const hash = hashIn(body.data.url);
    expect(body.data.srcset).toBe(
      `/uploads/${hash}-320.webp 320w, /uploads/${hash}-640.webp 640w, /uploads/${hash}.webp 700w`,
    );
    expect(await s3.keys()).toEqual(
      expect.arrayContaining([320, 640, 0].map((w) => `site-a/public/${hash}${w ? `-${w}` : ''}.webp`)),
    );

    // the same headers @fastify/static gives the disk's files
    const disk = await buildTestApp();
    try {
      const diskUser = await buildUser(disk.database);
      const onDisk = await uploadImage(disk.app, diskUser.token, await plainPng(20, 20));
      const diskFile = await disk.app.inject({ method: 'GET', url: onDisk.body.data.url });
      const served = await fetchFile(body.data.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['cache-control']).toBe(diskFile.headers['cache-control']);
      expect(served.rawPayload.equals(await s3.files.read(false, `${hash}.webp`))).toBe(true);
      expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 700 });
    } finally {
      await disk.close();
    }
  });

  it('answer 304 to a matching If-None-Match and HEAD without a body', async () => {
    const { body } = await uploadImage(ctx.app, owner.token, await plainPng(330, 200, 2));
    const first = await fetchFile(body.data.url);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await fetchFile(body.data.url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const head = await fetchFile(body.data.url, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.rawPayload.length).toBe(0);
  });

  it('answer the 404 envelope for a name not stored, or not of the upload module', async () => {
    for (const url of [
      `/uploads/${'a'.repeat(64)}.webp`,
      '/uploads/photo.webp',
      '/uploads/x%2f..%2fy.webp',
    ]) {
      const { status, body } = await get(ctx.app, url);
      expect(status, url).toBe(404);
      expect(body.code, url).toBe(404);
    }
  });
});

describe('private files in the bucket', () => {
  let url: string;
  let hash: string;
  beforeAll(async () => {
    const { body } = await uploadImage(ctx.app, owner.token, await plainPng(400, 300, 3), { private: '1' });
    expect(body.data).toMatchObject({ url: `/api/index/file/${body.data.id}`, srcset: '', private: true });
    url = body.data.url;
    const [row] = await ctx.database.db.select().from(uploads).where(eq(uploads.id, body.data.id));
    hash = row!.hash;
  });

  it('are kept under private/ only, at no /uploads/ path', async () => {
    const keys = (await s3.keys()).filter((key) => key.includes(hash));
    expect(keys).toEqual([`site-a/private/${hash}.webp`]);
    for (const path of [
      `/uploads/${hash}.webp`,
      `/uploads/${hash}-320.webp`,
      `/uploads/..%2fprivate%2f${hash}.webp`,
      `/uploads/../private/${hash}.webp`,
      `/uploads/private/${hash}.webp`,
    ]) {
      const response = await fetchFile(path, { token: owner.token });
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type'], path).toMatch(/^application\/json/);
    }
  });

  it('are streamed to their owner and to an admin, not to be cached', async () => {
    const admin = await buildUser(ctx.database, { role: 'admin' });
    const stored = await s3.files.read(true, `${hash}.webp`);
    for (const token of [owner.token, admin.token]) {
      const response = await fetchFile(url, { token });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload.equals(stored)).toBe(true);
    }
  });

  it('are not found for another user, and ask a caller without a token to log in', async () => {
    const other = await buildUser(ctx.database);
    const refused = await get(ctx.app, url, { token: other.token });
    expect([refused.status, refused.body]).toEqual([404, { code: 404, msg: 'File not found', data: null }]);
    const anonymous = await get(ctx.app, url);
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 401]);
  });

  it('answer the 404 envelope when the object is gone from the bucket', async () => {
    const { body } = await uploadImage(ctx.app, owner.token, await plainPng(30, 30, 4), { private: '1' });
    const [row] = await ctx.database.db.select().from(uploads).where(eq(uploads.id, body.data.id));
    await s3.files.remove(true, `${row!.hash}.webp`);
    const gone = await get(ctx.app, body.data.url, { token: owner.token });
    expect([gone.status, gone.body]).toEqual([404, { code: 404, msg: 'File not found', data: null }]);
  });
});

describe('identical uploads at the same moment', () => {
  it('all succeed, leaving one object per width', async () => {
    const bytes = await noisyPng(700, 500, 5);
    const answers = await Promise.all(
      Array.from({ length: 9 }, () => uploadImage(ctx.app, owner.token, bytes)),
    );
    expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual(Array(9).fill([200, 1]));
    const urls = new Set(answers.map((answer) => answer.body.data.url as string));
    expect(urls.size).toBe(1);
    const hash = hashIn([...urls][0]!);
    expect((await s3.keys()).filter((key) => key.includes(hash))).toEqual(
      [`${hash}-320.webp`, `${hash}-640.webp`, `${hash}.webp`].map((name) => `site-a/public/${name}`),
    );
    const served = await fetchFile([...urls][0]!);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 700,
      height: 500,
    });
  });
});

describe('/readyz with the bucket', () => {
  it('is ready while the store answers, 503 naming the storage while it does not, ready again after', async () => {
    const up = await get(ctx.app, '/readyz');
    expect([up.status, up.body.data]).toEqual([
      200,
      { status: 'ready', database: ctx.database.engine, storage: 's3' },
    ]);
    await s3.stop();
    try {
      const down = await get(ctx.app, '/readyz');
      expect(down.status).toBe(503);
      expect(down.body).toEqual({
        code: 500,
        msg: 'The service is temporarily unavailable',
        data: { status: 'unavailable', unreachable: ['storage'] },
      });
      // an image asked for meanwhile fails as the envelope, not as a hung or broken response
      const image = await get(ctx.app, `/uploads/${'b'.repeat(64)}.webp`);
      expect([image.status, image.body.code]).toEqual([500, 500]);
    } finally {
      await s3.start();
    }
    expect((await get(ctx.app, '/readyz')).status).toBe(200);
  });

  it('fails the check for a bucket that does not exist', async () => {
    const storage = createStorage({
      ...ctx.config,
      STORAGE_URL: { ...ctx.config.STORAGE_URL!, bucket: 'no-such-bucket' },
    });
    try {
      await expect(storage.check(AbortSignal.timeout(3_000))).rejects.toThrow();
    } finally {
      await storage.close();
    }
  });

  it('gives up on a store that takes the connection and never answers', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const storage = createStorage({
      ...ctx.config,
      STORAGE_URL: { ...ctx.config.STORAGE_URL!, endpoint: `http://127.0.0.1:${port}` },
    });
    const started = Date.now();
    try {
      await expect(storage.check(AbortSignal.timeout(300))).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await storage.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});

describe('the demo seed', () => {
  it('renders its images into the bucket once, served at their usual URLs', async () => {
    const storage = createStorage(ctx.config);
    try {
      const banner = await renderBanner(storage, 0);
      const names = [`${banner.hash}.webp`, `${banner.hash}-320.webp`, `${banner.hash}-640.webp`];
      const stored = (await s3.files.list(false)).filter((name) => name.startsWith(banner.hash));
      expect(stored.sort()).toEqual(names.sort());
      const before = await storage.stat(false, names[0]!);
      // a restart finds the files already there and renders nothing
      expect(await renderBanner(storage, 0)).toEqual(banner);
      expect(await storage.stat(false, names[0]!)).toEqual(before);
      const served = await fetchFile(`/uploads/${banner.hash}.webp`);
      expect(served.statusCode).toBe(200);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1280 });
    } finally {
      await storage.close();
    }
  });
});
