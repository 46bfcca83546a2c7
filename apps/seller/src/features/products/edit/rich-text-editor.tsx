import RichTextEditor, { toolLabelsOf } from '@market/app-kit/rich-text-editor';
import { useTranslation } from 'react-i18next';

/** The description editor (decision 033): the shared TipTap editor with the seller app's labels. */
export default function DescriptionEditor(props: {
  value: string;
  onChange: (html: string) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const toolLabels = toolLabelsOf(t, 'products.editor');
  return <RichTextEditor {...props} toolLabels={toolLabels} testId="description-editor" />;
}
