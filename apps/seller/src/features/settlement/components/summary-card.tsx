import { localeOf } from '@market/app-kit/languages';
import { formatMoney } from '@market/app-kit/money';
import type { SettlementSummary } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Where the store's money stands: what may be withdrawn now, what waits for buyers to receive
 * their orders, what is held by withdrawals under review, and all earned and paid in commission.
 */
export function SummaryCard({ summary }: { summary: SettlementSummary }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(localeOf(i18n.language), {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  const money = (value: string) => formatMoney(value, summary.currency);
  const rows = [
    ['pending', summary.pending],
    ['withdrawing', summary.withdrawing],
    ['earned', summary.total_earned],
    ['commission', summary.total_commission],
  ] as const;
  return (
    <section className="settlement-card settlement-summary">
      <div className="settlement-available">
        <span>{t('settlement.available')}</span>
        <strong data-testid="settlement-available">{money(summary.available)}</strong>
        <Link to="/settlement/withdraw" className="link-button is-primary" data-testid="settlement-withdraw">
          {t('settlement.withdraw')}
        </Link>
      </div>
      <dl className="settlement-figures">
        {rows.map(([key, value]) => (
          <div key={key} className="settlement-figure">
            <dt>{t(`settlement.${key}`)}</dt>
            <dd data-testid={`settlement-${key}`}>{money(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="settlement-hint" data-testid="settlement-rate">
        {t('settlement.rateHint', { rate: percent.format(Number(summary.commission_rate)) })}
      </p>
    </section>
  );
}
