import type {
  AdminArticle,
  AdminArticleItem,
  AdminArticleList,
  adminArticleSaveRequest,
} from '@market/contract';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { fail, notFound } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { recordAudit } from '../audit/index.ts';
import { articles } from './schema.ts';

type SaveInput = z.output<typeof adminArticleSaveRequest>;
type ArticleRow = typeof articles.$inferSelect;

function presentItem(row: Omit<ArticleRow, 'contents'>): AdminArticleItem {
  return {
    id: row.id,
    pid: row.pid,
    titles: row.titles,
    is_in_footer: row.isInFooter,
    sort: row.sort,
    created_at: row.createdAt.toISOString(),
  };
}

const presentArticle = (row: ArticleRow): AdminArticle => ({ ...presentItem(row), contents: row.contents });

/** The whole `footer_news` tree for the back office: a few dozen rows, in footer order. */
export async function listArticlesForAdmin(db: Db): Promise<AdminArticleList> {
  const rows = await db
    .select({
      id: articles.id,
      pid: articles.pid,
      titles: articles.titles,
      isInFooter: articles.isInFooter,
      sort: articles.sort,
      createdAt: articles.createdAt,
    })
    .from(articles)
    .orderBy(asc(articles.sort), asc(articles.id));
  return { list: rows.map(presentItem) };
}

export async function getArticleForAdmin(db: Db, id: number): Promise<AdminArticle> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  if (!row) throw notFound('msg.article_not_found');
  return presentArticle(row);
}

/**
 * The tree has two levels, as the footer shows it: a category (pid 0) or an article under a
 * category. So `pid` names an existing category other than the article itself, and a category
 * that has articles stays at the top.
 */
async function checkPlace(tx: Tx, id: number | undefined, pid: number): Promise<void> {
  if (pid !== 0) {
    const [parent] = await tx.select({ pid: articles.pid }).from(articles).where(eq(articles.id, pid));
    if (!parent || parent.pid !== 0 || pid === id)
      throw fail('msg.article_category_invalid', { field: 'pid' });
  }
  if (id !== undefined && pid !== 0) {
    const [child] = await tx.select({ id: articles.id }).from(articles).where(eq(articles.pid, id)).limit(1);
    if (child) throw fail('msg.article_category_invalid', { field: 'pid' });
  }
}

/** Creates or edits an article; each language's content is sanitized before it is stored. */
export async function saveArticle(db: Db, adminId: number, input: SaveInput): Promise<AdminArticle> {
  const values = {
    pid: input.pid,
    titles: input.titles,
    contents: Object.fromEntries(
      Object.entries(input.contents).map(([lang, html]) => [lang, sanitizeRichText(html)]),
    ),
    isInFooter: input.is_in_footer,
    sort: input.sort,
  };
  return db.transaction(async (tx) => {
    let before: ArticleRow | undefined;
    if (input.id !== undefined) {
      [before] = await tx.select().from(articles).where(eq(articles.id, input.id)).for('update');
      if (!before) throw notFound('msg.article_not_found');
    }
    await checkPlace(tx, input.id, input.pid);
    const [row] = before
      ? await tx.update(articles).set(values).where(eq(articles.id, before.id)).returning()
      : await tx.insert(articles).values(values).returning();
    const saved = presentArticle(row!);
    await recordAudit(tx, {
      actorId: adminId,
      action: before ? 'article.update' : 'article.create',
      subject: `article:${saved.id}`,
      before: before ? presentArticle(before) : null,
      after: saved,
    });
    return saved;
  });
}

/** Deletes an article, or a category once no article is left under it. */
export async function removeArticle(db: Db, adminId: number, id: number): Promise<AdminArticleList> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
    if (!before) throw notFound('msg.article_not_found');
    const [child] = await tx.select({ id: articles.id }).from(articles).where(eq(articles.pid, id)).limit(1);
    if (child) throw fail('msg.article_category_not_empty', { field: 'id' });
    await tx.delete(articles).where(eq(articles.id, id));
    await recordAudit(tx, {
      actorId: adminId,
      action: 'article.delete',
      subject: `article:${id}`,
      before: presentArticle(before),
      after: null,
    });
  });
  return listArticlesForAdmin(db);
}
