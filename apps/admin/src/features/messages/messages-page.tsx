import type { AdminSentMessage } from '@market/contract';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { QueueTable } from '../../components/queue-table.tsx';
import { formatTime } from '../../lib/format.ts';
import { useQueueParams } from '../../lib/queue-params.ts';
import { PAGE_SIZE, SENT_TO, useSentMessages } from './api.ts';
import { ComposeForm } from './compose-form.tsx';

/** A text in the reader's language where it was given, else in English. */
const inLanguage = (text: Record<string, string>, lang: string) => text[lang] ?? text.en ?? '';

function useColumns(): ColumnsType<AdminSentMessage> {
  const { t, i18n } = useTranslation();
  return [
    { title: t('messages.id'), dataIndex: 'id', width: 80 },
    {
      title: t('messages.sentAt'),
      dataIndex: 'created_at',
      render: (value: string) => formatTime(value, i18n.language),
    },
    {
      title: t('messages.to'),
      key: 'to',
      render: (_, row) =>
        row.user_id === null ? (
          <Tag color="blue">{t('messages.everyone')}</Tag>
        ) : (
          `${row.username ?? ''} (#${row.user_id})`
        ),
    },
    {
      title: t('messages.titleField'),
      key: 'title',
      render: (_, row) => (
        <>
          <div data-testid="sent-title">{inLanguage(row.title, i18n.language)}</div>
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 420 }}>
            {inLanguage(row.body, i18n.language)}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t('messages.languages'),
      key: 'languages',
      render: (_, row) => Object.keys(row.title).join(', '),
    },
    { title: t('messages.sender'), dataIndex: 'sender' },
    { title: t('messages.reads'), dataIndex: 'reads', width: 90 },
  ];
}

/**
 * Site messages (permission `messages`): a new notice to everyone or to one user over
 * `POST /api/admin/message/send`, and the notices sent so far (`POST /api/admin/message/list`).
 */
export default function MessagesPage() {
  const { t } = useTranslation();
  const params = useQueueParams(SENT_TO);
  const { data, isFetching } = useSentMessages(params.query);
  const columns = useColumns();
  return (
    <>
      <ComposeForm />
      <QueueTable<AdminSentMessage, (typeof SENT_TO)[number]>
        title={t('messages.sentTitle')}
        statuses={SENT_TO}
        statusLabel={(to) => t(to === 'everyone' ? 'messages.everyone' : 'messages.oneUser')}
        params={params}
        page={data}
        isFetching={isFetching}
        pageSize={PAGE_SIZE}
        columns={columns}
        testId="sent-table"
        rowTestId="sent"
      />
    </>
  );
}
