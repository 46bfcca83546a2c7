import { z } from 'zod';
import { id, wholeNumber } from '../common/fields.ts';
import { localizedText } from '../common/localized-text.ts';

/** `GET /api/faq/index?keyword=`: every section, or only the questions matching the keyword. */
export const faqQuery = z
  .object({ keyword: z.string().trim().max(100, { error: 'keyword_length' }).optional() })
  .strict();
export type FaqQuery = z.input<typeof faqQuery>;

export const faqSchema = z.object({ id: z.number().int(), question: z.string(), answer: z.string() });
export type Faq = z.infer<typeof faqSchema>;

/** The FAQ in the reader's language (English where a text has none), sections in order. */
export const faqResponse = z.object({
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), faqs: z.array(faqSchema) })),
});
export type FaqResponse = z.infer<typeof faqResponse>;

const sort = wholeNumber(
  z.number({ error: 'sort_format' }).int({ error: 'sort_format' }).min(0).max(10_000),
).default(0);

/** `POST /api/admin/faq/category/save {id?, names, sort}`: a new section without `id`. */
export const faqCategorySaveRequest = z
  .object({
    id: id.optional(),
    names: localizedText(60, { enter: 'enter_name', length: 'name_length' }),
    sort,
  })
  .strict();

/** `POST /api/admin/faq/save {id?, category_id, questions, answers, sort}`; answers are rich text. */
export const faqSaveRequest = z
  .object({
    id: id.optional(),
    category_id: id,
    questions: localizedText(200, { enter: 'enter_question', length: 'question_length' }),
    answers: localizedText(5000, { enter: 'enter_answer', length: 'answer_length' }),
    sort,
  })
  .strict();

/** What the back office edits: every language's text as stored. */
export const adminFaqCategory = z.object({
  id: z.number().int(),
  names: z.record(z.string(), z.string()),
  sort: z.number().int(),
  faqs: z.array(
    z.object({
      id: z.number().int(),
      questions: z.record(z.string(), z.string()),
      answers: z.record(z.string(), z.string()),
      sort: z.number().int(),
    }),
  ),
});
export const adminFaqResponse = z.object({ categories: z.array(adminFaqCategory) });
export const faqIdRequest = z.object({ id }).strict();
