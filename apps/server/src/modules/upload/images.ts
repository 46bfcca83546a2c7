import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { UPLOAD_MAX_PIXELS, UPLOAD_WIDTHS } from '@market/contract';
import sharp from 'sharp';
import { fail, tooManyRequests } from '../../lib/app-error.ts';
import { JobQueue, JobQueueFull } from '../../lib/job-queue.ts';

export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp';

/** The image type by its first bytes, whatever the file name or declared type says. */
export function sniffImage(bytes: Buffer): ImageKind | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return undefined;
}

export interface EncodedImage {
  hash: string;
  width: number;
  height: number;
  full: Buffer;
  /** Smaller copies for `srcset`, only of widths below the image's own. */
  variants: { width: number; data: Buffer }[];
}

/**
 * Image work in this process: one image per two cores at a time, eight more waiting their turn.
 * A 24-megapixel photo keeps a libuv thread and ~100 MB busy for 1–4 s, and argon2id (logins,
 * payments) needs the same thread pool: twelve big uploads at once pushed logins to 23 s.
 */
export const IMAGE_JOBS = { concurrency: Math.max(1, Math.floor(availableParallelism() / 2)), maxWaiting: 8 };
const imageJobs = new JobQueue(IMAGE_JOBS);

/**
 * Sniffs the type and reads the size from the header (no decoding) at once, then waits for its turn
 * to decode, turn upright by the EXIF orientation and re-encode to WebP without any metadata
 * (sharp drops it unless asked to keep it).
 */
export async function encodeImage(bytes: Buffer, options: { withVariants: boolean }): Promise<EncodedImage> {
  if (!sniffImage(bytes)) throw fail('msg.upload_type', { field: 'file' });
  const { width, height } = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw fail('msg.upload_broken', { field: 'file' });
    });
  if (!width || !height) throw fail('msg.upload_broken', { field: 'file' });
  if (width * height > UPLOAD_MAX_PIXELS) throw fail('msg.upload_too_many_pixels', { field: 'file' });
  try {
    return await imageJobs.run(() => encode(bytes, options));
  } catch (error) {
    if (error instanceof JobQueueFull) throw tooManyRequests(5, 'msg.upload_busy');
    throw error;
  }
}

async function encode(bytes: Buffer, options: { withVariants: boolean }): Promise<EncodedImage> {
  // the pixel limit again, for what the header did not tell (decompression bombs)
  const input = () => sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, animated: false, failOn: 'error' });
  try {
    const { data: full, info } = await input()
      .rotate()
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    // one after another: a job holds one thread of the pool, not four
    const variants: EncodedImage['variants'] = [];
    for (const width of options.withVariants ? UPLOAD_WIDTHS.filter((w) => w < info.width) : []) {
      variants.push({
        width,
        data: await input().rotate().resize({ width }).webp({ quality: 80 }).toBuffer(),
      });
    }
    const hash = createHash('sha256').update(bytes).digest('hex');
    return { hash, width: info.width, height: info.height, full, variants };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw fail('msg.upload_too_many_pixels', { field: 'file' });
    }
    throw fail('msg.upload_broken', { field: 'file' });
  }
}
