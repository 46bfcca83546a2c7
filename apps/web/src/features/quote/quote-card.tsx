import type { Quote } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '../../lib/use-money.ts';
import { QuoteStatus } from './quote-status.tsx';

/** One quote in the list: store, status, what was asked, and the quoted total once there is one. */
export function QuoteCard({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const money = useMoney();
  const units = quote.lines.reduce((sum, line) => sum + line.num, 0);
  return (
    <article
      className="quote-card"
      data-testid="quote-card"
      data-quote-id={quote.id}
      data-status={quote.status}
    >
      <Link to={`/quote/${quote.id}`} className="quote-card-link">
        <header className="quote-card-head">
          <span className="quote-card-store">{quote.shop_name}</span>
          <QuoteStatus quote={quote} />
        </header>
        <p className="quote-card-title clamp-2">{quote.lines[0]?.title}</p>
        <p className="quote-card-meta">{t('quote.summary', { lines: quote.lines.length, units })}</p>
        {quote.quoted_total && (
          <p className="quote-card-total">
            {t('quote.quotedTotal')}{' '}
            <strong data-testid="quote-card-total">{money(quote.quoted_total)}</strong>
          </p>
        )}
      </Link>
    </article>
  );
}
