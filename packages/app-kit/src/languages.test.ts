import { describe, expect, it } from 'vitest';
import { detectLanguage, LANGUAGE_OPTIONS } from './languages.ts';

describe('language detection (spec §4)', () => {
  it('prefers the stored language', () => {
    expect(detectLanguage('ar', ['de-DE'])).toBe('ar');
  });

  it.each([
    [['zh-TW'], 'tw'],
    [['zh-HK'], 'tw'],
    [['zh-CN'], 'zh-CN'],
    [['zh'], 'zh-CN'],
    [['pt-BR'], 'pt'],
    [['nl-NL', 'fr-FR'], 'fr'],
    [['nl-NL'], 'en'],
    [[], 'en'],
  ])('detects %o as %s', (browser, expected) => {
    expect(detectLanguage(null, browser)).toBe(expected);
  });

  it('ignores a stored value that is not one of the 13', () => {
    expect(detectLanguage('xx', ['ja-JP'])).toBe('ja');
  });

  it('offers the 13 languages with value, langText and icon', () => {
    expect(LANGUAGE_OPTIONS).toHaveLength(13);
    for (const option of LANGUAGE_OPTIONS) expect(option.langText.length).toBeGreaterThan(0);
  });
});
