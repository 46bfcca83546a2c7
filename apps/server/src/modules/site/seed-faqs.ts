import { readFileSync } from 'node:fs';
import type { Db } from '../../db/client.ts';
import type { LocalizedText } from '../../lib/localize.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { faqCategories, faqs } from './schema.ts';

interface FaqSeed {
  names: LocalizedText;
  faqs: { questions: LocalizedText; answers: LocalizedText }[];
}

/** The demo FAQ: three sections of buyers' questions in the 13 languages (data in seed-faqs.json). */
export const FAQ_SEED: FaqSeed[] = JSON.parse(
  readFileSync(new URL('./seed-faqs.json', import.meta.url), 'utf8'),
) as FaqSeed[];

/** Seeds the demo FAQ into a database that has none. */
export async function seedFaqs(db: Db): Promise<void> {
  const [any] = await db.select({ id: faqCategories.id }).from(faqCategories).limit(1);
  if (any) return;
  for (const [sort, section] of FAQ_SEED.entries()) {
    const [row] = await db
      .insert(faqCategories)
      .values({ names: section.names, sort })
      .returning({ id: faqCategories.id });
    await db.insert(faqs).values(
      section.faqs.map((faq, order) => ({
        categoryId: row!.id,
        questions: faq.questions,
        answers: Object.fromEntries(
          Object.entries(faq.answers).map(([lang, html]) => [lang, sanitizeRichText(html)]),
        ),
        sort: order,
      })),
    );
  }
}
