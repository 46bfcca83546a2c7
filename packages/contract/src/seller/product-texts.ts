import { z } from 'zod';
import { type Language, LANGUAGES } from '../common/languages.ts';
import { optionalLocalizedText } from '../common/localized-text.ts';
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_TITLE_MAX } from './product-rules.ts';

const keys = (length: string) => ({ language: 'text_language', length });

/**
 * A product's title and description in other languages, by code (decision 039), as the save call
 * takes them: left out, the product keeps the ones it has; a blank one removes that language.
 */
export const productTextDrafts = {
  titles: optionalLocalizedText(PRODUCT_TITLE_MAX, keys('product_title_length')).optional(),
  /** HTML, sanitized as the description is. */
  descriptions: optionalLocalizedText(PRODUCT_DESCRIPTION_MAX, keys('description_length')).optional(),
};

/** The same texts as the seller's detail answers them; a language without one shows the product's own. */
export const productTexts = {
  titles: z.record(z.string(), z.string()),
  descriptions: z.record(z.string(), z.string()),
};

/**
 * The CSV's columns of the title in each language, after `PRODUCT_CSV_COLUMNS` (decision 039):
 * lowercase, as the import reads a header. An empty cell leaves that language's title as it is.
 */
export const PRODUCT_CSV_TITLE_COLUMNS: readonly { lang: Language; column: string }[] = LANGUAGES.map(
  (lang) => ({ lang, column: `title_${lang.toLowerCase()}` }),
);
