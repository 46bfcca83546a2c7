import type { AdminLoan, LoanStatus } from '@market/contract';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { QueueTable } from '../../components/queue-table.tsx';
import { formatTime } from '../../lib/format.ts';
import { useQueueParams } from '../../lib/queue-params.ts';
import { LOAN_STATUSES, PAGE_SIZE, useLoans } from './api.ts';
import { LOAN_COLOR, LoanDrawer } from './loan-drawer.tsx';

function useColumns(): ColumnsType<AdminLoan> {
  const { t, i18n } = useTranslation();
  return [
    { title: t('loans.id'), dataIndex: 'id', width: 80 },
    { title: t('loans.applicant'), dataIndex: 'username' },
    { title: t('loans.product'), dataIndex: 'product_name' },
    { title: t('loans.principal'), key: 'principal', render: (_, row) => `${row.principal} ${row.currency}` },
    { title: t('loans.termDays'), dataIndex: 'term_days' },
    { title: t('loans.outstanding'), dataIndex: 'outstanding' },
    {
      title: t('loans.submitted'),
      dataIndex: 'created_at',
      render: (value: string) => formatTime(value, i18n.language),
    },
    {
      title: t('loans.status'),
      dataIndex: 'status',
      render: (value: LoanStatus) => <Tag color={LOAN_COLOR[value]}>{t(`loans.statuses.${value}`)}</Tag>,
    },
  ];
}

/**
 * The loans (permission `loans`) by status over `POST /api/admin/loan/list`, the reviewing queue
 * first; a row opens the loan, its documents and the decision.
 */
export default function LoansPage() {
  const { t } = useTranslation();
  const params = useQueueParams(LOAN_STATUSES);
  const { data, isFetching } = useLoans(params.query);
  const columns = useColumns();
  return (
    <>
      <QueueTable<AdminLoan, LoanStatus>
        title={t('loans.title')}
        statuses={LOAN_STATUSES}
        statusLabel={(status) => t(`loans.statuses.${status}`)}
        params={params}
        page={data}
        isFetching={isFetching}
        pageSize={PAGE_SIZE}
        columns={columns}
        testId="loans-table"
        rowTestId="loan"
      />
      <LoanDrawer id={params.openId} onClose={() => params.update({ id: undefined })} />
    </>
  );
}
