import { LANGUAGES } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { type ArticleSeed, FOOTER, sanitizedContents } from './seed-articles.ts';

/** The languages of `text` that are missing or blank. */
function missing(text: Record<string, string | undefined>): string[] {
  return LANGUAGES.filter((lang) => !text[lang]?.trim());
}

function flatten(items: ArticleSeed[]): ArticleSeed[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

describe('seeded footer articles', () => {
  const all = flatten(FOOTER);

  it('has a title and content in all 13 languages', () => {
    expect(all.length).toBeGreaterThan(0);
    const gaps = all.map((article) => ({
      article: article.titles.en,
      titles: missing(article.titles),
      contents: missing(article.contents),
    }));
    expect(gaps.filter((gap) => gap.titles.length || gap.contents.length)).toEqual([]);
  });

  it('keeps text and links in every language once sanitized', () => {
    for (const article of all) {
      const clean = sanitizedContents(article.contents);
      expect(missing(clean), article.titles.en).toEqual([]);
      const english = clean.en!;
      for (const lang of LANGUAGES) {
        // the same tags and links as the English page: only the words are translated
        const tags = (html: string) => html.match(/<[^>]+>/g);
        expect(tags(clean[lang]!), `${article.titles.en} (${lang})`).toEqual(tags(english));
      }
    }
  });
});
