import type { Quote } from '@market/contract';
import { useTranslation } from 'react-i18next';

/** The quote's status in words. */
export function QuoteStatus({ quote }: { quote: Pick<Quote, 'status'> }) {
  const { t } = useTranslation();
  return (
    <span className={`quote-status is-${quote.status}`} data-testid="quote-status" data-status={quote.status}>
      {t(`quote.status.${quote.status}`)}
    </span>
  );
}
