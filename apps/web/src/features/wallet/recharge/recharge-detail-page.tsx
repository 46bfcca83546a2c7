import { ApiError } from '@market/client';
import type { Recharge } from '@market/contract';
import { normalize } from '@market/contract/decimal';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, QueryState } from '../../../components/list-states.tsx';
import { LoginRedirect } from '../../../components/login-redirect.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useMoney } from '../../../lib/use-money.ts';
import { usePrivateImage } from '../../../lib/use-private-image.ts';
import { useSession } from '../../../state/session.ts';
import { useRecharge } from '../api/get-recharge.ts';
import { CHAIN_NAMES } from '../channel.ts';
import { WalletStatus } from '../components/wallet-status.tsx';
import { formatAmount, formatWhen } from '../format.ts';
import '../funds.css';
import '../funds-records.css';

/** /rechargeDetail?id=N: one recharge, its transfer, its screenshot and its review. */
export default function RechargeDetailPage() {
  const { t } = useTranslation();
  const id = Number(useSearchParams()[0].get('id')) || 0;
  const isLogin = useSession((state) => state.isLogin);
  const query = useRecharge(id);
  if (!isLogin) return <LoginRedirect />;
  const recharge = query.data;
  return (
    <div className="funds-page">
      <PageHeader backTo="/rechargeRecode">{t('recharge.detailTitle')}</PageHeader>
      {id <= 0 || (query.error instanceof ApiError && query.error.code === 404) ? (
        <EmptyState
          title={t('recharge.notFound')}
          action={
            <Link to="/rechargeRecode" className="link-button">
              {t('recharge.recordsTitle')}
            </Link>
          }
          testId="recharge-missing"
        />
      ) : !recharge ? (
        <QueryState query={query} skeleton={<div className="funds-card shimmer funds-skeleton" />} />
      ) : (
        <RechargeDetail recharge={recharge} />
      )}
    </div>
  );
}

function RechargeDetail({ recharge }: { recharge: Recharge }) {
  const { t } = useTranslation();
  const money = useMoney();
  const screenshot = usePrivateImage(recharge.image || undefined);
  const rows: [string, ReactNode, string][] = [
    [t('funds.network'), `${recharge.network} · ${CHAIN_NAMES[recharge.network]}`, 'network'],
    [t('recharge.depositAddress'), <bdi key="address">{recharge.address}</bdi>, 'address'],
    [t('funds.txHash'), recharge.tx_hash ? <bdi key="hash">{recharge.tx_hash}</bdi> : '—', 'tx-hash'],
    [t('funds.createdAt'), formatWhen(recharge.created_at), 'created'],
  ];
  if (recharge.reviewed_at) rows.push([t('funds.reviewedAt'), formatWhen(recharge.reviewed_at), 'reviewed']);
  if (recharge.status === 'approved' && recharge.rate && recharge.credited) {
    if (recharge.currency !== 'USDT') {
      rows.push([
        t('recharge.rate'),
        t('recharge.rateValue', { currency: recharge.currency, rate: normalize(recharge.rate) }),
        'rate',
      ]);
    }
    rows.push([t('recharge.credited'), money(recharge.credited), 'credited']);
  }
  return (
    <div data-testid="recharge-detail" data-id={recharge.id} data-status={recharge.status}>
      <section className="funds-card funds-detail-head">
        <WalletStatus status={recharge.status} />
        <p className="transfer-amount" data-testid="recharge-detail-amount">
          {formatAmount(recharge.amount, recharge.currency)}
        </p>
        <p className="funds-hint">{t(`recharge.statusText.${recharge.status}`)}</p>
        {recharge.status === 'rejected' && recharge.reason && (
          <p className="funds-record-reason" data-testid="recharge-detail-reason">
            {t('funds.reason', { reason: recharge.reason })}
          </p>
        )}
      </section>
      <dl className="funds-card funds-rows">
        {rows.map(([label, value, key]) => (
          <div key={key} className="funds-row" data-testid={`recharge-detail-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section className="funds-card">
        <h2 className="funds-card-title">{t('recharge.screenshot')}</h2>
        {screenshot ? (
          <img
            className="screenshot-preview"
            src={screenshot}
            alt={t('recharge.screenshotAlt')}
            data-testid="recharge-detail-screenshot"
          />
        ) : screenshot === null ? (
          <p className="funds-hint">{t('recharge.screenshotFailed')}</p>
        ) : (
          <div className="shimmer screenshot-skeleton" aria-hidden="true" />
        )}
      </section>
    </div>
  );
}
