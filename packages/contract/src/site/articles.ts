import { z } from 'zod';
import { id } from '../common/fields.ts';

/** At most this many ids in one `?ids=` (a footer link sends one; a page may group a few). */
export const MAX_ARTICLE_IDS = 20;

/**
 * `GET /api/Article/category?ids=`: one article id or a comma list ("3" or "3,7"), read as the
 * categories to show, in the order given (decision 025).
 */
export const articleCategoryQuery = z.object({
  ids: z
    .string({ error: 'invalid_id' })
    .regex(new RegExp(`^[1-9][0-9]{0,14}(,[1-9][0-9]{0,14}){0,${MAX_ARTICLE_IDS - 1}}$`), {
      error: 'invalid_id',
    })
    .transform((text) => [...new Set(text.split(',').map(Number))]),
});
export type ArticleCategoryQuery = z.input<typeof articleCategoryQuery>;

/** An article as a link: its id and title in the reader's language. */
export const articleLink = z.object({ id: z.number().int(), title: z.string() });
export type ArticleLink = z.infer<typeof articleLink>;

/** An article: title and sanitized HTML in the reader's language (English when it has none). */
export const articleSchema = z.object({
  id: z.number().int(),
  /** The category it belongs to (0: a top-level page), as in `footer_news`. */
  pid: z.number().int(),
  title: z.string(),
  content: z.string(),
});
export type Article = z.infer<typeof articleSchema>;

/** A category: its own page and the articles under it (titles only, in footer order). */
export const articleCategory = articleSchema.extend({ articles: z.array(articleLink) });
export type ArticleCategory = z.infer<typeof articleCategory>;

export const articleCategoryResponse = z.object({ list: z.array(articleCategory) });
export type ArticleCategoryResponse = z.infer<typeof articleCategoryResponse>;

/** `GET /api/Article/detail?article_id=`: one article with its category's title. */
export const articleDetailQuery = z.object({ article_id: id });
export type ArticleDetailQuery = z.input<typeof articleDetailQuery>;

export const articleDetail = articleSchema.extend({ category: articleLink.nullable() });
export type ArticleDetail = z.infer<typeof articleDetail>;
