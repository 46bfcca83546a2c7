import { LANGUAGES } from '@market/contract';
import { describe, expect, it } from 'vitest';

// every locales/*.json and parts/<part>/*.json, loaded the way the app loads its language chunks
// (index.ts); a glob rather than static JSON imports, which the web project's `include: ["src"]`
// would reject in `tsc -b`
const startUp = import.meta.glob<unknown>('./locales/*.json', { eager: true, import: 'default' });
const parts = import.meta.glob<unknown>('./parts/*/*.json', { eager: true, import: 'default' });

/** The dictionaries of one set (the start-up one, or a part) by language. */
function dictionariesOf(files: Record<string, unknown>, folder: RegExp): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(files).map(([path, dictionary]) => [
      path.replace(folder, '').replace(/\.json$/, ''),
      dictionary,
    ]),
  );
}
const sets: [string, Record<string, unknown>][] = [
  ['web dictionaries', dictionariesOf(startUp, /^\.\/locales\//)],
  ...[...new Set(Object.keys(parts).map((path) => path.split('/')[2]!))].map(
    (part): [string, Record<string, unknown>] => [
      `web dictionary part "${part}"`,
      dictionariesOf(
        Object.fromEntries(Object.entries(parts).filter(([path]) => path.startsWith(`./parts/${part}/`))),
        new RegExp(`^\\./parts/${part}/`),
      ),
    ],
  ),
];

/** Every leaf as [dotted key, value], in file order; anything that is not a plain object is a leaf. */
function leaves(node: unknown, prefix = ''): [string, unknown][] {
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

const others = LANGUAGES.filter((lang) => lang !== 'en');

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

describe('web dictionary parts', () => {
  it('share no key with the start-up dictionary (they merge into one namespace)', () => {
    const startUpKeys = new Set(leaves(sets[0]![1].en).map(([key]) => key));
    const shared = sets
      .slice(1)
      .flatMap(([, part]) => leaves(part.en).map(([key]) => key))
      .filter((key) => startUpKeys.has(key));
    expect(shared).toEqual([]);
    expect(sets.length).toBeGreaterThan(1);
  });

  it('share no key with each other (a page may load two of them)', () => {
    const owners = new Map<string, string>();
    const shared: string[] = [];
    for (const [name, part] of sets.slice(1)) {
      for (const [key] of leaves(part.en)) {
        if (owners.has(key)) shared.push(`${key}: ${owners.get(key)} and ${name}`);
        owners.set(key, name);
      }
    }
    expect(shared).toEqual([]);
    expect(sets.length).toBeGreaterThan(2);
  });
});
