import { z } from 'zod';
import { id, wholeNumber } from '../common/fields.ts';
import { localizedText } from '../common/localized-text.ts';

/** Longest title and content (HTML) of an article, per language. */
export const ARTICLE_TITLE_MAX = 120;
export const ARTICLE_CONTENT_MAX = 50_000;

/**
 * An article as the back office lists it: the `footer_news` tree by `pid` (0: a category at the
 * top), every language's title, no content.
 */
export const adminArticleItem = z.object({
  id: z.number().int(),
  pid: z.number().int(),
  titles: z.record(z.string(), z.string()),
  is_in_footer: z.boolean(),
  sort: z.number().int(),
  created_at: z.string(),
});
export type AdminArticleItem = z.infer<typeof adminArticleItem>;

/** `POST /api/admin/article/list`: the whole tree (a few dozen pages), categories and their articles in order. */
export const adminArticleList = z.object({ list: z.array(adminArticleItem) });
export type AdminArticleList = z.infer<typeof adminArticleList>;

/** One article whole: its content (sanitized HTML) in every language given. */
export const adminArticle = adminArticleItem.extend({ contents: z.record(z.string(), z.string()) });
export type AdminArticle = z.infer<typeof adminArticle>;

export const adminArticleIdRequest = z.object({ id }).strict();

/**
 * `POST /api/admin/article/save {id?, pid, titles, contents, is_in_footer, sort}`: a new article
 * without `id`. `pid` 0 makes it a category; otherwise it names a category (two levels, as the
 * footer shows them). Contents are rich text, sanitized by the server.
 */
export const adminArticleSaveRequest = z
  .object({
    id: id.optional(),
    pid: wholeNumber(
      z
        .number({ error: 'choose_article_category' })
        .int({ error: 'choose_article_category' })
        .min(0, { error: 'choose_article_category' }),
    ).default(0),
    titles: localizedText(ARTICLE_TITLE_MAX, { enter: 'enter_title', length: 'title_length' }),
    contents: localizedText(ARTICLE_CONTENT_MAX, {
      enter: 'enter_article_content',
      length: 'article_content_length',
    }),
    is_in_footer: z.boolean().default(true),
    sort: wholeNumber(
      z.number({ error: 'sort_format' }).int({ error: 'sort_format' }).min(0).max(10_000),
    ).default(0),
  })
  .strict();
export type AdminArticleSaveRequest = z.input<typeof adminArticleSaveRequest>;
