import { LANGUAGE_OPTIONS } from '@market/app-kit/languages';
import type { Language } from '@market/contract/languages';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../i18n/index.ts';

/** The 13 languages by their own names; the choice is shared with the buyer and seller apps. */
export function LanguagePicker() {
  const { i18n, t } = useTranslation();
  return (
    <Select
      data-testid="language-picker"
      aria-label={t('common.language')}
      value={i18n.language as Language}
      style={{ width: 140 }}
      options={LANGUAGE_OPTIONS.map((option) => ({ value: option.value, label: option.langText }))}
      onChange={(lang: Language) => void switchLanguage(lang)}
    />
  );
}
