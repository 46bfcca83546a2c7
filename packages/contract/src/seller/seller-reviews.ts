import { z } from 'zod';
import { id, requiredString, wholeNumber } from '../common/fields.ts';
import { imageSchema, pageOf, paging } from '../catalogue/common.ts';

/** `POST /api/seller/review/index`: reviews of the store's products, newest first; `stars` keeps one rating. */
export const sellerReviewListRequest = z
  .object({
    stars: wholeNumber(
      z
        .number({ error: 'rating_range' })
        .int({ error: 'rating_range' })
        .min(1, { error: 'rating_range' })
        .max(5, { error: 'rating_range' }),
    ).optional(),
    ...paging,
  })
  .strict();
export type SellerReviewListRequest = z.input<typeof sellerReviewListRequest>;

export const sellerReview = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_title: z.string(),
  product_image: imageSchema,
  /** The reviewer's name, partly masked as buyers see it. */
  reviewer: z.string(),
  stars: z.number().int().min(1).max(5),
  content: z.string(),
  images: z.array(imageSchema),
  variant: z.string(),
  /** The store's reply, '' before it replies. */
  reply: z.string(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
});
export type SellerReview = z.infer<typeof sellerReview>;

export const sellerReviewPage = pageOf(sellerReview);
export type SellerReviewPage = z.infer<typeof sellerReviewPage>;

/** The longest reply a store may write under a review. */
export const REVIEW_REPLY_MAX = 500;

/** `POST /api/seller/review/reply {id, reply}`: the store's one public reply; replying again edits it. */
export const sellerReviewReplyRequest = z
  .object({
    id,
    reply: requiredString('enter_reply').max(REVIEW_REPLY_MAX, { error: 'reply_length' }),
  })
  .strict();
export type SellerReviewReplyRequest = z.input<typeof sellerReviewReplyRequest>;
