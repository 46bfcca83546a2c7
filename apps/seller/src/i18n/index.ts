import { createAppI18n } from '@market/app-kit/app-i18n';

// one lazily loaded chunk per language: this app's texts are few enough for one file each
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

export const { initI18n, switchLanguage, currentLanguage } = createAppI18n(loaders);
