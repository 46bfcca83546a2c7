import type { MoneyLogEntry } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfiniteList } from '../../components/infinite-list.tsx';
import { EmptyState } from '../../components/list-states.tsx';
import { LoginRedirect } from '../../components/login-redirect.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { localeOf } from '../../lib/locale.ts';
import { itemsOf } from '../../lib/paging.ts';
import { useMe } from '../../state/use-me.ts';
import { useMoney } from '../../lib/use-money.ts';
import { useSession } from '../../state/session.ts';
import { useMoneyLog } from './api/get-money-log.ts';
import './wallet.css';

/** /moneyLog: the balance and every change to it (payments, refunds, recharges, withdrawals, adjustments), newest first. */
export default function MoneyLogPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const isLogin = useSession((state) => state.isLogin);
  const balance = useSession((state) => state.currentBalance);
  useMe();
  const query = useMoneyLog();
  if (!isLogin) return <LoginRedirect />;
  const entries = itemsOf(query.data?.pages);
  return (
    <div className="wallet-page">
      <PageHeader backTo="/mine">{t('wallet.title')}</PageHeader>
      <section className="wallet-balance">
        <p>{t('mine.balance')}</p>
        <strong data-testid="wallet-balance">{money(balance)}</strong>
        <Link to="/recharge" className="link-button">
          {t('mine.recharge')}
        </Link>
      </section>
      <InfiniteList
        query={query}
        count={entries.length}
        skeleton={<LogSkeleton />}
        empty={<EmptyState title={t('wallet.empty')} testId="wallet-empty" />}
        testId="money-log"
      >
        <ul className="wallet-log">
          {entries.map((entry) => (
            <LogEntry key={entry.id} entry={entry} />
          ))}
        </ul>
      </InfiniteList>
    </div>
  );
}

function LogEntry({ entry }: { entry: MoneyLogEntry }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const isOut = entry.amount.startsWith('-');
  const cause = causeLink(entry.reference);
  const when = new Intl.DateTimeFormat(localeOf(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(entry.created_at));
  return (
    <li className="wallet-entry" data-testid="money-log-entry" data-kind={entry.kind}>
      <div className="wallet-entry-main">
        <span className="wallet-entry-kind">{t(`wallet.kind.${entry.kind}`)}</span>
        <span className={isOut ? 'wallet-amount is-out' : 'wallet-amount'} data-testid="money-log-amount">
          {isOut ? money(entry.amount) : `+${money(entry.amount)}`}
        </span>
      </div>
      <div className="wallet-entry-meta">
        <time dateTime={entry.created_at}>{when}</time>
        <span>{t('wallet.balanceAfter', { amount: money(entry.balance_after) })}</span>
      </div>
      {(entry.memo || cause) && (
        <p className="wallet-entry-memo">
          {entry.memo}
          {cause && (
            <Link to={cause.to} data-testid="money-log-cause">
              {t(cause.label)}
            </Link>
          )}
        </p>
      )}
    </li>
  );
}

/** Where an entry's cause can be seen: its order, its recharge, or the withdrawal records. */
function causeLink(reference: string): { to: string; label: string } | undefined {
  const [, kind, id] = /^(order|recharge|withdrawal):(\d+)$/.exec(reference) ?? [];
  if (kind === 'order') return { to: `/order/${id}`, label: 'wallet.viewOrder' };
  if (kind === 'recharge') return { to: `/rechargeDetail?id=${id}`, label: 'wallet.viewRecharge' };
  if (kind === 'withdrawal') return { to: '/withdrawRecode', label: 'wallet.viewWithdrawals' };
  return undefined;
}

function LogSkeleton() {
  return (
    <div aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="wallet-entry">
          <div className="shimmer wallet-skeleton" />
        </div>
      ))}
    </div>
  );
}
