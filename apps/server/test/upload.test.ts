import { uploadResponse, type UploadResponse } from '@market/contract';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads, users } from '../src/db/schema.ts';
import { buildUser, get, post, type TestUser } from './helper.ts';
import { buildUploadTestApp, type UploadTestContext } from './storage-under-test.ts';

let ctx: UploadTestContext;
let owner: TestUser;
beforeAll(async () => {
  ctx = await buildUploadTestApp();
  owner = await buildUser(ctx.database);
});
afterAll(() => ctx.close());

interface FilePart {
  bytes: Buffer;
  name: string;
  type: string;
}

/** POSTs a multipart form the way a browser does (FormData), fields after the file. */
async function upload(
  token: string | undefined,
  file?: FilePart,
  fields: Record<string, string> = {},
  fileField = 'file',
) {
  const form = new FormData();
  if (file) form.append(fileField, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Response(form);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/index/upload',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')!, ...(token && { token }) },
  });
  return {
    status: response.statusCode,
    body: response.json() as { code: number; msg: string; data: any },
    response,
  };
}

async function uploadOk(
  file: FilePart,
  fields: Record<string, string> = {},
  token = owner.token,
): Promise<UploadResponse> {
  const { status, body } = await upload(token, file, fields);
  expect(status).toBe(200);
  expect(body).toMatchObject({ code: 1, msg: 'Success' });
  return uploadResponse.parse(body.data);
}

const solid = (width: number, height: number, format: 'png' | 'jpeg') => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

const png = async (width: number, height: number): Promise<FilePart> => ({
  bytes: await solid(width, height, 'png'),
  name: 'photo.png',
  type: 'image/png',
});
const jpeg = async (width: number, height: number): Promise<FilePart> => ({
  bytes: await solid(width, height, 'jpeg'),
  name: 'photo.jpg',
  type: 'image/jpeg',
});

const fetchFile = (url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? { token } : {} });

/** Rows in `uploads` and stored files: a refused upload must change neither. */
async function stored() {
  const [row] = await ctx.database.db.select({ n: count() }).from(uploads);
  const files = [...(await ctx.files.list(false)), ...(await ctx.files.list(true))];
  return { rows: row!.n, files: files.sort() };
}

async function hashOf(id: number): Promise<string> {
  const [row] = await ctx.database.db.select().from(uploads).where(eq(uploads.id, id));
  return row!.hash;
}

const publicUrl = /^\/uploads\/([0-9a-f]{64})\.webp$/;

