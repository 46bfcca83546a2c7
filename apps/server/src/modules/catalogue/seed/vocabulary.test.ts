import { LANGUAGES } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { seedDescription } from './descriptions.ts';
import { QUALITY_COUNT, seedTitle } from './title-words.ts';
import { CATEGORIES } from './vocabulary.ts';

/** The languages of `text` that are missing or blank. */
function missing(text: Record<string, string | undefined>): string[] {
  return LANGUAGES.filter((lang) => !text[lang]?.trim());
}

describe('seeded catalogue vocabulary', () => {
  it('names every top category in all 13 languages', () => {
    const gaps = CATEGORIES.map((top) => ({ category: top.names.en, missing: missing(top.names) }));
    expect(gaps.filter((gap) => gap.missing.length)).toEqual([]);
  });

  it('names every sub-category in all 13 languages', () => {
    const subs = CATEGORIES.flatMap((top) => top.subs);
    expect(subs.length).toBeGreaterThan(0);
    const gaps = subs.map((sub) => ({ category: sub.names.en, missing: missing(sub.names) }));
    expect(gaps.filter((gap) => gap.missing.length)).toEqual([]);
  });

  it('names every product noun in all 13 languages', () => {
    const nouns = CATEGORIES.flatMap((top) => top.subs.flatMap((sub) => sub.nouns));
    expect(nouns.length).toBeGreaterThan(50);
    expect(
      nouns.map((noun) => ({ noun: noun.en, missing: missing(noun) })).filter((gap) => gap.missing.length),
    ).toEqual([]);
  });

  it('writes every title and description in its own language, with every quality', () => {
    const noun = CATEGORIES[0]!.subs[0]!.nouns[0]!;
    const image = { hash: 'a'.repeat(64), width: 640 };
    for (const lang of LANGUAGES) {
      const titles = Array.from({ length: QUALITY_COUNT }, (_, quality) =>
        seedTitle(lang, { quality, noun, model: 'A1', pack: 6 }),
      );
      expect(new Set(titles).size, lang).toBe(QUALITY_COUNT);
      expect(
        titles.filter((title) => title.includes('undefined') || !title.includes(noun[lang])),
        lang,
      ).toEqual([]);
      const description = seedDescription(lang, { noun, image, colors: ['Red', 'Navy'] });
      expect(description, lang).toContain(`<strong>${noun[lang]}</strong>`);
    }
    expect(seedTitle('de', { quality: 0, noun, model: 'A1', pack: 6 })).toBe(
      'Baumwoll-T-Shirt in Premium-Qualität A1 (6er-Pack)',
    );
    expect(seedDescription('de', { noun, image, colors: ['Red', 'Navy'] })).toContain(
      'Farben: Rot, Marineblau',
    );
  });
});
