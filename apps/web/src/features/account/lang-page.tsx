import { CheckList } from 'antd-mobile';
import { PageHeader } from '../../components/page-header.tsx';
import type { Language } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLanguage, switchLanguage } from '../../i18n/index.ts';
import { LANGUAGE_OPTIONS } from '@market/app-kit/languages';
import { localeOf } from '../../lib/locale.ts';

export default function LangPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader>{t('mine.language')}</PageHeader>
      <CheckList
        value={[currentLanguage()]}
        onChange={(values) => {
          const lang = values[0] as Language | undefined;
          if (lang) void switchLanguage(lang).then(() => navigate(-1));
        }}
      >
        {LANGUAGE_OPTIONS.map((option) => (
          <CheckList.Item
            key={option.value}
            value={option.value}
            data-testid={`lang-${option.value}`}
            prefix={<span className="lang-icon">{option.icon}</span>}
          >
            <span lang={localeOf(option.value)}>{option.langText}</span>
          </CheckList.Item>
        ))}
      </CheckList>
    </>
  );
}
