import { z } from 'zod';
import { wholeNumber } from '../common/fields.ts';

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Decoded pixel limit against decompression bombs (about 8,000 × 5,000). */
export const UPLOAD_MAX_PIXELS = 40_000_000;
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
