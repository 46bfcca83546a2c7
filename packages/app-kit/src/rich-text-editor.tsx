import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import './rich-text.css';

/**
 * The rich-text editor of the seller's descriptions and the back office's articles and FAQ answers
 * (decisions 033 and 045): TipTap's starter kit, narrowed to what the server's sanitizer keeps
 * (paragraphs, h2/h3, bold, italic, underline, strike, lists, quotes, links), so what the writer
 * sees is what buyers get. Import it lazily: ProseMirror is ~100 KB gzip.
 */
const extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    horizontalRule: false,
    heading: { levels: [2, 3] },
    link: { openOnClick: false, protocols: ['https', 'mailto'] },
  }),
];

interface Tool {
  key: RichTextTool;
  label: string;
  run: (editor: Editor) => boolean;
  isActive?: (editor: Editor) => boolean;
}

export const RICH_TEXT_TOOLS = [
  'bold',
  'italic',
  'underline',
  'heading',
  'bulletList',
  'orderedList',
  'blockquote',
  'undo',
  'redo',
] as const;
export type RichTextTool = (typeof RICH_TEXT_TOOLS)[number];

const TOOLS: Tool[] = [
  {
    key: 'bold',
    label: 'B',
    run: (e) => e.chain().focus().toggleBold().run(),
    isActive: (e) => e.isActive('bold'),
  },
  {
    key: 'italic',
    label: 'I',
    run: (e) => e.chain().focus().toggleItalic().run(),
    isActive: (e) => e.isActive('italic'),
  },
  {
    key: 'underline',
    label: 'U',
    run: (e) => e.chain().focus().toggleUnderline().run(),
    isActive: (e) => e.isActive('underline'),
  },
  {
    key: 'heading',
    label: 'H',
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    isActive: (e) => e.isActive('heading'),
  },
  {
    key: 'bulletList',
    label: '•',
    run: (e) => e.chain().focus().toggleBulletList().run(),
    isActive: (e) => e.isActive('bulletList'),
  },
  {
    key: 'orderedList',
    label: '1.',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    isActive: (e) => e.isActive('orderedList'),
  },
  {
    key: 'blockquote',
    label: '❝',
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    isActive: (e) => e.isActive('blockquote'),
  },
  { key: 'undo', label: '↶', run: (e) => e.chain().focus().undo().run() },
  { key: 'redo', label: '↷', run: (e) => e.chain().focus().redo().run() },
];

/** The toolbar's labels from the app's dictionary: `${prefix}.toolbar`, `${prefix}.bold`… */
export function toolLabelsOf(t: (key: string) => string, prefix: string): RichTextEditorProps['toolLabels'] {
  const labels = { toolbar: t(`${prefix}.toolbar`) } as RichTextEditorProps['toolLabels'];
  for (const tool of RICH_TEXT_TOOLS) labels[tool] = t(`${prefix}.${tool}`);
  return labels;
}

/** An empty editor still holds `<p></p>`: that is no text. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  /** The field's name, read by screen readers. */
  label: string;
  /** The toolbar's and each tool's accessible names, in the app's language. */
  toolLabels: Record<RichTextTool | 'toolbar', string>;
  testId: string;
}

export default function RichTextEditor({ value, onChange, label, toolLabels, testId }: RichTextEditorProps) {
  const editor = useEditor({
    extensions,
    content: value,
    editorProps: {
      attributes: {
        class: 'rich-text-content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'data-testid': testId,
      },
    },
    onUpdate: ({ editor: current }) => onChange(htmlOf(current)),
  });
  // the toolbar's pressed states follow the selection without re-rendering on every keystroke
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(TOOLS.map((tool) => [tool.key, Boolean(current && tool.isActive?.(current))])),
  });

  return (
    <div className="rich-text">
      <div className="rich-text-toolbar" role="toolbar" aria-label={toolLabels.toolbar}>
        {TOOLS.map((tool) => (
          <button
            key={tool.key}
            type="button"
            className={`rich-text-tool tool-${tool.key}`}
            aria-label={toolLabels[tool.key]}
            title={toolLabels[tool.key]}
            aria-pressed={tool.isActive ? Boolean(active?.[tool.key]) : undefined}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => editor && tool.run(editor)}
          >
            <span aria-hidden="true">{tool.label}</span>
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
