import { describe, expect, it } from 'vitest';
import { addressPlace, countryName, placeLine } from './region-names.ts';

describe('placeLine', () => {
  it("joins an address's parts with the comma of the reader's script, leaving out empty parts", () => {
    const parts = ['Alexanderplatz 1', 'Berlin', '', '10178', 'Germany'];
    expect(placeLine(parts, 'en')).toBe('Alexanderplatz 1, Berlin, 10178, Germany');
    expect(placeLine(parts, 'ar')).toBe('Alexanderplatz 1، Berlin، 10178، Germany');
    expect(placeLine(parts, 'zh-CN')).toBe('Alexanderplatz 1，Berlin，10178，Germany');
    expect(placeLine(parts, 'ja')).toBe('Alexanderplatz 1、Berlin、10178、Germany');
    expect(placeLine(['', undefined, 'Berlin'], 'de')).toBe('Berlin');
  });
});

describe('countryName', () => {
  it('names a country in the reader’s language, and keeps what is not a code', () => {
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('DE', 'tw')).toBe('德國');
    expect(countryName('XX-1', 'en')).toBe('XX-1');
  });
});

describe('addressPlace', () => {
  it('puts the country, in the reader’s language, after the place', () => {
    const address = {
      address: 'Alexanderplatz 1',
      city: 'Berlin',
      province: '',
      zip: '10178',
      country: 'DE',
    };
    expect(addressPlace(address, 'en')).toBe('Alexanderplatz 1, Berlin, 10178, Germany');
    expect(addressPlace(address, 'de')).toBe('Alexanderplatz 1, Berlin, 10178, Deutschland');
  });
});
