import type { AdminLoanDetail, LoanStatus } from '@market/contract';
import { ConfigProvider, Drawer, Flex, Skeleton, Table, Tag, Typography } from 'antd';
import { type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../components/detail-list.tsx';
import { PrivateDocument } from '../../components/private-document.tsx';
import { ReviewForm } from '../../components/review-form.tsx';
import { formatTime } from '../../lib/format.ts';
import { useLoan, useLoanReview } from './api.ts';

export const LOAN_COLOR: Record<LoanStatus, string> = {
  reviewing: 'gold',
  rejected: 'red',
  repaying: 'blue',
  overdue: 'volcano',
  repaid: 'green',
};

function Fields({ loan }: { loan: AdminLoanDetail }) {
  const { t, i18n } = useTranslation();
  const usdt = (amount: string) => `${amount} ${loan.currency}`;
  const rows: [string, ReactNode][] = [
    [
      t('loans.status'),
      <Tag color={LOAN_COLOR[loan.status]} data-testid="loan-status">
        {t(`loans.statuses.${loan.status}`)}
      </Tag>,
    ],
    [t('loans.applicant'), `${loan.username} · ${loan.email} (#${loan.user_id})`],
    [t('loans.product'), loan.product_name],
    [t('loans.principal'), <strong data-testid="loan-principal">{usdt(loan.principal)}</strong>],
    [t('loans.termDays'), loan.term_days],
    [t('loans.dailyRate'), loan.daily_rate],
    [t('loans.interest'), usdt(loan.interest)],
    [t('loans.totalDue'), usdt(loan.total_due)],
    [t('loans.score'), t('loans.scores', { applied: loan.credit_score, now: loan.score })],
    [
      t('loans.purpose'),
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
        {loan.purpose}
      </Typography.Paragraph>,
    ],
    [t('loans.submitted'), formatTime(loan.created_at, i18n.language)],
  ];
  if (loan.reviewed_at) rows.push([t('loans.reviewed'), formatTime(loan.reviewed_at, i18n.language)]);
  if (loan.disbursed_at) rows.push([t('loans.repaid'), `${usdt(loan.repaid)} / ${usdt(loan.total_due)}`]);
  if (loan.reason) rows.push([t('review.reason'), <span data-testid="loan-reason">{loan.reason}</span>]);
  return <DetailList rows={rows} testId="loan-fields" />;
}

function Schedule({ loan }: { loan: AdminLoanDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <Table
      size="small"
      rowKey="seq"
      pagination={false}
      data-testid="loan-schedule"
      dataSource={loan.instalments}
      columns={[
        { title: '#', dataIndex: 'seq', width: 48 },
        {
          title: t('loans.due'),
          key: 'due',
          render: (_, row) =>
            row.due_at ? formatTime(row.due_at, i18n.language) : t('loans.dayN', { day: row.due_day }),
        },
        { title: t('loans.amount'), dataIndex: 'amount' },
        {
          title: t('loans.status'),
          dataIndex: 'status',
          render: (value: string) => t(`loans.instalment.${value}`),
        },
      ]}
    />
  );
}

/**
 * One loan (`POST /api/admin/loan/detail`): the terms, the purpose, the applicant's score then and
 * now, the private documents in place and the schedule; while it is reviewing, the decision.
 */
export function LoanDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { data } = useLoan(id);
  const review = useLoanReview();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const loan = data && data.id === id ? data : undefined;
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      placement={direction === 'rtl' ? 'left' : 'right'}
      size={680}
      title={loan ? t('loans.detailTitle', { id: loan.id }) : t('loans.title')}
      data-testid="loan-drawer"
    >
      {!loan ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={24}>
          <Fields loan={loan} />
          <div>
            <Typography.Title level={5}>{t('loans.documents')}</Typography.Title>
            {loan.documents.length === 0 && <Typography.Text type="secondary">—</Typography.Text>}
            <Flex wrap gap={16}>
              {loan.documents.map((document, index) => (
                <PrivateDocument
                  key={document.id}
                  url={document.url}
                  label={t('loans.documentN', { n: index + 1 })}
                  testId={`loan-document-${index + 1}`}
                />
              ))}
            </Flex>
          </div>
          <div>
            <Typography.Title level={5}>{t('loans.schedule')}</Typography.Title>
            <Schedule loan={loan} />
          </div>
          <ReviewForm
            key={loan.id}
            isPending={loan.status === 'reviewing'}
            isSaving={review.isPending}
            decide={(decision) => review.mutateAsync({ id: loan.id, ...decision })}
          />
        </Flex>
      )}
    </Drawer>
  );
}
