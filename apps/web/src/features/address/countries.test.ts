import { describe, expect, it } from 'vitest';
import { countryName, regionLocaleOf } from '../../lib/region-names.ts';
import { countriesIn, searchCountries } from './countries.ts';

describe('country list', () => {
  it('has every ISO 3166-1 alpha-2 code once', () => {
    const codes = countriesIn('en').map((country) => country.code);
    expect(codes.length).toBeGreaterThanOrEqual(249);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['DE', 'CN', 'TW', 'SA', 'BR', 'US']));
    expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it('names and sorts in the reader language', () => {
    const en = countriesIn('en');
    expect(en.find((country) => country.code === 'DE')!.name).toBe('Germany');
    expect(en.map((country) => country.name)).toEqual(
      [...en.map((country) => country.name)].sort(new Intl.Collator('en').compare),
    );
    expect(en[0]!.name).toBe('Afghanistan');

    expect(countriesIn('de').find((country) => country.code === 'DE')!.name).toBe('Deutschland');
    // German collation puts Ä with A: Ägypten comes before Albanien
    const de = countriesIn('de').map((country) => country.name);
    expect(de.indexOf('Ägypten')).toBeLessThan(de.indexOf('Albanien'));

    expect(countriesIn('ar').find((country) => country.code === 'EG')!.name).toBe('مصر');
  });

  it('writes Chinese in the script of the app language', () => {
    expect(regionLocaleOf('tw')).toBe('zh-Hant');
    expect(regionLocaleOf('zh-CN')).toBe('zh-Hans');
    expect(countryName('TW', 'tw')).toBe('台灣');
    expect(countryName('CN', 'zh-CN')).toBe('中国');
    expect(countryName('CN', 'tw')).toBe('中國');
  });

  it('searches by name without accents, or by code', () => {
    const en = countriesIn('en');
    expect(searchCountries(en, 'cote').map((country) => country.code)).toContain('CI');
    expect(searchCountries(en, 'de').map((country) => country.code)).toContain('DE');
    expect(searchCountries(en, 'GERM').map((country) => country.code)).toEqual(['DE']);
    expect(searchCountries(en, '  ')).toBe(en);
  });
});
