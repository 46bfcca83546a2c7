/** The 13 languages of the app shell (spec §1); `tw` is Traditional Chinese. */
export const LANGUAGES = [
  'tw',
  'zh-CN',
  'en',
  'es',
  'pt',
  'ja',
  'ko',
  'hi',
  'de',
  'ar',
  'ru',
  'fr',
  'vi',
] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Maps one language tag (`zh-HK`, `pt-BR`, `tw`, `EN-us`) to one of ours, or undefined. */
export function matchLanguage(tag: string): Language | undefined {
  const lower = tag.trim().toLowerCase();
  if (!lower) return undefined;
  if (
    lower === 'tw' ||
    lower === 'zh-tw' ||
    lower === 'zh-hk' ||
    lower === 'zh-mo' ||
    lower.startsWith('zh-hant')
  )
    return 'tw';
  if (lower === 'zh' || lower.startsWith('zh-')) return 'zh-CN';
  const exact = LANGUAGES.find((lang) => lang.toLowerCase() === lower);
  if (exact) return exact;
  const primary = lower.split('-')[0];
  return LANGUAGES.find((lang) => lang === primary);
}

/** Picks the best of our languages from an `Accept-Language` header by its q-values; default en. */
export function resolveLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const lang = matchLanguage(entry.tag);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}
