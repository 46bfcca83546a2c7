import type { AdminWithdrawal, WithdrawStatus } from '@market/contract';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format.ts';
import { QueueTable, useOpenRow } from '../../components/queue-table.tsx';
import { useQueueParams } from '../../lib/queue-params.ts';
import { PAGE_SIZE, WITHDRAW_STATUSES, useWithdrawals } from './api.ts';
import { WITHDRAW_COLOR, withdrawStatusLabel } from './status.ts';
import { WithdrawalDrawer } from './withdrawal-drawer.tsx';

function useColumns(): ColumnsType<AdminWithdrawal> {
  const { t, i18n } = useTranslation();
  return [
    { title: t('withdrawals.id'), dataIndex: 'id', width: 80 },
    { title: t('withdrawals.user'), dataIndex: 'username' },
    { title: t('withdrawals.amount'), key: 'amount', render: (_, row) => `${row.amount} ${row.currency}` },
    { title: t('withdrawals.network'), dataIndex: 'network' },
    { title: t('withdrawals.address'), dataIndex: 'address', ellipsis: true },
    {
      title: t('withdrawals.submitted'),
      dataIndex: 'created_at',
      render: (value: string) => formatTime(value, i18n.language),
    },
    {
      title: t('withdrawalSteps.approvals'),
      key: 'approvals',
      render: (_, row) => `${row.approvals.length} / ${row.approvals_required}`,
    },
    {
      title: t('withdrawals.status'),
      dataIndex: 'status',
      render: (value: WithdrawStatus) => (
        <Tag color={WITHDRAW_COLOR[value]}>{withdrawStatusLabel(t, value)}</Tag>
      ),
    },
  ];
}

/**
 * The withdrawals queue (`POST /api/admin/withdraw/list`), one server page at a time, by status; a
 * row opens the withdrawal and the decision.
 */
export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const params = useQueueParams(WITHDRAW_STATUSES);
  const { data, isFetching } = useWithdrawals(params.query);
  const columns = useColumns();
  const open = useOpenRow(data?.list, params.openId);
  return (
    <>
      <QueueTable<AdminWithdrawal, (typeof WITHDRAW_STATUSES)[number]>
        title={t('withdrawals.title')}
        statuses={WITHDRAW_STATUSES}
        statusLabel={(status) => withdrawStatusLabel(t, status)}
        params={params}
        page={data}
        isFetching={isFetching}
        pageSize={PAGE_SIZE}
        columns={columns}
        testId="withdrawals-table"
        rowTestId="withdrawal"
      />
      <WithdrawalDrawer withdrawal={open} onClose={() => params.update({ id: undefined })} />
    </>
  );
}
