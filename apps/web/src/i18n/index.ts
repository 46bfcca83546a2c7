import type { Language } from '@market/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { StorageKey } from '../lib/storage.ts';
import { applyDocumentLanguage, initialLanguage } from './languages.ts';

// one lazily loaded chunk per language
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

async function loadLanguage(lang: Language): Promise<void> {
  if (i18next.hasResourceBundle(lang, 'translation')) return;
  const load = loaders[`./locales/${lang}.json`];
  if (!load) return;
  i18next.addResourceBundle(lang, 'translation', (await load()).default, true, true);
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
}

export async function switchLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  localStorage.setItem(StorageKey.lang, lang);
  await i18next.changeLanguage(lang);
  applyDocumentLanguage(lang);
}

export const currentLanguage = (): Language => (i18next.language as Language) || 'en';
