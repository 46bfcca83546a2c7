import { type Language, LANGUAGES } from '@market/contract/languages';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * A product's title in one language as buyer search matches it (decision 039), with a trigram index
 * on the same expression per language (`titleIndexName`). The code is written into the SQL, not
 * sent as a parameter, so the query and its language's index read the same expression.
 */
export const titleInLanguage = (titles: AnyColumn | SQL, lang: Language): SQL =>
  sql`(${titles} ->> ${sql.raw(`'${lang}'`)})`;

export const titleIndexName = (lang: Language) =>
  `products_title_${lang.toLowerCase().replace('-', '_')}_trgm_idx`;

/** Every language's title index, for the products table's definition. */
export const TITLE_INDEX_LANGUAGES: readonly Language[] = LANGUAGES;
