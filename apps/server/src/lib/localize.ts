import type { LocalizedText } from '../db/catalogue-schema.ts';

/** The text in the caller's language, else English. */
export function localize(text: LocalizedText, lang: string): string {
  return text[lang] ?? text.en ?? Object.values(text)[0] ?? '';
}
