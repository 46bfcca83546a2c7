import { LANGUAGE_OPTIONS } from '@market/app-kit/languages';
import { Form, Input, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A text the server keeps per language (`{en, de, …}`, English required): one input per language. */
export interface LocalizedField {
  name: string;
  label: string;
  max: number;
  /** Rows of a text area; none: one line. */
  rows?: number;
  /** An input of its own (a rich-text editor); gets the Form.Item's value and onChange. */
  input?: (lang: string) => ReactNode;
}

/**
 * Texts in the 13 languages, one tab per language (English first and required, the others fall
 * back to it when read), each tab holding every field. The tabs are all rendered, so the form
 * holds every language's value whichever tab is open; a tab with text shows a dot.
 */
export function LocalizedFields({ fields, testId }: { fields: LocalizedField[]; testId: string }) {
  const { t } = useTranslation();
  const values = Form.useWatch([], { preserve: true }) as Record<string, Record<string, string>> | undefined;
  const filled = (lang: string) => fields.some((field) => values?.[field.name]?.[lang]?.trim());
  return (
    <Tabs
      data-testid={testId}
      size="small"
      items={LANGUAGE_OPTIONS.map(({ value: lang, langText }) => ({
        key: lang,
        forceRender: true,
        label: (
          <span data-testid={`${testId}-tab-${lang}`}>
            {langText}
            {filled(lang) ? ' •' : ''}
          </span>
        ),
        children: fields.map((field) => (
          <Form.Item
            key={field.name}
            name={[field.name, lang]}
            label={field.label}
            rules={
              lang === 'en'
                ? [{ required: true, whitespace: true, message: t('localized.englishRequired') }]
                : []
            }
          >
            {field.input ? (
              field.input(lang)
            ) : field.rows ? (
              <Input.TextArea
                rows={field.rows}
                maxLength={field.max}
                showCount
                dir="auto"
                data-testid={`${testId}-${field.name}-${lang}`}
              />
            ) : (
              <Input maxLength={field.max} dir="auto" data-testid={`${testId}-${field.name}-${lang}`} />
            )}
          </Form.Item>
        )),
      }))}
    />
  );
}

/** The values of a localized text without its empty languages. */
export function filledTexts(text: Record<string, string | undefined> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(text ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  );
}
