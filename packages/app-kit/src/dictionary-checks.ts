import { LANGUAGES } from '@market/contract/languages';
import { describe, expect, it } from 'vitest';

/** Every leaf as [dotted key, value], in file order; anything that is not a plain object is a leaf. */
export function leaves(node: unknown, prefix = ''): [string, unknown][] {
  if (typeof node === 'object' && node !== null && !Array.isArray(node)) {
    return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, node]];
}

/** The i18next interpolations of a value (`{{count}}`, `{{ amount, number }}`), sorted. */
function placeholders(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return [...value.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)].map((match) => match[1]!).sort();
}

/** A glob's files (`./locales/en.json` → its dictionary) by language: the name without folder and `.json`. */
export function byLanguage(files: Record<string, unknown>, folder: RegExp): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(files).map(([path, dictionary]) => [
      path.replace(folder, '').replace(/\.json$/, ''),
      dictionary,
    ]),
  );
}

const others = LANGUAGES.filter((lang) => lang !== 'en');

/**
 * The checks every set of dictionaries of an app passes (one file per language): all 13, strings
 * only, English's keys in English's order, its placeholders, and translations rather than copies.
 */
export function checkDictionaries(sets: [string, Record<string, unknown>][]): void {
  describe.each(sets)('%s', (_name, dictionaries) => {
    const english = new Map(leaves(dictionaries.en));
    const englishKeys = [...english.keys()];
    it('has one dictionary file for each of the 13 languages, and no other', () => {
      expect(LANGUAGES).toHaveLength(13);
      expect(Object.keys(dictionaries).sort()).toEqual([...LANGUAGES].sort());
    });

    it.each([...LANGUAGES])('%s has only non-empty string values', (lang) => {
      const bad = leaves(dictionaries[lang])
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key]) => key);
      expect(bad).toEqual([]);
    });

    it.each(others)('%s has every English key, no other, in the same order', (lang) => {
      const keys = leaves(dictionaries[lang]).map(([key]) => key);
      const missing = englishKeys.filter((key) => !keys.includes(key));
      const extra = keys.filter((key) => !english.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      expect(keys).toEqual(englishKeys);
    });

    it.each(others)('%s keeps the {{placeholders}} of English', (lang) => {
      const mismatched = leaves(dictionaries[lang])
        .filter(([key]) => english.has(key))
        .filter(
          ([key, value]) =>
            JSON.stringify(placeholders(value)) !== JSON.stringify(placeholders(english.get(key))),
        )
        .map(([key, value]) => `${key}: ${String(value)}`);
      expect(mismatched).toEqual([]);
    });

    it.each(others)('%s is a translation, not a copy of English', (lang) => {
      const translated = new Map(leaves(dictionaries[lang]));
      const same = englishKeys.filter((key) => translated.get(key) === english.get(key));
      // a word may stay the same ("Email", "Optional"); at least 90% of the values must differ
      expect(same.length, `same as English: ${same.join(', ')}`).toBeLessThanOrEqual(englishKeys.length / 10);
    });
  });
}

// the sources of app-kit's components, read as text: the keys they ask for must be in every app
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.ts'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** The texts app-kit's components ask for with `t('…')`; an app's English dictionary must have them all. */
export function appKitKeys(): string[] {
  const keys = Object.values(sources).flatMap((text) =>
    [...text.matchAll(/\bt\(\s*'([a-zA-Z][\w.]*)'/g)].map((match) => match[1]!),
  );
  return [...new Set(keys)].sort();
}
