import { Alert, type ButtonProps, Form, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { LocalizedFields, filledTexts } from '../../components/localized-fields.tsx';
import { useSaveForm } from '../../lib/use-save-form.ts';
import { type FaqSection, useSaveSection } from './api.ts';

interface SectionValues {
  names: Record<string, string>;
  sort: number;
}

/** A FAQ section's names in the 13 languages and its place; `new` opens an empty one. */
export function SectionModal({ section, onClose }: { section: FaqSection | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const saveSection = useSaveSection();
  const { form, refusal, save } = useSaveForm<SectionValues>({ plain: ['sort'], localized: ['names'] });
  const existing = section === 'new' ? undefined : section;
  const submit = async () => {
    const saved = await save((values) =>
      saveSection.mutateAsync({
        ...(existing ? { id: existing.id } : {}),
        names: filledTexts(values.names) as { en: string },
        sort: values.sort ?? 0,
      }),
    );
    if (saved) onClose();
  };
  return (
    <Modal
      open
      width={720}
      title={existing ? t('faqs.editSection') : t('faqs.newSection')}
      okText={t('faqs.save')}
      okButtonProps={{ loading: saveSection.isPending, 'data-testid': 'section-save' } as ButtonProps}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="section-form"
        initialValues={{ names: existing?.names ?? {}, sort: existing?.sort ?? 0 }}
      >
        {refusal && <Alert type="error" title={refusal} style={{ marginBottom: 16 }} />}
        <LocalizedFields
          testId="section-names"
          fields={[{ name: 'names', label: t('faqs.sectionName'), max: 60 }]}
        />
        <Form.Item name="sort" label={t('faqs.sort')} extra={t('faqs.sortHint')}>
          <InputNumber min={0} max={10000} precision={0} data-testid="section-sort" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
