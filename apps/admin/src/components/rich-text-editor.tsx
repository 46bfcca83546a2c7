import RichTextEditor, { toolLabelsOf } from '@market/app-kit/rich-text-editor';
import { useTranslation } from 'react-i18next';

/** The shared TipTap editor with the back office's labels; loaded lazily by RichTextField. */
export default function AdminRichTextEditor(props: {
  value: string;
  onChange: (html: string) => void;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return <RichTextEditor {...props} toolLabels={toolLabelsOf(t, 'richText')} />;
}
