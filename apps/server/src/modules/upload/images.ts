import { createHash } from 'node:crypto';
import { UPLOAD_MAX_PIXELS, UPLOAD_WIDTHS } from '@market/contract';
import sharp from 'sharp';
import { fail } from '../../lib/app-error.ts';

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
 * Decodes with a pixel limit (against decompression bombs), turns the image upright by its EXIF
 * orientation, and re-encodes to WebP without any metadata (sharp drops it unless asked to keep it).
 */
export async function encodeImage(bytes: Buffer, options: { withVariants: boolean }): Promise<EncodedImage> {
  if (!sniffImage(bytes)) throw fail('msg.upload_type', { field: 'file' });
  const input = () => sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, animated: false, failOn: 'error' });
  try {
    const { data: full, info } = await input()
      .rotate()
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const variants = options.withVariants
      ? await Promise.all(
          UPLOAD_WIDTHS.filter((width) => width < info.width).map(async (width) => ({
            width,
            data: await input().rotate().resize({ width }).webp({ quality: 80 }).toBuffer(),
          })),
        )
      : [];
    const hash = createHash('sha256').update(bytes).digest('hex');
    return { hash, width: info.width, height: info.height, full, variants };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw fail('msg.upload_too_many_pixels', { field: 'file' });
    }
    throw fail('msg.upload_broken', { field: 'file' });
  }
}