describe('POST /api/index/upload', () => {
  it.each([
    ['PNG', () => png(1500, 1000), 1500, 1000, [320, 640, 1280]],
    ['JPEG', () => jpeg(700, 400), 700, 400, [320, 640]],
  ] as const)(
    'stores a %s as WebP with smaller copies for srcset, all served',
    async (_kind, make, width, height, widths) => {
      const data = await uploadOk(await make());
      expect(data).toEqual({
        id: expect.any(Number),
        url: expect.stringMatching(publicUrl),
        srcset: expect.any(String),
        width,
        height,
        private: false,
      });
      const hash = publicUrl.exec(data.url)![1]!;
      expect(data.srcset).toBe(
        [...widths.map((w) => `/uploads/${hash}-${w}.webp ${w}w`), `/uploads/${hash}.webp ${width}w`].join(
          ', ',
        ),
      );

      const [row] = await ctx.database.db.select().from(uploads).where(eq(uploads.id, data.id));
      expect(row).toMatchObject({ ownerId: owner.user.id, hash, isPrivate: false, width, height });

      const full = await fetchFile(data.url);
      expect(full.statusCode).toBe(200);
      expect(full.headers['content-type']).toBe('image/webp');
      expect(full.rawPayload.length).toBe(row!.bytes);
      expect(await sharp(full.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height });

      for (const entry of data.srcset.split(', ')) {
        const [url, descriptor] = entry.split(' ');
        const served = await fetchFile(url!);
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta.format).toBe('webp');
        expect(`${meta.width}w`).toBe(descriptor);
      }
    },
  );

  it('strips EXIF and XMP metadata from the stored files', async () => {
    const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner' } })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description>secret-owner</rdf:Description></rdf:RDF></x:xmpmeta>',
      )
      .toBuffer();
    // the input really carries the secret, so the checks below can fail
    expect(bytes.includes('secret-owner')).toBe(true);
    expect((await sharp(bytes).metadata()).exif).toBeDefined();

    const data = await uploadOk({ bytes, name: 'camera.jpg', type: 'image/jpeg' });
    const urls = data.srcset.split(', ').map((entry) => entry.split(' ')[0]!);
    expect(urls).toHaveLength(2);
    for (const url of urls) {
      const served = await fetchFile(url);
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(served.rawPayload.includes('secret-owner')).toBe(false);
    }
  });

  it('turns the image upright by its EXIF orientation', async () => {
    // stored 200 × 100, red on the left half; orientation 6 means "rotate 90° clockwise to display"
    const bytes = await sharp({
      create: { width: 200, height: 100, channels: 3, background: { r: 0, g: 0, b: 255 } },
    })
      .composite([
        {
          input: { create: { width: 100, height: 100, channels: 3, background: { r: 255, g: 0, b: 0 } } },
          left: 0,
          top: 0,
        },
      ])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(bytes).metadata()).orientation).toBe(6);

    const data = await uploadOk({ bytes, name: 'portrait.jpg', type: 'image/jpeg' });
    expect(data).toMatchObject({ width: 100, height: 200 });
    const served = await fetchFile(data.url);
    const { data: pixels, info } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([100, 200]);
    const pixel = (x: number, y: number) => [
      ...pixels.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const [topRed, , topBlue] = pixel(50, 50);
    const [bottomRed, , bottomBlue] = pixel(50, 150);
    // the left half went to the top
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomRed).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect((await sharp(served.rawPayload).metadata()).orientation).toBeUndefined();
  });

  const typeRefused = 'Only JPEG, PNG, WebP or GIF images can be uploaded';
  it.each([
    [
      'an SVG',
      async () => ({
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
        name: 'logo.svg',
        type: 'image/svg+xml',
      }),
      typeRefused,
      { field: 'file' },
    ],
    [
      'a text file named photo.png',
      async () => ({
        bytes: Buffer.from('just some text, not an image\n'.repeat(20)),
        name: 'photo.png',
        type: 'image/png',
      }),
      typeRefused,
      { field: 'file' },
    ],
    [
      'a file over 10 MB',
      async () => {
        const { bytes } = await png(10, 10);
        return {
          bytes: Buffer.concat([bytes, Buffer.alloc(10 * 1024 * 1024 + 1 - bytes.length)]),
          name: 'big.png',
          type: 'image/png',
        };
      },
      'The file is larger than 10 MB',
      { field: 'file' },
    ],
    [
      'a pixel bomb (50 Mpx in a small PNG)',
      async () => {
        const bytes = await sharp({
          create: { width: 10_000, height: 5_000, channels: 3, background: '#ffffff' },
        })
          .png({ compressionLevel: 9 })
          .toBuffer();
        expect(bytes.length).toBeLessThan(1024 * 1024);
        return { bytes, name: 'bomb.png', type: 'image/png' };
      },
      'The image has too many pixels',
      { field: 'file' },
    ],
    [
      'a corrupt JPEG (right magic bytes, garbage after)',
      async () => ({
        bytes: Buffer.concat([
          Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
          Buffer.from('not really a jpeg '.repeat(200)),
        ]),
        name: 'broken.jpg',
        type: 'image/jpeg',
      }),
      'The image could not be read',
      { field: 'file' },
    ],
    [
      'an empty file',
      async () => ({ bytes: Buffer.alloc(0), name: 'empty.png', type: 'image/png' }),
      'Please choose an image to upload',
      { field: 'file' },
    ],
  ] as const)('refuses %s and stores nothing', async (_case, make, msg, data) => {
    const file = await make();
    const before = await stored();
    const { status, body } = await upload(owner.token, file);
    expect(status).toBe(200);
    expect(body).toEqual({ code: 0, msg, data });
    expect(await stored()).toEqual(before);
  });

  it('asks for an image when the request has none', async () => {
    const before = await stored();
    const missing = { code: 0, msg: 'Please choose an image to upload', data: { field: 'file' } };
    const onlyField = await upload(owner.token, undefined, { private: '1' });
    expect(onlyField.body).toEqual(missing);
    const otherField = await upload(owner.token, await png(50, 50), {}, 'image');
    expect(otherField.body).toEqual(missing);
    const json = await post(ctx.app, '/api/index/upload', {}, { token: owner.token });
    expect(json.body).toEqual(missing);
    expect(await stored()).toEqual(before);
  });

  it('refuses a malformed or cut-off multipart body as a client error, not a 500', async () => {
    const { bytes } = await png(50, 50);
    const cutOff = Buffer.concat([
      Buffer.from(
        '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
      ),
      bytes.subarray(0, 40),
    ]);
    const before = await stored();
    for (const [payload, contentType] of [
      [cutOff, 'multipart/form-data; boundary=xyz'],
      [Buffer.from('garbage'), 'multipart/form-data; boundary=xyz'],
      [Buffer.from('garbage'), 'multipart/form-data'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/index/upload',
        payload,
        headers: { 'content-type': contentType, token: owner.token },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        code: 0,
        msg: 'The image could not be read',
        data: { field: 'file' },
      });
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a caller without a valid token with 401', async () => {
    const before = await stored();
    for (const token of [undefined, 'x'.repeat(43)]) {
      const { status, body } = await upload(token, await png(50, 50));
      expect(status).toBe(401);
      expect(body).toEqual({ code: 401, msg: 'Please login first', data: null });
    }
    expect(await stored()).toEqual(before);
  });
});

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
    const [row] = await ctx.database.db.select().from(uploads).where(eq(uploads.id, file.id));
    expect(row).toMatchObject({ ownerId: owner.user.id, isPrivate: true });
    expect(await ctx.files.list(false)).not.toContain(`${hash}.webp`);
    expect(await ctx.files.list(true)).toEqual(expect.arrayContaining([`${hash}.webp`]));
    for (const url of [
      `/uploads/${hash}.webp`,
      `/uploads/${hash}-320.webp`,
      `/uploads/../private/${hash}.webp`,
      `/uploads/..%2fprivate%2f${hash}.webp`,
      `/uploads/%2e%2e/private/${hash}.webp`,
    ]) {
      const response = await fetchFile(url, owner.token);
      expect(response.statusCode, url).not.toBe(200);
      expect(response.headers['content-type'], url).not.toBe('image/webp');
    }
    const direct = await get(ctx.app, `/uploads/${hash}.webp`);
    expect(direct.status).toBe(404);
    expect(direct.body.code).toBe(404);
  });

  it('serves the file to its owner, not to be cached', async () => {
    const response = await fetchFile(file.url, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('no-store');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
      height: 600,
    });
  });

  it('serves the file to an admin', async () => {
    const admin = await buildUser(ctx.database, { role: 'admin' });
    const response = await fetchFile(file.url, admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect((await sharp(response.rawPayload).metadata()).format).toBe('webp');
  });

  it('tells another buyer the file does not exist', async () => {
    const other = await buildUser(ctx.database);
    const { status, body, response } = await get(ctx.app, file.url, { token: other.token });
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: 'File not found', data: null });
    expect(response.headers['content-type']).not.toBe('image/webp');
  });

  it('answers 404 for an unknown id and for a public upload', async () => {
    const publicFile = await uploadOk(await png(40, 40));
    for (const url of [`/api/index/file/${publicFile.id}`, '/api/index/file/999999']) {
      const { status, body } = await get(ctx.app, url, { token: owner.token });
      expect(status).toBe(404);
      expect(body).toEqual({ code: 404, msg: 'File not found', data: null });
    }
  });

  it('answers 404 in the envelope when the file is gone from the storage (was a 500 that was no envelope)', async () => {
    const gone = await uploadOk(await png(30, 30), { private: '1' });
    await ctx.files.remove(true, `${await hashOf(gone.id)}.webp`);
    const { status, body, response } = await get(ctx.app, gone.url, { token: owner.token });
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, msg: 'File not found', data: null });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('refuses a caller without a token with 401', async () => {
    const { status, body } = await get(ctx.app, file.url);
    expect(status).toBe(401);
    expect(body).toEqual({ code: 401, msg: 'Please login first', data: null });
  });
});

describe('POST /api/user/profile {avatar}', () => {
  const avatarOf = async (userId: number) =>
    (await ctx.database.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId)))[0]!
      .avatar;

  it("accepts the URL of the user's own public upload", async () => {
    const user = await buildUser(ctx.database);
    const image = await uploadOk(await png(400, 400), {}, user.token);
    const { status, body } = await post(
      ctx.app,
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
    const me = await post(ctx.app, '/api/user/index', {}, { token: user.token });
    expect(me.body.data.avatar).toBe(image.url);
  });

  it("refuses another user's upload and a private upload, keeping the old avatar", async () => {
    const user = await buildUser(ctx.database);
    const mine = await uploadOk(await png(300, 300), {}, user.token);
    expect(
      (await post(ctx.app, '/api/user/profile', { avatar: mine.url }, { token: user.token })).body.code,
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
      const { status, body } = await post(ctx.app, '/api/user/profile', { avatar }, { token: user.token });
      expect(status).toBe(200);
      expect(body, avatar).toEqual(refused);
    }
    expect(await avatarOf(user.user.id)).toBe(mine.url);
  });
});
