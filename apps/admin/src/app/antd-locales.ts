import type { Language } from '@market/contract/languages';
import type { Locale } from 'antd/es/locale';

/** antd's own texts (pagination, empty tables, pickers) in each language, one chunk each. */
export const ANTD_LOCALES: Record<Language, () => Promise<{ default: Locale }>> = {
  en: () => import('antd/es/locale/en_US'),
  'zh-CN': () => import('antd/es/locale/zh_CN'),
  tw: () => import('antd/es/locale/zh_TW'),
  ja: () => import('antd/es/locale/ja_JP'),
  ko: () => import('antd/es/locale/ko_KR'),
  de: () => import('antd/es/locale/de_DE'),
  fr: () => import('antd/es/locale/fr_FR'),
  es: () => import('antd/es/locale/es_ES'),
  pt: () => import('antd/es/locale/pt_BR'),
  ru: () => import('antd/es/locale/ru_RU'),
  vi: () => import('antd/es/locale/vi_VN'),
  hi: () => import('antd/es/locale/hi_IN'),
  ar: () => import('antd/es/locale/ar_EG'),
};
