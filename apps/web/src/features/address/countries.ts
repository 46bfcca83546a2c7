import { getAlpha2Codes } from 'i18n-iso-countries';
import { regionLocaleOf } from '../../lib/region-names.ts';

export interface Country {
  code: string;
  name: string;
}

const cache = new Map<string, Country[]>();

/**
 * Every ISO 3166-1 alpha-2 country (the codes of `i18n-iso-countries`, none of its language
 * files), named by `Intl.DisplayNames` in the reader's language and sorted by that language's
 * collation. A code Intl cannot name keeps its code as the name.
 */
export function countriesIn(lang: string): Country[] {
  const locale = regionLocaleOf(lang);
  const cached = cache.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  const list = Object.keys(getAlpha2Codes())
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(locale, list);
  return list;
}

/** Lower case without accents, so "cote" finds "Côte d’Ivoire". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** The countries whose name contains the query, or whose code is it. */
export function searchCountries(list: Country[], query: string): Country[] {
  const wanted = folded(query.trim());
  if (!wanted) return list;
  return list.filter(
    (country) => folded(country.name).includes(wanted) || country.code.toLowerCase() === wanted,
  );
}
