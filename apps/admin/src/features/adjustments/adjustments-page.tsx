import type { Adjustment, AdjustmentStatus } from '@market/contract';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QueueTable, useOpenRow } from '../../components/queue-table.tsx';
import { formatTime } from '../../lib/format.ts';
import { useQueueParams } from '../../lib/queue-params.ts';
import { AdjustmentDrawer } from './adjustment-drawer.tsx';
import { ADJUSTMENT_STATUSES, PAGE_SIZE, useAdjustments } from './api.ts';
import { RequestForm } from './request-form.tsx';
import { ADJUSTMENT_COLOR, statusKey } from './status.ts';

function useColumns(): ColumnsType<Adjustment> {
  const { t, i18n } = useTranslation();
  return [
    { title: t('adjustments.id'), dataIndex: 'id', width: 80 },
    { title: t('adjustments.user'), key: 'user', render: (_, row) => `${row.username} (#${row.user_id})` },
    { title: t('adjustments.amount'), dataIndex: 'amount', render: (value: string) => `${value} USDT` },
    { title: t('adjustments.reason'), dataIndex: 'reason', ellipsis: true },
    { title: t('adjustments.requester'), dataIndex: 'requester' },
    {
      title: t('adjustments.requested'),
      dataIndex: 'created_at',
      render: (value: string) => formatTime(value, i18n.language),
    },
    {
      title: t('adjustments.statusLabel'),
      dataIndex: 'status',
      render: (value: AdjustmentStatus) => <Tag color={ADJUSTMENT_COLOR[value]}>{t(statusKey(value))}</Tag>,
    },
  ];
}

/**
 * Balance adjustments (decision 042): the form that asks for one, and the list (`POST
 * /api/admin/adjustment/list`) where a second admin opens a pending one to approve or reject it.
 * `?user_id=` (from a user's page) fills the form and narrows the list to that user.
 */
export default function AdjustmentsPage() {
  const { t } = useTranslation();
  const params = useQueueParams(ADJUSTMENT_STATUSES);
  const [search] = useSearchParams();
  const userId = Number(search.get('user_id')) || undefined;
  const { data, isFetching } = useAdjustments({ ...params.query, ...(userId ? { userId } : {}) });
  const columns = useColumns();
  const open = useOpenRow(data?.list, params.openId);
  return (
    <>
      <RequestForm userId={userId} />
      <QueueTable<Adjustment, AdjustmentStatus>
        title={t('adjustments.title')}
        statuses={ADJUSTMENT_STATUSES}
        statusLabel={(status) => t(statusKey(status))}
        params={params}
        page={data}
        isFetching={isFetching}
        pageSize={PAGE_SIZE}
        columns={columns}
        testId="adjustments-table"
        rowTestId="adjustment"
      />
      <AdjustmentDrawer adjustment={open} onClose={() => params.update({ id: undefined })} />
    </>
  );
}
