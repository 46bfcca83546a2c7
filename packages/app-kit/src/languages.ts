import { type Language, LANGUAGES, matchLanguage } from '@market/contract/languages';

/** Where both apps keep the reader's language (spec §3 `lang`): a choice made in one holds in the other. */
export const LANGUAGE_KEY = 'lang';

/** The Intl locale of an app language: 'tw' is the app's code for Traditional Chinese (zh-TW). */
export const localeOf = (lang: string): string => (lang === 'tw' ? 'zh-TW' : lang || 'en');

/** The language object of spec §3: value, langText, icon. */
export interface LanguageOption {
  value: Language;
  langText: string;
  icon: string;
}

export const LANGUAGE_OPTIONS: LanguageOption[] = [
  { value: 'en', langText: 'English', icon: 'EN' },
  { value: 'tw', langText: '繁體中文', icon: '繁' },
  { value: 'zh-CN', langText: '简体中文', icon: '简' },
  { value: 'es', langText: 'Español', icon: 'ES' },
  { value: 'pt', langText: 'Português', icon: 'PT' },
  { value: 'ja', langText: '日本語', icon: '日' },
  { value: 'ko', langText: '한국어', icon: '한' },
  { value: 'hi', langText: 'हिन्दी', icon: 'हि' },
  { value: 'de', langText: 'Deutsch', icon: 'DE' },
  { value: 'ar', langText: 'العربية', icon: 'ع' },
  { value: 'ru', langText: 'Русский', icon: 'RU' },
  { value: 'fr', langText: 'Français', icon: 'FR' },
  { value: 'vi', langText: 'Tiếng Việt', icon: 'VI' },
];

/** Spec §4: the stored lang, else the browser's language among the 13, else English; stored. */
export function detectLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (stored && (LANGUAGES as readonly string[]).includes(stored)) return stored as Language;
  for (const tag of browserLanguages) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return 'en';
}

export function initialLanguage(): Language {
  const lang = detectLanguage(
    localStorage.getItem(LANGUAGE_KEY),
    navigator.languages ?? [navigator.language],
  );
  localStorage.setItem(LANGUAGE_KEY, lang);
  return lang;
}

/** `<html lang dir>` follow the language; Arabic reads right to left. */
export function applyDocumentLanguage(lang: Language): void {
  document.documentElement.lang = localeOf(lang);
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
}
