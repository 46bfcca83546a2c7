import type { WalletChannelInfo } from '@market/contract';
import { compare } from '@market/contract/decimal';
import type { WalletCurrency, WithdrawQuote } from '@market/contract/wallet';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatNumber, formatShownAmount } from './format.ts';

/** The handling fee, the amount received and what leaves the balance, as the amount is typed. */
export function WithdrawQuotePanel({
  quote,
  currency,
  channel,
  money,
}: {
  quote: WithdrawQuote | null;
  currency: WalletCurrency;
  channel: WalletChannelInfo;
  /** The balance's money as the app shows it (what the withdrawal takes from it). */
  money: (value: string) => string;
}) {
  const { t } = useTranslation();
  const rows = [
    ['fee', t('withdraw.fee'), quote && formatShownAmount(quote.fee, currency, 'ceil')],
    [
      'receive',
      t('withdraw.receive'),
      // nothing arrives when the fee takes it all: the amount field says so
      quote && compare(quote.receive, '0') > 0 && formatShownAmount(quote.receive, currency, 'floor'),
    ],
    ['hold', t('withdraw.deducted'), quote && money(quote.hold)],
  ] as const;
  return (
    <section className="funds-card withdraw-quote" aria-live="polite" data-testid="withdraw-quote">
      <dl className="funds-rows">
        {rows.map(([key, label, value]) => (
          <div key={key} className={`funds-row is-${key}`}>
            <dt>{label}</dt>
            <dd data-testid={`withdraw-${key}`}>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <p className="funds-hint" data-testid="withdraw-fee-rule">
        {t('withdraw.feeRule', {
          fixed: formatAmount(channel.fee_fixed, currency),
          percent: formatNumber(channel.fee_percent),
        })}
      </p>
    </section>
  );
}
