import { z } from 'zod';
import { wholeNumber } from '../common/fields.ts';

/** `POST /api/index/category {pid}`: a category, its path from the root and its sub-categories. */
export const categoryRequest = z
  .object({ pid: wholeNumber(z.number({ error: 'invalid_id' }).int().min(0).default(0)) })
  .strict();
export type CategoryRequest = z.input<typeof categoryRequest>;

export const categoryNode = z.object({
  id: z.number().int(),
  pid: z.number().int(),
  name: z.string(),
  icon: z.string(),
});
export type CategoryNode = z.infer<typeof categoryNode>;

export const categoryListing = z.object({
  /** null for pid 0, the root. */
  category: categoryNode.nullable(),
  /** From the top level down to `category`. */
  path: z.array(categoryNode),
  children: z.array(categoryNode.extend({ children: z.array(categoryNode) })),
});
export type CategoryListing = z.infer<typeof categoryListing>;
