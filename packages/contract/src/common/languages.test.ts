import { describe, expect, it } from 'vitest';
import { LANGUAGES, matchLanguage, resolveLanguage } from './languages.ts';

describe('languages', () => {
  it('are the 13 of the spec', () => {
    expect(LANGUAGES.join(' ')).toBe('tw zh-CN en es pt ja ko hi de ar ru fr vi');
  });

  it.each([
    ['zh-TW', 'tw'],
    ['zh-HK', 'tw'],
    ['zh-Hant-TW', 'tw'],
    ['tw', 'tw'],
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['pt-BR', 'pt'],
    ['EN-us', 'en'],
    ['ar-EG', 'ar'],
    ['vi', 'vi'],
    ['nl', undefined],
    ['', undefined],
  ])('matches %s to %s', (tag, expected) => {
    expect(matchLanguage(tag)).toBe(expected);
  });

  it('resolves an Accept-Language header by q-value, defaulting to en', () => {
    expect(resolveLanguage('nl-NL,nl;q=0.9,de;q=0.8,en;q=0.7')).toBe('de');
    expect(resolveLanguage('en;q=0.5, ja;q=0.9')).toBe('ja');
    expect(resolveLanguage('ko;q=0, fr')).toBe('fr');
    expect(resolveLanguage('xx, yy')).toBe('en');
    expect(resolveLanguage(undefined)).toBe('en');
  });
});
