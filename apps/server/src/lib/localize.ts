/** A name per language code; `en` is always present and the fallback. */
export type LocalizedText = Record<string, string>;

/** The text in the caller's language, else English. */
export function localize(text: LocalizedText, lang: string): string {
  return text[lang] ?? text.en ?? Object.values(text)[0] ?? '';
}
