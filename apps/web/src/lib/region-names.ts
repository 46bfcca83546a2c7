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
