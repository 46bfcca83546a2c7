import { Alert, Button, ConfigProvider, Drawer, Form, InputNumber, Select, Space } from 'antd';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedFields, filledTexts } from '../../components/localized-fields.tsx';
import { RichTextField } from '../../components/rich-text-field.tsx';
import { useSaveForm } from '../../lib/use-save-form.ts';
import { type FaqQuestion, type FaqSection, useSaveQuestion } from './api.ts';

interface QuestionValues {
  category_id: number;
  questions: Record<string, string>;
  answers: Record<string, string>;
  sort: number;
}

export type QuestionTarget = { sectionId: number; question?: FaqQuestion };

/** A question and its answer (rich text) in the 13 languages, its section and its place. */
export function QuestionDrawer({
  target,
  sections,
  onClose,
}: {
  target: QuestionTarget;
  sections: FaqSection[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const saveQuestion = useSaveQuestion();
  const { form, refusal, save } = useSaveForm<QuestionValues>({
    plain: ['category_id', 'sort'],
    localized: ['questions', 'answers'],
  });
  const existing = target.question;
  const submit = async () => {
    const saved = await save((values) =>
      saveQuestion.mutateAsync({
        ...(existing ? { id: existing.id } : {}),
        category_id: values.category_id,
        questions: filledTexts(values.questions) as { en: string },
        answers: filledTexts(values.answers) as { en: string },
        sort: values.sort ?? 0,
      }),
    );
    if (saved) onClose();
  };
  return (
    <Drawer
      open
      size={820}
      placement={direction === 'rtl' ? 'left' : 'right'}
      title={existing ? t('faqs.editQuestion') : t('faqs.newQuestion')}
      onClose={onClose}
      data-testid="question-drawer"
      extra={
        <Space>
          <Button onClick={onClose}>{t('faqs.cancel')}</Button>
          <Button
            type="primary"
            loading={saveQuestion.isPending}
            onClick={() => void submit()}
            data-testid="question-save"
          >
            {t('faqs.save')}
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="question-form"
        initialValues={{
          category_id: target.sectionId,
          questions: existing?.questions ?? {},
          answers: existing?.answers ?? {},
          sort: existing?.sort ?? 0,
        }}
      >
        {refusal && <Alert type="error" title={refusal} style={{ marginBottom: 16 }} />}
        <Space size="large">
          <Form.Item name="category_id" label={t('faqs.section')}>
            <Select
              style={{ width: 280 }}
              data-testid="question-section"
              options={sections.map((section) => ({
                value: section.id,
                label: section.names[i18n.language] ?? section.names.en,
              }))}
            />
          </Form.Item>
          <Form.Item name="sort" label={t('faqs.sort')}>
            <InputNumber min={0} max={10000} precision={0} data-testid="question-sort" />
          </Form.Item>
        </Space>
        <LocalizedFields
          testId="question-text"
          fields={[
            { name: 'questions', label: t('faqs.question'), max: 200 },
            {
              name: 'answers',
              label: t('faqs.answer'),
              max: 5000,
              input: (lang) => (
                <RichTextField label={t('faqs.answer')} testId={`question-text-answers-${lang}`} />
              ),
            },
          ]}
        />
      </Form>
    </Drawer>
  );
}
