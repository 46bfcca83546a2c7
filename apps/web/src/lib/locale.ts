/** The Intl locale of an app language: 'tw' is the app's code for Traditional Chinese (zh-TW). */
export const localeOf = (lang: string): string => (lang === 'tw' ? 'zh-TW' : lang || 'en');
