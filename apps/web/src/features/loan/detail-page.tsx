import { ApiError } from '@market/client';
import type { LoanDetail } from '@market/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState, QueryState } from '../../components/list-states.tsx';
import { LoginRedirect } from '../../components/login-redirect.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useMoney } from '../../lib/use-money.ts';
import { useSession } from '../../state/session.ts';
import { useLoan } from './api/get-loan.ts';
import { LoanDocuments } from './components/loan-documents.tsx';
import { LoanStatus } from './components/loan-status.tsx';
import { RepayForm } from './components/repay-form.tsx';
import { ScheduleList } from './components/schedule-list.tsx';
import { formatRate, formatWhen } from './format.ts';
import '@market/app-kit/withdraw/funds.css';
import './loan.css';

/** /loan/:id: one loan, its amounts and schedule, its documents, and the repayment while it runs. */
export default function LoanDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id) || 0;
  const isLogin = useSession((state) => state.isLogin);
  const query = useLoan(id);
  if (!isLogin) return <LoginRedirect />;
  const isMissing = id <= 0 || (query.error instanceof ApiError && query.error.code === 404);
  return (
    <div className="loan-page">
      <PageHeader backTo="/loan/records">{t('loan.detailTitle')}</PageHeader>
      {isMissing ? (
        <EmptyState
          title={t('loan.notFound')}
          action={
            <Link to="/loan/records" className="link-button">
              {t('loan.records')}
            </Link>
          }
          testId="loan-missing"
        />
      ) : query.data ? (
        <LoanView loan={query.data} />
      ) : (
        <QueryState query={query} skeleton={<div className="funds-card shimmer loan-skeleton" />} />
      )}
    </div>
  );
}

function LoanView({ loan }: { loan: LoanDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const rows: [string, ReactNode, string][] = [
    [t('loan.product'), loan.product_name, 'product'],
    [t('loan.term'), t('loan.days', { days: loan.term_days }), 'term'],
    [t('loan.dailyRate'), formatRate(loan.daily_rate), 'rate'],
    [t('loan.interest'), money(loan.interest), 'interest'],
    [t('loan.totalDue'), money(loan.total_due), 'total'],
    [t('loan.repaid'), money(loan.repaid), 'repaid'],
    [t('loan.outstanding'), money(loan.outstanding), 'outstanding'],
    [t('loan.purpose'), loan.purpose, 'purpose'],
    [t('loan.appliedAt'), formatWhen(loan.created_at), 'applied'],
  ];
  if (loan.disbursed_at) rows.push([t('loan.disbursedAt'), formatWhen(loan.disbursed_at), 'disbursed']);
  if (loan.repaid_at) rows.push([t('loan.repaidAt'), formatWhen(loan.repaid_at), 'repaid-at']);
  const isRunning = loan.status === 'repaying' || loan.status === 'overdue';
  return (
    <div data-testid="loan-detail" data-id={loan.id} data-status={loan.status}>
      <section className="funds-card loan-detail-head">
        <LoanStatus status={loan.status} />
        <p className="loan-detail-amount" data-testid="loan-detail-principal">
          {money(loan.principal)}
        </p>
        <p className="funds-hint">{t(`loan.statusText.${loan.status}`)}</p>
        {loan.status === 'rejected' && loan.reason && (
          <p className="loan-record-reason" data-testid="loan-detail-reason">
            {t('loan.reason', { reason: loan.reason })}
          </p>
        )}
      </section>
      {isRunning && <RepayForm loan={loan} />}
      <dl className="funds-card funds-rows">
        {rows.map(([label, value, key]) => (
          <div key={key} className="funds-row" data-testid={`loan-detail-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section className="funds-card">
        <h2 className="loan-card-title">{t('loan.schedule')}</h2>
        <ScheduleList instalments={loan.instalments} testId="loan-schedule" />
      </section>
      <LoanDocuments documents={loan.documents} />
    </div>
  );
}
