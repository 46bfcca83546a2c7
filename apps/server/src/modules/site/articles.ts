import type { Article, ArticleCategoryResponse, ArticleDetail, Language } from '@market/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { localize } from '../../lib/localize.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { articles } from './schema.ts';

type ArticleRow = typeof articles.$inferSelect;

/**
 * The article in the reader's language, English when it has none. The HTML is sanitized again on
 * the way out: rows written by SQL or an older release never reach a buyer unchecked.
 */
function present(row: ArticleRow, lang: Language): Article {
  return {
    id: row.id,
    pid: row.pid,
    title: localize(row.titles, lang),
    content: sanitizeRichText(localize(row.contents, lang)),
  };
}

/** Each requested article with the articles under it, in the order asked; one unknown id is a 404. */
export async function getArticleCategories(
  db: Db,
  ids: number[],
  lang: Language,
): Promise<ArticleCategoryResponse> {
  const [pages, children] = await Promise.all([
    db.select().from(articles).where(inArray(articles.id, ids)),
    db
      .select({ id: articles.id, pid: articles.pid, titles: articles.titles })
      .from(articles)
      .where(inArray(articles.pid, ids))
      .orderBy(asc(articles.sort), asc(articles.id)),
  ]);
  const byId = new Map(pages.map((row) => [row.id, row]));
  if (ids.some((id) => !byId.has(id))) throw notFound('msg.article_not_found');
  return {
    list: ids.map((id) => ({
      ...present(byId.get(id)!, lang),
      articles: children
        .filter((child) => child.pid === id)
        .map((child) => ({ id: child.id, title: localize(child.titles, lang) })),
    })),
  };
}

/** One article with its category's title (null for a top-level page). */
export async function getArticle(db: Db, id: number, lang: Language): Promise<ArticleDetail> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  if (!row) throw notFound('msg.article_not_found');
  const [parent] =
    row.pid === 0
      ? []
      : await db
          .select({ id: articles.id, titles: articles.titles })
          .from(articles)
          .where(eq(articles.id, row.pid));
  return {
    ...present(row, lang),
    category: parent ? { id: parent.id, title: localize(parent.titles, lang) } : null,
  };
}
