import { Alert, type ButtonProps, Form, Input, Modal, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { filledTexts, LocalizedFields } from '../../components/localized-fields.tsx';
import { useSaveForm } from '../../lib/use-save-form.ts';
import { type AdminCategory, useSaveCategory } from './api.ts';
import { nameIn, type TreeRow } from './tree.ts';

interface CategoryValues {
  names: Record<string, string>;
  pid: number;
  icon: string;
}

/** What the modal edits: a category, or a new one under `pid`. */
export type CategoryTarget = AdminCategory | { pid: number };

/** The parents a category may move under: the root and every category but itself and its branch. */
function parentOptions(rows: TreeRow[], exclude: number | undefined, lang: string, rootLabel: string) {
  const walk = (nodes: TreeRow[]): object[] =>
    nodes
      .filter((node) => node.id !== exclude)
      .map((node) => ({ value: node.id, title: nameIn(node, lang), children: walk(node.children ?? []) }));
  return [{ value: 0, title: rootLabel, children: walk(rows) }];
}

/** A category's names in the 13 languages (English required), its parent and icon. */
export function CategoryModal({
  target,
  tree,
  onClose,
}: {
  target: CategoryTarget;
  tree: TreeRow[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const saveCategory = useSaveCategory();
  const { form, refusal, save } = useSaveForm<CategoryValues>({
    plain: ['pid', 'icon'],
    localized: ['names'],
  });
  const existing = 'id' in target ? target : undefined;
  const submit = async () => {
    const saved = await save((values) =>
      saveCategory.mutateAsync({
        ...(existing ? { id: existing.id } : {}),
        pid: values.pid ?? 0,
        names: filledTexts(values.names) as { en: string },
        icon: values.icon?.trim() ?? '',
      }),
    );
    if (saved) onClose();
  };
  return (
    <Modal
      open
      width={720}
      title={existing ? t('catalogue.editCategory') : t('catalogue.newCategory')}
      okText={t('catalogue.save')}
      okButtonProps={{ loading: saveCategory.isPending, 'data-testid': 'category-save' } as ButtonProps}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="category-form"
        initialValues={{ names: existing?.names ?? {}, pid: target.pid, icon: existing?.icon ?? '' }}
      >
        {refusal && <Alert type="error" title={refusal} style={{ marginBottom: 16 }} />}
        <Form.Item name="pid" label={t('catalogue.parent')}>
          <TreeSelect
            data-testid="category-parent"
            treeDefaultExpandAll
            treeData={parentOptions(tree, existing?.id, i18n.language, t('catalogue.topLevel'))}
          />
        </Form.Item>
        <LocalizedFields
          testId="category-names"
          fields={[{ name: 'names', label: t('catalogue.name'), max: 60 }]}
        />
        <Form.Item name="icon" label={t('catalogue.icon')} extra={t('catalogue.iconHint')}>
          <Input maxLength={500} data-testid="category-icon" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
