import { localeOf } from '@market/app-kit/languages';
import { formatMoney } from '@market/app-kit/money';
import type { SettlementLogEntry } from '@market/contract';
import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettlementLog } from '../api/use-settlement.ts';

/** An entry's amount with its sign: money in is green, money out is plain. */
function Amount({ value }: { value: string }) {
  const isIn = !value.startsWith('-');
  const shown = formatMoney(isIn ? value : value.slice(1), 'USDT');
  return (
    <strong className={isIn ? 'log-amount is-in' : 'log-amount'}>{isIn ? `+${shown}` : `−${shown}`}</strong>
  );
}

/** What an entry was: the order it came from, or the withdrawal and how it stands. */
function EntryDetail({ entry }: { entry: SettlementLogEntry }) {
  const { t } = useTranslation();
  if (entry.order_no && entry.order_id) {
    return (
      <Link to={`/orders/${entry.order_id}`} className="log-ref">
        {t('settlement.order', { no: entry.order_no })}
      </Link>
    );
  }
  if (entry.withdrawal_status) {
    return (
      <span className={`log-status is-${entry.withdrawal_status}`}>
        {t(`settlement.withdrawal.${entry.withdrawal_status}`)}
      </span>
    );
  }
  return null;
}

/** The store account's ledger, newest first: each entry's kind, amount, reference and balance after. */
export function SettlementLog() {
  const { t, i18n } = useTranslation();
  const log = useSettlementLog();
  const when = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  const entries = log.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <section className="settlement-card" aria-labelledby="settlement-log-title">
      <h2 id="settlement-log-title" className="settlement-title">
        {t('settlement.log')}
      </h2>
      {log.isPending ? (
        <div className="page-center">
          <DotLoading color="primary" />
        </div>
      ) : log.isError ? (
        <p className="settlement-hint">{t('common.loadFailed')}</p>
      ) : entries.length === 0 ? (
        <p className="settlement-hint" data-testid="settlement-log-empty">
          {t('settlement.logEmpty')}
        </p>
      ) : (
        <ul className="settlement-log" data-testid="settlement-log">
          {entries.map((entry) => (
            <li key={entry.id} className="log-entry" data-testid="settlement-log-entry">
              <div className="log-main">
                <span>{t(`settlement.kind.${entry.kind}`)}</span>
                <Amount value={entry.amount} />
              </div>
              <div className="log-meta">
                <EntryDetail entry={entry} />
                <span>
                  {t('settlement.balanceAfter', { amount: formatMoney(entry.balance_after, 'USDT') })}
                </span>
              </div>
              <time className="log-time" dateTime={entry.created_at}>
                {when.format(new Date(entry.created_at))}
              </time>
            </li>
          ))}
        </ul>
      )}
      {log.hasNextPage && (
        <Button
          block
          loading={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
          className="load-more"
        >
          {t('settlement.more')}
        </Button>
      )}
    </section>
  );
}
