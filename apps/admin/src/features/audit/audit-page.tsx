import type { AuditEntry, AuditListRequest } from '@market/contract';
import { DatePicker, Form, Input, InputNumber, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format.ts';
import { PAGE_SIZE, useAuditActions, useAuditLog } from './api.ts';
import { AuditDrawer } from './audit-drawer.tsx';

type Filter = Omit<AuditListRequest, 'limit' | 'page'> & { page: number };
/** A day the range picker answers (a dayjs object). */
type PickedDay = { format(template: string): string };

function useColumns(): ColumnsType<AuditEntry> {
  const { t, i18n } = useTranslation();
  return [
    { title: t('audit.id'), dataIndex: 'id', width: 80 },
    {
      title: t('audit.at'),
      dataIndex: 'created_at',
      render: (value: string) => formatTime(value, i18n.language),
    },
    {
      title: t('audit.actor'),
      key: 'actor',
      render: (_, row) => (row.actor_id ? `${row.actor_name ?? ''} (#${row.actor_id})` : '—'),
    },
    { title: t('audit.action'), dataIndex: 'action', render: (value: string) => <code>{value}</code> },
    { title: t('audit.subject'), dataIndex: 'subject', render: (value: string) => <code>{value}</code> },
    { title: t('audit.ip'), dataIndex: 'ip', render: (value: string | null) => value ?? '—' },
  ];
}

/** The filter's fields; a change of any starts again at page 1. */
function Filters({ onChange }: { onChange: (filter: Filter) => void }) {
  const { t } = useTranslation();
  const actions = useAuditActions();
  const [form] = Form.useForm();
  const apply = () => {
    const values = form.getFieldsValue() as {
      actor_id?: number | null;
      action?: string;
      subject?: string;
      days?: [PickedDay, PickedDay] | null;
    };
    onChange({
      ...(values.actor_id ? { actor_id: values.actor_id } : {}),
      ...(values.action ? { action: values.action } : {}),
      ...(values.subject?.trim() ? { subject: values.subject.trim() } : {}),
      ...(values.days
        ? { from: values.days[0].format('YYYY-MM-DD'), to: values.days[1].format('YYYY-MM-DD') }
        : {}),
      page: 1,
    });
  };
  return (
    <Form form={form} layout="inline" onValuesChange={apply} style={{ marginBottom: 16, rowGap: 8 }}>
      <Form.Item name="actor_id" label={t('audit.actorId')}>
        <InputNumber min={1} precision={0} data-testid="audit-actor" />
      </Form.Item>
      <Form.Item name="action" label={t('audit.action')}>
        <Select
          allowClear
          showSearch
          style={{ minWidth: 220 }}
          data-testid="audit-action"
          options={(actions.data ?? []).map((action) => ({ value: action, label: action }))}
        />
      </Form.Item>
      <Form.Item name="subject" label={t('audit.subject')}>
        <Input allowClear placeholder="user:12" data-testid="audit-subject" />
      </Form.Item>
      <Form.Item name="days" label={t('audit.days')}>
        <DatePicker.RangePicker allowEmpty={[false, false]} />
      </Form.Item>
    </Form>
  );
}

/**
 * The audit log (super admins): every admin action with who, when, from where and on what, filtered
 * and paged by the server; a row opens the values before and after. Nothing here changes a row.
 */
export default function AuditPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>({ page: 1 });
  const [open, setOpen] = useState<AuditEntry>();
  const { data, isFetching } = useAuditLog(filter);
  const columns = useColumns();
  return (
    <>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Title level={3}>{t('audit.title')}</Typography.Title>
        <Filters onChange={setFilter} />
      </Space>
      <Table<AuditEntry>
        data-testid="audit-table"
        rowKey="id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        onRow={(row) => ({
          onClick: () => setOpen(row),
          style: { cursor: 'pointer' },
          'data-testid': `audit-${row.id}`,
        })}
        pagination={{
          current: filter.page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          // a count stops at 10,000 (decision 043): older rows are found by a narrower filter
          showTotal: (total) => (data?.total_capped ? `${total}+` : String(total)),
          showSizeChanger: false,
          onChange: (page) => setFilter((current) => ({ ...current, page })),
        }}
      />
      <AuditDrawer entry={open} onClose={() => setOpen(undefined)} />
    </>
  );
}
