import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../src/db/schema.ts';
import { IMAGE_JOBS } from '../src/modules/upload/images.ts';
import { buildTestApp, buildUser, type TestContext, type TestUser } from './helper.ts';
import { noisyPng, plainPng, uploadImage } from './upload-support.ts';

let ctx: TestContext;
let users: TestUser[];
beforeAll(async () => {
  ctx = await buildTestApp();
  users = [await buildUser(ctx.database), await buildUser(ctx.database), await buildUser(ctx.database)];
});
afterAll(() => ctx.close());

const rowCount = async () => (await ctx.database.db.select({ n: count() }).from(uploads))[0]!.n;
const publicFiles = () => readdir(path.join(ctx.uploadDir, 'public'));

describe('uploads at the same moment', () => {
  it('store identical images once and answer every upload', async () => {
    // the temporary file was named by pid and millisecond: renames collided, answering 500
    const bytes = await noisyPng(700, 500, 1);
    const before = await rowCount();
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) => uploadImage(ctx.app, users[i % 3]!.token, bytes)),
    );
    expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual(Array(9).fill([200, 1]));
    const urls = new Set(answers.map((answer) => answer.body.data.url));
    expect(urls.size).toBe(1);
    expect(await rowCount()).toBe(before + 9);
    const files = await publicFiles();
    expect(files.filter((name) => name.endsWith('.tmp'))).toEqual([]);
    const [url] = urls;
    const stored = await sharp(path.join(ctx.uploadDir, 'public', path.basename(url as string))).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 700, 500]);
  });

  it('work on a bounded number of images at once, refusing more than can wait', async () => {
    const images = await Promise.all(
      Array.from({ length: IMAGE_JOBS.concurrency + IMAGE_JOBS.maxWaiting + 4 }, (_, i) =>
        noisyPng(1200, 900, 100 + i),
      ),
    );
    const answers = await Promise.all(
      images.map((bytes, i) => uploadImage(ctx.app, users[i % 3]!.token, bytes)),
    );
    const busy = answers.filter((answer) => answer.status === 429);
    const stored = answers.filter((answer) => answer.body.code === 1);
    expect(busy.length + stored.length).toBe(images.length);
    expect(busy.length).toBeGreaterThan(0);
    expect(stored.length).toBeGreaterThanOrEqual(IMAGE_JOBS.concurrency + IMAGE_JOBS.maxWaiting);
    expect(busy[0]!.body).toEqual({
      code: 429,
      msg: 'Many images are being processed right now. Please try again in a moment',
      data: null,
    });
    expect(Number(busy[0]!.response.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the pixel limit', () => {
  it('refuses 40 megapixels in a small file (6300 × 6300), storing nothing', async () => {
    const bytes = await plainPng(6300, 6300);
    expect(bytes.length).toBeLessThan(1024 * 1024);
    const [rows, files] = [await rowCount(), await publicFiles()];
    const { body } = await uploadImage(ctx.app, users[0]!.token, bytes);
    expect(body).toEqual({ code: 0, msg: 'The image has too many pixels', data: { field: 'file' } });
    expect(await rowCount()).toBe(rows);
    expect(await publicFiles()).toEqual(files);
  });

  it('takes a photo of a 24-megapixel camera (6000 × 4000)', async () => {
    const { body } = await uploadImage(ctx.app, users[0]!.token, await plainPng(6000, 4000, 7), {
      private: '1',
    });
    expect(body.code).toBe(1);
    expect([body.data.width, body.data.height, body.data.private]).toEqual([6000, 4000, true]);
  });
});
