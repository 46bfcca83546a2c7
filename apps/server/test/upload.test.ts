// POST /api/index/upload: sniffed, re-encoded, stripped, resized, stored by hash; refusals change nothing.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploads } from '../src/db/schema.ts';
import { state, useUploadApp, uploadOk, png, jpeg, fetchFile, publicUrl } from './upload-app.ts';

useUploadApp();

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

      const [row] = await state.ctx.database.db.select().from(uploads).where(eq(uploads.id, data.id));
      expect(row).toMatchObject({ ownerId: state.owner.user.id, hash, isPrivate: false, width, height });

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
      .withExif({ IFD0: { Copyright: 'secret-state.owner' } })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description>secret-state.owner</rdf:Description></rdf:RDF></x:xmpmeta>',
      )
      .toBuffer();
    // the input really carries the secret, so the checks below can fail
    expect(bytes.includes('secret-state.owner')).toBe(true);
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
      expect(served.rawPayload.includes('secret-state.owner')).toBe(false);
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
});
