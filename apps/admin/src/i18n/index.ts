import { createAppI18n } from '@market/app-kit/app-i18n';

// one lazily loaded chunk per language and file: the app's common texts (locales/) and each
// screen's own (parts/<feature>/), merged when the language loads
const loaders = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*.json',
  './parts/*/*.json',
]);

export const { initI18n, switchLanguage, currentLanguage } = createAppI18n(loaders);
