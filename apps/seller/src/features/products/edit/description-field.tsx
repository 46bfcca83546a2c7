import TextArea from 'antd-mobile/es/components/text-area';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// ProseMirror and TipTap (~100 KB gzip) load with the form's description, never with the list
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

/** The description as rich text; while the editor loads, a quiet box of its size. */
export function DescriptionField({
  value = '',
  onChange,
  label,
}: {
  value?: string;
  onChange?: (html: string) => void;
  /** The editor's accessible name; the product's own description by default. */
  label?: string;
}) {
  const { t } = useTranslation();
  const name = label ?? t('products.form.description');
  return (
    <Suspense
      fallback={
        <TextArea className="rich-text-loading" readOnly rows={6} aria-busy="true" aria-label={name} />
      }
    >
      <RichTextEditor value={value} onChange={(html) => onChange?.(html)} label={name} />
    </Suspense>
  );
}
