import type { AdminRecharge, RechargeStatus } from '@market/contract';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format.ts';
import { QueueTable, useOpenRow } from '../../components/queue-table.tsx';
import { useQueueParams } from '../../lib/queue-params.ts';
import { PAGE_SIZE, RECHARGE_STATUSES, useRecharges } from './api.ts';
import { RECHARGE_COLOR, RechargeDrawer } from './recharge-drawer.tsx';

function useColumns(): ColumnsType<AdminRecharge> {
  const { t, i18n } = useTranslation();
  return [
    { title: t('recharges.id'), dataIndex: 'id', width: 80 },
    { title: t('recharges.user'), dataIndex: 'username' },
    { title: t('recharges.amount'), key: 'amount', render: (_, row) => `${row.amount} ${row.currency}` },
    { title: t('recharges.network'), dataIndex: 'network' },
    {
      title: t('recharges.submitted'),
      dataIndex: 'created_at',
      render: (value: string) => formatTime(value, i18n.language),
    },
    {
      title: t('recharges.status'),
      dataIndex: 'status',
      render: (value: RechargeStatus) => (
        <Tag color={RECHARGE_COLOR[value]}>{t(`rechargeStatus.${value}`)}</Tag>
      ),
    },
  ];
}

/**
 * The recharges queue (`POST /api/admin/recharge/list`), one server page at a time, by status; a
 * row opens the recharge with its screenshot and the decision.
 */
export default function RechargesPage() {
  const { t } = useTranslation();
  const params = useQueueParams(RECHARGE_STATUSES);
  const { data, isFetching } = useRecharges(params.query);
  const columns = useColumns();
  const open = useOpenRow(data?.list, params.openId);
  return (
    <>
      <QueueTable<AdminRecharge, (typeof RECHARGE_STATUSES)[number]>
        title={t('recharges.title')}
        statuses={RECHARGE_STATUSES}
        statusLabel={(status) => t(`rechargeStatus.${status}`)}
        params={params}
        page={data}
        isFetching={isFetching}
        pageSize={PAGE_SIZE}
        columns={columns}
        testId="recharges-table"
        rowTestId="recharge"
      />
      <RechargeDrawer recharge={open} onClose={() => params.update({ id: undefined })} />
    </>
  );
}
