// shared by the buyer app (address book, checkout, orders) and the seller app (the buyer's address of an order)
/** The Intl locale of an app language for region names: 'tw' and 'zh-CN' name the script. */
export function regionLocaleOf(lang: string): string {
  if (lang === 'tw') return 'zh-Hant';
  if (lang === 'zh-CN') return 'zh-Hans';
  return lang || 'en';
}

/** A country's name (ISO 3166-1 alpha-2) in the reader's language; the code itself when Intl has none. */
export function countryName(code: string, lang: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return code;
  try {
    return (
      new Intl.DisplayNames([regionLocaleOf(lang)], { type: 'region', fallback: 'code' }).of(code) ?? code
    );
  } catch {
    return code;
  }
}

/** The comma between an address's parts as each script writes it. */
const ADDRESS_SEPARATORS: Record<string, string> = { ar: '، ', 'zh-CN': '，', tw: '，', ja: '、' };

/** An address's place (street, city, province, zip, country) on one line, empty parts left out. */
export function placeLine(parts: (string | null | undefined)[], lang: string): string {
  return parts.filter(Boolean).join(ADDRESS_SEPARATORS[lang] ?? ', ');
}

/** An address's place and country on one line, in the reader's language and script. */
export function addressPlace(
  address: { address: string; city: string; province: string; zip: string; country: string },
  lang: string,
): string {
  return placeLine(
    [address.address, address.city, address.province, address.zip, countryName(address.country, lang)],
    lang,
  );
}
