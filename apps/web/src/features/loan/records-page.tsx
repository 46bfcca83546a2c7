import type { Loan } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfiniteList } from '../../components/infinite-list.tsx';
import { EmptyState } from '../../components/list-states.tsx';
import { LoginRedirect } from '../../components/login-redirect.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { itemsOf } from '../../lib/paging.ts';
import { useMoney } from '../../lib/use-money.ts';
import { useSession } from '../../state/session.ts';
import { useLoans } from './api/get-loans.ts';
import { LoanStatus } from './components/loan-status.tsx';
import { formatDay } from './format.ts';
import '@market/app-kit/withdraw/funds.css';
import './loan.css';

/** /loan/records: the caller's loans, newest first, each with what is owed next; each opens its detail. */
export default function LoanRecordsPage() {
  const { t } = useTranslation();
  const isLogin = useSession((state) => state.isLogin);
  const query = useLoans();
  if (!isLogin) return <LoginRedirect />;
  const loans = itemsOf(query.data?.pages);
  return (
    <div className="loan-page">
      <PageHeader backTo="/loan">{t('loan.records')}</PageHeader>
      <InfiniteList
        query={query}
        count={loans.length}
        skeleton={<div className="funds-card shimmer loan-record-skeleton" />}
        empty={
          <EmptyState
            title={t('loan.empty')}
            action={
              <Link to="/loan" className="link-button">
                {t('loan.title')}
              </Link>
            }
            testId="loan-records-empty"
          />
        }
        testId="loan-records"
      >
        <ul className="loan-records">
          {loans.map((loan) => (
            <LoanRow key={loan.id} loan={loan} />
          ))}
        </ul>
      </InfiniteList>
    </div>
  );
}

function LoanRow({ loan }: { loan: Loan }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <li>
      <Link
        to={`/loan/${loan.id}`}
        className="loan-record"
        data-testid="loan-record"
        data-id={loan.id}
        data-status={loan.status}
      >
        <span className="loan-record-main">
          <strong>{money(loan.principal)}</strong>
          <LoanStatus status={loan.status} />
        </span>
        <span className="loan-record-meta">
          <span>
            {loan.product_name} · {t('loan.days', { days: loan.term_days })}
          </span>
          <time dateTime={loan.created_at}>{formatDay(loan.created_at)}</time>
        </span>
        {loan.next_due?.due_at && (
          <span className="loan-record-meta" data-testid="loan-record-next">
            {t('loan.nextDue', {
              amount: money(loan.next_due.amount),
              date: formatDay(loan.next_due.due_at),
            })}
          </span>
        )}
        {loan.status === 'rejected' && loan.reason && (
          <span className="loan-record-reason">{t('loan.reason', { reason: loan.reason })}</span>
        )}
      </Link>
    </li>
  );
}
