import type { AdminApplication, ApplicationStatus } from '@market/contract';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format.ts';
import { QueueTable } from '../../components/queue-table.tsx';
import { useQueueParams } from '../../lib/queue-params.ts';
import { PAGE_SIZE, useApplications } from './api.ts';
import { ApplicationDrawer } from './application-drawer.tsx';
import { STATUS_COLOR, STATUSES } from './format.ts';

function useColumns(): ColumnsType<AdminApplication> {
  const { t, i18n } = useTranslation();
  return [
    { title: t('applications.id'), dataIndex: 'id', width: 80 },
    {
      title: t('applications.applicant'),
      key: 'applicant',
      render: (_, row) => (
        <>
          <div>{row.username}</div>
          <Typography.Text type="secondary">{row.email}</Typography.Text>
        </>
      ),
    },
    { title: t('applications.storeName'), dataIndex: 'store_name' },
    {
      title: t('applications.submitted'),
      dataIndex: 'submitted_at',
      render: (value: string) => formatTime(value, i18n.language),
    },
    {
      title: t('applications.status'),
      dataIndex: 'status',
      render: (value: ApplicationStatus) => <Tag color={STATUS_COLOR[value]}>{t(`status.${value}`)}</Tag>,
    },
  ];
}

/**
 * The merchant applications queue (`POST /api/admin/merchant/list`), one server page at a time,
 * filtered by status (the pending ones first, oldest first); a row opens the application.
 */
export default function ApplicationsPage() {
  const { t } = useTranslation();
  const params = useQueueParams(STATUSES);
  const { data, isFetching } = useApplications(params.query);
  const columns = useColumns();
  return (
    <>
      <QueueTable<AdminApplication, (typeof STATUSES)[number]>
        title={t('applications.title')}
        statuses={STATUSES}
        statusLabel={(status) => t(`status.${status}`)}
        params={params}
        page={data}
        isFetching={isFetching}
        pageSize={PAGE_SIZE}
        columns={columns}
        testId="applications-table"
        rowTestId="application"
      />
      <ApplicationDrawer id={params.openId} onClose={() => params.update({ id: undefined })} />
    </>
  );
}
