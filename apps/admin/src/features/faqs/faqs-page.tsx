import { Button, Card, Empty, Flex, Popconfirm, Skeleton, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type FaqQuestion,
  type FaqSection,
  useAdminFaq,
  useRemoveQuestion,
  useRemoveSection,
} from './api.ts';
import { QuestionDrawer, type QuestionTarget } from './question-drawer.tsx';
import { SectionModal } from './section-modal.tsx';

/** A text in the admin's language where it has one, else English. */
const textIn = (text: Record<string, string>, lang: string) => text[lang] ?? text.en ?? '';

function SectionCard({
  section,
  onEdit,
  onEditQuestion,
}: {
  section: FaqSection;
  onEdit: () => void;
  onEditQuestion: (question?: FaqQuestion) => void;
}) {
  const { t, i18n } = useTranslation();
  const removeSection = useRemoveSection();
  const removeQuestion = useRemoveQuestion();
  return (
    <Card
      data-testid={`faq-section-${section.id}`}
      title={
        <span data-testid="faq-section-name">
          {textIn(section.names, i18n.language)}{' '}
          <Typography.Text type="secondary">· {section.sort}</Typography.Text>
        </span>
      }
      extra={
        <Space>
          <Button size="small" onClick={() => onEditQuestion()} data-testid="question-new">
            {t('faqs.newQuestion')}
          </Button>
          <Button size="small" onClick={onEdit} data-testid="section-edit">
            {t('faqs.edit')}
          </Button>
          <Popconfirm
            title={t('faqs.confirmDeleteSection')}
            onConfirm={() => removeSection.mutateAsync(section.id).catch(() => undefined)}
          >
            <Button size="small" danger data-testid="section-delete">
              {t('faqs.delete')}
            </Button>
          </Popconfirm>
        </Space>
      }
    >
      <Table<FaqQuestion>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={section.faqs}
        locale={{ emptyText: t('faqs.noQuestions') }}
        onRow={(row) => ({ 'data-testid': `faq-${row.id}` }) as object}
        columns={[
          { title: t('faqs.sort'), dataIndex: 'sort', width: 70 },
          {
            title: t('faqs.question'),
            key: 'question',
            render: (_, row) => (
              <span data-testid="faq-question">{textIn(row.questions, i18n.language)}</span>
            ),
          },
          {
            title: t('faqs.languages'),
            key: 'languages',
            width: 220,
            render: (_, row) => Object.keys(row.questions).join(', '),
          },
          {
            title: '',
            key: 'actions',
            width: 160,
            render: (_, row) => (
              <Space>
                <Button
                  size="small"
                  type="link"
                  onClick={() => onEditQuestion(row)}
                  data-testid="question-edit"
                >
                  {t('faqs.edit')}
                </Button>
                <Popconfirm
                  title={t('faqs.confirmDeleteQuestion')}
                  onConfirm={() => removeQuestion.mutateAsync(row.id).catch(() => undefined)}
                >
                  <Button size="small" type="link" danger data-testid="question-delete">
                    {t('faqs.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}

/**
 * The FAQ editor (permission `content`): the sections in order, each with its questions; a section's
 * names and a question's texts are edited in the 13 languages, the answers as rich text.
 */
export default function FaqsPage() {
  const { t } = useTranslation();
  const { data } = useAdminFaq();
  const [section, setSection] = useState<FaqSection | 'new'>();
  const [question, setQuestion] = useState<QuestionTarget>();
  return (
    <>
      <Flex justify="space-between" align="center">
        <Typography.Title level={3}>{t('faqs.title')}</Typography.Title>
        <Button type="primary" onClick={() => setSection('new')} data-testid="section-new">
          {t('faqs.newSection')}
        </Button>
      </Flex>
      {!data ? (
        <Skeleton active />
      ) : data.categories.length === 0 ? (
        <Empty />
      ) : (
        <Flex vertical gap={16} data-testid="faq-sections">
          {data.categories.map((one) => (
            <SectionCard
              key={one.id}
              section={one}
              onEdit={() => setSection(one)}
              onEditQuestion={(faq) => setQuestion({ sectionId: one.id, ...(faq ? { question: faq } : {}) })}
            />
          ))}
        </Flex>
      )}
      {section && <SectionModal section={section} onClose={() => setSection(undefined)} />}
      {question && data && (
        <QuestionDrawer target={question} sections={data.categories} onClose={() => setQuestion(undefined)} />
      )}
    </>
  );
}
