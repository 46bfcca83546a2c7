import type { Language } from '@market/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { StorageKey } from '../lib/storage.ts';
import { applyDocumentLanguage, initialLanguage } from '@market/app-kit/languages';

// one lazily loaded chunk per language
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');
// texts only some pages use (parts/<part>/<lang>.json), fetched with the first of those pages so the
// start-up dictionary stays small (the home route's first load has a budget); which file holds which
// part is itself fetched then (parts/loaders.ts)
const partFiles = () => import('./parts/loaders.ts');

/** The texts of pages that load their part of the dictionary with their chunk (route-table.ts). */
export type TextPart = 'buying' | 'help' | 'loan' | 'merchant' | 'messages' | 'quotes' | 'wallet';

const loaded = new Set<string>();
// the router starts a deep link's page chunk before start-up has set i18next up
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => (markReady = resolve));
const usedParts = new Set<TextPart>();

async function loadOnce(
  key: string,
  lang: Language,
  load: (() => Promise<{ default: Record<string, unknown> }>) | undefined,
) {
  if (loaded.has(key) || !load) return;
  // a deep merge: the start-up dictionary and the parts share one namespace
  i18next.addResourceBundle(lang, 'translation', (await load()).default, true, true);
  loaded.add(key);
}

const loadLanguage = (lang: Language) => loadOnce(lang, lang, loaders[`./locales/${lang}.json`]);
async function loadPart(part: TextPart, lang: Language) {
  const key = `${part}/${lang}`;
  if (!loaded.has(key)) await loadOnce(key, lang, (await partFiles()).partLoaders[`./${key}.json`]);
}

export async function initI18n(): Promise<void> {
  const lang = initialLanguage();
  await i18next.use(initReactI18next).init({
    lng: lang,
    // every dictionary has every English key (dictionaries.test.ts): no English download as fallback
    fallbackLng: false,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await loadLanguage(lang);
  await i18next.changeLanguage(lang);
  applyDocumentLanguage(lang);
  markReady();
}

/** A page's module once its part of the dictionary is there too, in the current language. */
export async function withTexts<T>(part: TextPart, load: () => Promise<T>): Promise<T> {
  usedParts.add(part);
  const [module] = await Promise.all([load(), ready.then(() => loadPart(part, currentLanguage()))]);
  return module;
}

export async function switchLanguage(lang: Language): Promise<void> {
  // the parts pages have already used come along, so those pages never show a missing text
  await Promise.all([loadLanguage(lang), ...[...usedParts].map((part) => loadPart(part, lang))]);
  localStorage.setItem(StorageKey.lang, lang);
  await i18next.changeLanguage(lang);
  applyDocumentLanguage(lang);
}

export const currentLanguage = (): Language => (i18next.language as Language) || 'en';
