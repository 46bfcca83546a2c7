import type { Language } from '@market/contract/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { applyDocumentLanguage, initialLanguage, LANGUAGE_KEY } from './languages.ts';

type Loaders = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

/**
 * The i18next setup of an app whose texts are one file per language (the seller app, the back
 * office): `loaders` is the app's `import.meta.glob('./locales/*.json')`, each a lazy chunk, and
 * may add `./parts/<part>/<lang>.json` files (one per screen's feature), merged into the language.
 */
export function createAppI18n(loaders: Loaders) {
  async function loadLanguage(lang: Language): Promise<void> {
    if (i18next.hasResourceBundle(lang, 'translation')) return;
    const files = Object.entries(loaders).filter(
      ([path]) =>
        path === `./locales/${lang}.json` || (path.startsWith('./parts/') && path.endsWith(`/${lang}.json`)),
    );
    const bundles = await Promise.all(files.map(async ([, load]) => (await load()).default));
    for (const bundle of bundles) i18next.addResourceBundle(lang, 'translation', bundle, true, true);
  }

  /** Loads the language's texts, stores the choice (shared by the apps) and sets `<html lang dir>`. */
  async function switchLanguage(lang: Language): Promise<void> {
    await loadLanguage(lang);
    localStorage.setItem(LANGUAGE_KEY, lang);
    await i18next.changeLanguage(lang);
    applyDocumentLanguage(lang);
  }

  async function initI18n(): Promise<void> {
    const lang = initialLanguage();
    await i18next.use(initReactI18next).init({
      lng: lang,
      // every dictionary has every English key (dictionaries.test.ts): no English download as fallback
      fallbackLng: false,
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    await switchLanguage(lang);
  }

  const currentLanguage = (): Language => (i18next.language as Language) || 'en';
  return { initI18n, switchLanguage, currentLanguage };
}
