import type { LoanQuote } from '@market/contract/loan-schedule';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../lib/use-money.ts';
import { formatRate } from '../format.ts';
import { ScheduleList } from './schedule-list.tsx';

/** What the loan would cost and when it is repaid, as the server will fix it on applying. */
export function QuotePreview({ quote, dailyRate }: { quote: LoanQuote | undefined; dailyRate: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section className="funds-card loan-preview" aria-live="polite" data-testid="loan-preview">
      <h2 className="loan-card-title">{t('loan.preview')}</h2>
      {quote ? (
        <>
          <dl className="funds-rows">
            <div className="funds-row">
              <dt>{t('loan.dailyRate')}</dt>
              <dd>{formatRate(dailyRate)}</dd>
            </div>
            <div className="funds-row" data-testid="loan-preview-interest">
              <dt>{t('loan.interest')}</dt>
              <dd>{money(quote.interest)}</dd>
            </div>
            <div className="funds-row is-total" data-testid="loan-preview-total">
              <dt>{t('loan.totalDue')}</dt>
              <dd>{money(quote.total_due)}</dd>
            </div>
          </dl>
          <ScheduleList instalments={quote.instalments} testId="loan-preview-schedule" />
        </>
      ) : (
        <p className="funds-hint">{t('loan.previewHint')}</p>
      )}
    </section>
  );
}
