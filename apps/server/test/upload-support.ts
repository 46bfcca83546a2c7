import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { CallResult } from './helper.ts';

/** POSTs an image as a browser's FormData does, as `file`; answers the status and envelope. */
export async function uploadImage(
  app: FastifyInstance,
  token: string,
  bytes: Buffer,
  fields: Record<string, string> = {},
): Promise<CallResult> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Response(form);
  const response = await app.inject({
    method: 'POST',
    url: '/api/index/upload',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')!, token },
  });
  return {
    status: response.statusCode,
    body: response.json() as { code: number; msg: string; data: any },
    response,
  };
}

/** A PNG of one colour: small on disk whatever its size in pixels. */
export const plainPng = (width: number, height: number, seed = 0) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: seed % 256 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();

/** A PNG of noise: real work to encode, and different for every seed. */
export function noisyPng(width: number, height: number, seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761 + 1;
  for (let i = 0; i < pixels.length; i += 1) {
    state = (state * 1103515245 + 12345) >>> 0;
    pixels[i] = state >>> 24;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
