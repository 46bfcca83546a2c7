import type { Language } from '@market/contract/languages';
import { App, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import type { router as appRouter } from './router.tsx';
import { ANTD_LOCALES } from './antd-locales.ts';

/** antd's locale for the chosen language, loaded when the language changes. */
function useAntdLocale(lang: Language): Locale | undefined {
  const [locale, setLocale] = useState<{ lang: Language; locale: Locale }>();
  useEffect(() => {
    let isCurrent = true;
    void (ANTD_LOCALES[lang] ?? ANTD_LOCALES.en)().then((module) => {
      if (isCurrent) setLocale({ lang, locale: module.default });
    });
    return () => {
      isCurrent = false;
    };
  }, [lang]);
  return locale?.locale;
}

/**
 * antd's configuration for the whole app: the language's own texts and, for Arabic, right to left
 * (`<html dir>` is set by i18n/index.ts; antd's components need `direction` as well).
 */
export function AppConfig({ router }: { router: typeof appRouter }) {
  const { i18n } = useTranslation();
  const lang = (i18n.language || 'en') as Language;
  const locale = useAntdLocale(lang);
  return (
    <ConfigProvider
      direction={lang === 'ar' ? 'rtl' : 'ltr'}
      {...(locale ? { locale } : {})}
      theme={{ token: { colorPrimary: '#0b57d0' } }}
    >
      <App>
        <RouterProvider router={router} />
      </App>
    </ConfigProvider>
  );
}
