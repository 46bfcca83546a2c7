import { z } from 'zod';
import { id } from '../common/fields.ts';
import { imageSchema, pageOf, paging } from './common.ts';
import { REVIEW_KINDS } from './list-kinds.ts';

export { REVIEW_KINDS, type ReviewKind } from './list-kinds.ts';

/** `POST /api/index/reviews`: a product's reviews, newest first. */
export const reviewListRequest = z
  .object({ product_id: id, kind: z.enum(REVIEW_KINDS).default('all'), ...paging })
  .strict();
export type ReviewListRequest = z.input<typeof reviewListRequest>;

export const reviewSchema = z.object({
  id: z.number().int(),
  /** The reviewer's name, partly masked. */
  reviewer: z.string(),
  stars: z.number().int().min(1).max(5),
  content: z.string(),
  images: z.array(imageSchema),
  variant: z.string(),
  /** The store's public reply, '' when it has not replied. */
  reply: z.string(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewPage = pageOf(reviewSchema);
export type ReviewPage = z.infer<typeof reviewPage>;
