import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

// ProseMirror and TipTap load with the first editor opened, never with the lists
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

/**
 * Rich text (an article's content, a FAQ answer) as a form field: the shared TipTap editor. The
 * server sanitizes what it stores; the editor offers only what the sanitizer keeps.
 */
export function RichTextField({
  value = '',
  onChange,
  label,
  testId,
}: {
  value?: string;
  onChange?: (html: string) => void;
  label: string;
  testId: string;
}) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <RichTextEditor value={value} onChange={(html) => onChange?.(html)} label={label} testId={testId} />
    </Suspense>
  );
}
