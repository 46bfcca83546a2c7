import { ChoiceChips } from '@market/app-kit/choice-chips';
import { LANGUAGE_OPTIONS, localeOf } from '@market/app-kit/languages';
import type { Language } from '@market/contract/languages';
import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DescriptionField } from './description-field.tsx';
import './language-texts.css';

/** A product's title and description by language code (decision 039), as the save call takes them. */
export interface LanguageTexts {
  titles: Record<string, string>;
  descriptions: Record<string, string>;
}

const hasText = (texts: LanguageTexts, lang: string) =>
  Boolean(texts.titles[lang]?.trim() || texts.descriptions[lang]?.replace(/<[^>]*>/g, '').trim());

/**
 * The title and description in other languages: a chip per language (one with text says so), the
 * chosen language's title and description below it. A form control: `value` and `onChange` come
 * from Form.Item; a language left blank is removed when the product is saved.
 */
export function LanguageTextsField({
  value = { titles: {}, descriptions: {} },
  onChange,
}: {
  value?: LanguageTexts;
  onChange?: (texts: LanguageTexts) => void;
}) {
  const { t } = useTranslation();
  const [lang, setLang] = useState<Language | undefined>(
    () => LANGUAGE_OPTIONS.find((option) => hasText(value, option.value))?.value,
  );
  const language = LANGUAGE_OPTIONS.find((option) => option.value === lang)?.langText ?? '';
  const change = (part: keyof LanguageTexts, text: string) =>
    lang && onChange?.({ ...value, [part]: { ...value[part], [lang]: text } });
  return (
    <div className="language-texts">
      <p className="language-texts-hint">{t('products.texts.hint')}</p>
      <ChoiceChips
        label={t('products.texts.language')}
        value={lang}
        onChange={setLang}
        testId="text-language"
        choices={LANGUAGE_OPTIONS.map((option) => ({
          value: option.value,
          label: (
            <span lang={localeOf(option.value)}>
              {hasText(value, option.value)
                ? t('products.texts.added', { language: option.langText })
                : option.langText}
            </span>
          ),
        }))}
      />
      {lang && (
        <div
          className="language-texts-fields"
          lang={localeOf(lang)}
          dir={lang === 'ar' ? 'rtl' : undefined}
          key={lang}
        >
          <label className="language-texts-label" htmlFor="language-text-title">
            {t('products.texts.title', { language })}
          </label>
          <Input
            id="language-text-title"
            value={value.titles[lang] ?? ''}
            onChange={(text) => change('titles', text)}
            maxLength={120}
            placeholder={t('products.texts.titlePlaceholder')}
            data-testid="text-title"
          />
          <p className="language-texts-label">{t('products.texts.description', { language })}</p>
          <DescriptionField
            value={value.descriptions[lang] ?? ''}
            onChange={(html) => change('descriptions', html)}
            label={t('products.texts.description', { language })}
          />
        </div>
      )}
    </div>
  );
}
