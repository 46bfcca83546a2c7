import { LANGUAGES } from '@market/contract';
import { describe, expect, it } from 'vitest';
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
});
