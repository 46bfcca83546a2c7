import type { Language } from '@market/contract';
import { eq, type Placeholder, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { idArray } from '../../db/prepared.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { type ProductTexts, productDescriptions, products } from './schema.ts';

/** A language as a query reads it: its code, or a prepared statement's placeholder. */
type LanguageParam = Language | Placeholder;

/** The product's title in `lang`, else its own (decision 039). */
export const titleIn = (lang: LanguageParam) =>
  sql<string>`coalesce(${products.titles} ->> ${lang}::text, ${products.title})`;

/**
 * The product's description (sanitized HTML) in `lang`, else its own: one row by key, so the
 * other languages are never read (a `jsonb` of 13 was read whole for one: decision 039, addendum).
 */
export const descriptionIn = (lang: LanguageParam) =>
  sql<string>`coalesce((select ${productDescriptions.description} from ${productDescriptions}
    where ${productDescriptions.productId} = ${products.id} and ${productDescriptions.lang} = ${lang}::text),
    ${products.description})`;

/** A product's descriptions in the languages other than its own, by code (the seller's detail). */
export async function findDescriptions(db: Db | Tx, productId: number): Promise<ProductTexts> {
  const rows = await db
    .select({ lang: productDescriptions.lang, description: productDescriptions.description })
    .from(productDescriptions)
    .where(eq(productDescriptions.productId, productId))
    .orderBy(productDescriptions.lang);
  return Object.fromEntries(rows.map((row) => [row.lang, row.description])) as ProductTexts;
}

/** Descriptions by language, each sanitized as the product's own; one left empty by it is dropped. */
export function sanitizeTexts(descriptions: ProductTexts): ProductTexts {
  return Object.fromEntries(
    Object.entries(descriptions)
      .map(([lang, html]) => [lang, sanitizeRichText(html)])
      .filter(([, html]) => html),
  ) as ProductTexts;
}

/** The titles in `lang` of those products that have one (any product, on sale or not). */
export async function findTitlesIn(
  db: Db,
  productIds: number[],
  lang: Language,
): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, title: sql<string | null>`${products.titles} ->> ${lang}::text` })
    .from(products)
    .where(sql`${products.id} = any(${idArray([...new Set(productIds)])})`);
  return new Map(rows.flatMap((row) => (row.title ? [[row.id, row.title]] : [])));
}
