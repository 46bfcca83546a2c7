import type { FaqResponse, Language, faqCategorySaveRequest, faqSaveRequest } from '@market/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fail, notFound } from '../../lib/app-error.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { localize } from '../../lib/localize.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { recordAudit } from '../audit/index.ts';
import { faqCategories, faqs } from './schema.ts';

type CategoryInput = z.output<typeof faqCategorySaveRequest>;
type FaqInput = z.output<typeof faqSaveRequest>;

const inOrder = [asc(faqs.sort), asc(faqs.id)];
const sectionsInOrder = [asc(faqCategories.sort), asc(faqCategories.id)];

/** A text in the reader's language, else English, as SQL over a `jsonb` column. */
const textIn = (column: typeof faqs.questions | typeof faqs.answers, lang: Language) =>
  sql`coalesce(${column}->>${lang}, ${column}->>'en')`;

/**
 * The FAQ in the reader's language. A keyword keeps the questions whose question or answer holds
 * it in that language (or in English where the language has no text), and the sections that still
 * have one. The FAQ is a few dozen rows: a scan costs less than keeping an index per language.
 */
export async function getFaq(db: Db, lang: Language, keyword?: string): Promise<FaqResponse> {
  const match = keyword
    ? sql`(${textIn(faqs.questions, lang)} ilike ${containsPattern(keyword)}
          or ${textIn(faqs.answers, lang)} ilike ${containsPattern(keyword)})`
    : undefined;
  const [sections, questions] = await Promise.all([
    db
      .select()
      .from(faqCategories)
      .orderBy(...sectionsInOrder),
    db
      .select()
      .from(faqs)
      .where(match)
      .orderBy(...inOrder),
  ]);
  return {
    categories: sections
      .map((section) => ({
        id: section.id,
        name: localize(section.names, lang),
        faqs: questions
          .filter((row) => row.categoryId === section.id)
          .map((row) => ({
            id: row.id,
            question: localize(row.questions, lang),
            answer: sanitizeRichText(localize(row.answers, lang)),
          })),
      }))
      .filter((section) => !keyword || section.faqs.length > 0),
  };
}

/** Every section and question with all their languages, for the back office's editor. */
export async function getFaqForAdmin(db: Db) {
  const [sections, questions] = await Promise.all([
    db
      .select()
      .from(faqCategories)
      .orderBy(...sectionsInOrder),
    db
      .select()
      .from(faqs)
      .orderBy(...inOrder),
  ]);
  return {
    categories: sections.map((section) => ({
      id: section.id,
      names: section.names,
      sort: section.sort,
      faqs: questions
        .filter((row) => row.categoryId === section.id)
        .map((row) => ({ id: row.id, questions: row.questions, answers: row.answers, sort: row.sort })),
    })),
  };
}

export async function saveFaqCategory(db: Db, adminId: number, input: CategoryInput) {
  await db.transaction(async (tx) => {
    const values = { names: input.names, sort: input.sort };
    if (input.id === undefined) {
      const [row] = await tx.insert(faqCategories).values(values).returning();
      await recordAudit(tx, {
        actorId: adminId,
        action: 'faq_category.create',
        subject: `faq_category:${row!.id}`,
        before: null,
        after: values,
      });
      return;
    }
    const [before] = await tx
      .select()
      .from(faqCategories)
      .where(eq(faqCategories.id, input.id))
      .for('update');
    if (!before) throw notFound('msg.faq_category_not_found');
    await tx.update(faqCategories).set(values).where(eq(faqCategories.id, input.id));
    await recordAudit(tx, {
      actorId: adminId,
      action: 'faq_category.update',
      subject: `faq_category:${input.id}`,
      before: { names: before.names, sort: before.sort },
      after: values,
    });
  });
  return getFaqForAdmin(db);
}

/** Deletes a section once it has no questions left (moving or deleting them is the editor's choice). */
export async function removeFaqCategory(db: Db, adminId: number, id: number) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(faqCategories).where(eq(faqCategories.id, id)).for('update');
    if (!before) throw notFound('msg.faq_category_not_found');
    const [inside] = await tx.select({ id: faqs.id }).from(faqs).where(eq(faqs.categoryId, id)).limit(1);
    if (inside) throw fail('msg.faq_category_not_empty', { field: 'id' });
    await tx.delete(faqCategories).where(eq(faqCategories.id, id));
    await recordAudit(tx, {
      actorId: adminId,
      action: 'faq_category.delete',
      subject: `faq_category:${id}`,
      before: { names: before.names },
      after: null,
    });
  });
  return getFaqForAdmin(db);
}

/** Answers are rich text: sanitized on the way in (and again on the way out) like articles. */
export async function saveFaq(db: Db, adminId: number, input: FaqInput) {
  const answers = Object.fromEntries(
    Object.entries(input.answers).map(([lang, html]) => [lang, sanitizeRichText(html)]),
  );
  const values = { categoryId: input.category_id, questions: input.questions, answers, sort: input.sort };
  await db.transaction(async (tx) => {
    const [section] = await tx
      .select({ id: faqCategories.id })
      .from(faqCategories)
      .where(eq(faqCategories.id, input.category_id));
    if (!section) throw fail('msg.faq_category_not_found', { field: 'category_id' });
    if (input.id === undefined) {
      const [row] = await tx.insert(faqs).values(values).returning();
      await recordAudit(tx, {
        actorId: adminId,
        action: 'faq.create',
        subject: `faq:${row!.id}`,
        before: null,
        after: values,
      });
      return;
    }
    const [before] = await tx.select().from(faqs).where(eq(faqs.id, input.id)).for('update');
    if (!before) throw notFound('msg.faq_not_found');
    await tx.update(faqs).set(values).where(eq(faqs.id, input.id));
    const { id: _id, createdAt: _createdAt, ...was } = before;
    await recordAudit(tx, {
      actorId: adminId,
      action: 'faq.update',
      subject: `faq:${input.id}`,
      before: was,
      after: values,
    });
  });
  return getFaqForAdmin(db);
}

export async function removeFaq(db: Db, adminId: number, id: number) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .delete(faqs)
      .where(inArray(faqs.id, [id]))
      .returning();
    if (!before) throw notFound('msg.faq_not_found');
    await recordAudit(tx, {
      actorId: adminId,
      action: 'faq.delete',
      subject: `faq:${id}`,
      before: { questions: before.questions },
      after: null,
    });
  });
  return getFaqForAdmin(db);
}
