import type { RechargeConfig } from '@market/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, QueryState } from '../../../components/list-states.tsx';
import { LoginRedirect } from '../../../components/login-redirect.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useSession } from '../../../state/session.ts';
import { useWalletConfig } from '../api/get-wallet-config.ts';
import { offeredCurrencies } from '../channel.ts';
import '@market/app-kit/withdraw/funds.css';
import '../funds.css';
import '../funds-records.css';

/**
 * The frame of the recharge and withdraw screens: a visitor goes to log in, then the wallet's
 * settings load (skeleton, offline, error), and a wallet with no network open says so. `records`
 * puts the link to the screen's records in the header.
 */
export function WalletPage({
  title,
  backTo,
  records,
  children,
}: {
  title: string;
  backTo?: string;
  records?: { to: string; testId: string };
  children: (config: RechargeConfig) => ReactNode;
}) {
  const { t } = useTranslation();
  const isLogin = useSession((state) => state.isLogin);
  const query = useWalletConfig();
  if (!isLogin) return <LoginRedirect />;
  const config = query.data;
  return (
    <div className="funds-page">
      <PageHeader
        backTo={backTo}
        right={
          records && (
            <Link to={records.to} className="funds-header-link" data-testid={records.testId}>
              {t('funds.records')}
            </Link>
          )
        }
      >
        {title}
      </PageHeader>
      {!config ? (
        <QueryState query={query} skeleton={<div className="funds-card shimmer funds-skeleton" />} />
      ) : offeredCurrencies(config).length === 0 ? (
        <EmptyState title={t('funds.closed')} text={t('funds.closedText')} testId="funds-closed" />
      ) : (
        children(config)
      )}
    </div>
  );
}
