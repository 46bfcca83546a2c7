import { z } from 'zod';
import { wholeNumber } from '../common/fields.ts';

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/**
 * Pixel limit: a 24-megapixel camera's 6000 × 4000 fits, with room for other aspect ratios; a
 * phone's 12 MP photo and a page scanned at 300 dpi (~9 MP) are well inside. Decompression bombs
 * and 40 MP images (2.6 s and +113 MB each, issue 14) are refused from the header.
 */
export const UPLOAD_MAX_PIXELS = 25_000_000;
export const UPLOAD_WIDTHS = [320, 640, 1280] as const;

/**
 * `POST /api/index/upload` (multipart, field `file`, optional field `private=1`). Public images
 * answer a public `url` and a `srcset`; private ones (KYC documents) answer a `url` under
 * `/api/index/file/{id}` that only the owner and admins can read.
 */
export const uploadResponse = z.object({
  id: z.number().int(),
  url: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  private: z.boolean(),
});
export type UploadResponse = z.infer<typeof uploadResponse>;

export const fileParams = z.object({ id: wholeNumber(z.number().int().positive()) });
