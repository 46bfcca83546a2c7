import type { Recharge } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfiniteList } from '../../../components/infinite-list.tsx';
import { EmptyState } from '../../../components/list-states.tsx';
import { LoginRedirect } from '../../../components/login-redirect.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { itemsOf } from '../../../lib/paging.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useSession } from '../../../state/session.ts';
import { useRecharges } from '../api/get-recharges.ts';
import { RecordSkeleton } from '../components/record-skeleton.tsx';
import { WalletStatus } from '../components/wallet-status.tsx';
import { formatAmount, formatWhen } from '../format.ts';
import '../funds.css';
import '../funds-records.css';

/** /rechargeRecode: the caller's recharges with their status, newest first; each opens its detail. */
export default function RechargeListPage() {
  const { t } = useTranslation();
  const isLogin = useSession((state) => state.isLogin);
  const query = useRecharges();
  if (!isLogin) return <LoginRedirect />;
  const recharges = itemsOf(query.data?.pages);
  return (
    <div className="funds-page">
      <PageHeader backTo="/recharge">{t('recharge.recordsTitle')}</PageHeader>
      <InfiniteList
        query={query}
        count={recharges.length}
        skeleton={<RecordSkeleton />}
        empty={
          <EmptyState
            title={t('recharge.empty')}
            action={
              <Link to="/recharge" className="link-button">
                {t('recharge.title')}
              </Link>
            }
            testId="recharge-records-empty"
          />
        }
        testId="recharge-records"
      >
        <ul className="funds-records">
          {recharges.map((recharge) => (
            <RechargeRow key={recharge.id} recharge={recharge} />
          ))}
        </ul>
      </InfiniteList>
    </div>
  );
}

function RechargeRow({ recharge }: { recharge: Recharge }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <li>
      <Link
        to={`/rechargeDetail?id=${recharge.id}`}
        className="funds-record"
        data-testid="recharge-record"
        data-id={recharge.id}
        data-status={recharge.status}
      >
        <span className="funds-record-main">
          <strong data-testid="record-amount">{formatAmount(recharge.amount, recharge.currency)}</strong>
          <WalletStatus status={recharge.status} />
        </span>
        <span className="funds-record-meta">
          <span>{recharge.network}</span>
          <time dateTime={recharge.created_at}>{formatWhen(recharge.created_at)}</time>
        </span>
        {recharge.status === 'approved' && recharge.credited && (
          <span className="funds-record-meta" data-testid="record-credited">
            {t('recharge.creditedValue', { amount: money(recharge.credited) })}
          </span>
        )}
        {recharge.status === 'rejected' && recharge.reason && (
          <span className="funds-record-reason" data-testid="record-reason">
            {t('funds.reason', { reason: recharge.reason })}
          </span>
        )}
      </Link>
    </li>
  );
}
