// What the upload refuses (not an image, too large, too many pixels, no file, a broken body, no
// login), each answered by name and storing nothing.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { post } from './helper.ts';
import { state, useUploadApp, upload, png, stored } from './upload-app.ts';

useUploadApp();

describe('POST /api/index/upload refusals', () => {
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
    const { status, body } = await upload(state.owner.token, file);
    expect(status).toBe(200);
    expect(body).toEqual({ code: 0, msg, data });
    expect(await stored()).toEqual(before);
  });

  it('asks for an image when the request has none', async () => {
    const before = await stored();
    const missing = { code: 0, msg: 'Please choose an image to upload', data: { field: 'file' } };
    const onlyField = await upload(state.owner.token, undefined, { private: '1' });
    expect(onlyField.body).toEqual(missing);
    const otherField = await upload(state.owner.token, await png(50, 50), {}, 'image');
    expect(otherField.body).toEqual(missing);
    const json = await post(state.ctx.app, '/api/index/upload', {}, { token: state.owner.token });
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
      const response = await state.ctx.app.inject({
        method: 'POST',
        url: '/api/index/upload',
        payload,
        headers: { 'content-type': contentType, token: state.owner.token },
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
