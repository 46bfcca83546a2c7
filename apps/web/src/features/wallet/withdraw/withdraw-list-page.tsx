import type { Withdrawal } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfiniteList } from '../../../components/infinite-list.tsx';
import { EmptyState } from '../../../components/list-states.tsx';
import { LoginRedirect } from '../../../components/login-redirect.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { itemsOf } from '../../../lib/paging.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useSession } from '../../../state/session.ts';
import { useWithdrawals } from '../api/get-withdrawals.ts';
import { RecordSkeleton } from '../components/record-skeleton.tsx';
import { WalletStatus } from '../components/wallet-status.tsx';
import { formatAmount, formatShownAmount, formatWhen } from '../format.ts';
import '../funds.css';
import '../funds-records.css';

/** /withdrawRecode: the caller's withdrawals, newest first: held, paid (with its hash) or refunded. */
export default function WithdrawListPage() {
  const { t } = useTranslation();
  const isLogin = useSession((state) => state.isLogin);
  const query = useWithdrawals();
  if (!isLogin) return <LoginRedirect />;
  const withdrawals = itemsOf(query.data?.pages);
  return (
    <div className="funds-page">
      <PageHeader backTo="/withdraw">{t('withdraw.recordsTitle')}</PageHeader>
      <InfiniteList
        query={query}
        count={withdrawals.length}
        skeleton={<RecordSkeleton />}
        empty={
          <EmptyState
            title={t('withdraw.empty')}
            action={
              <Link to="/withdraw" className="link-button">
                {t('withdraw.title')}
              </Link>
            }
            testId="withdraw-records-empty"
          />
        }
        testId="withdraw-records"
      >
        <ul className="funds-records">
          {withdrawals.map((withdrawal) => (
            <WithdrawalRow key={withdrawal.id} withdrawal={withdrawal} />
          ))}
        </ul>
      </InfiniteList>
    </div>
  );
}

function WithdrawalRow({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const money = useMoney();
  const rows: [string, string, string][] = [
    ['fee', t('withdraw.fee'), formatShownAmount(withdrawal.fee, withdrawal.currency, 'ceil')],
    ['receive', t('withdraw.receive'), formatShownAmount(withdrawal.receive, withdrawal.currency, 'floor')],
    [
      'hold',
      withdrawal.status === 'rejected' ? t('withdraw.refunded') : t('withdraw.deducted'),
      money(withdrawal.hold),
    ],
  ];
  return (
    <li
      className="funds-record"
      data-testid="withdraw-record"
      data-id={withdrawal.id}
      data-status={withdrawal.status}
    >
      <span className="funds-record-main">
        <strong data-testid="record-amount">{formatAmount(withdrawal.amount, withdrawal.currency)}</strong>
        <WalletStatus status={withdrawal.status} />
      </span>
      <span className="funds-record-meta">
        <span>{withdrawal.network}</span>
        <time dateTime={withdrawal.created_at}>{formatWhen(withdrawal.created_at)}</time>
      </span>
      <bdi className="funds-record-address" data-testid="record-address">
        {withdrawal.address}
      </bdi>
      <dl className="funds-rows is-compact">
        {rows.map(([key, label, value]) => (
          <div key={key} className="funds-row">
            <dt>{label}</dt>
            <dd data-testid={`record-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      {withdrawal.status === 'paid' && withdrawal.tx_hash && (
        <p className="funds-record-meta" data-testid="record-tx-hash">
          {t('funds.txHash')}: <bdi>{withdrawal.tx_hash}</bdi>
        </p>
      )}
      {withdrawal.status === 'rejected' && withdrawal.reason && (
        <p className="funds-record-reason" data-testid="record-reason">
          {t('funds.reason', { reason: withdrawal.reason })}
        </p>
      )}
    </li>
  );
}
