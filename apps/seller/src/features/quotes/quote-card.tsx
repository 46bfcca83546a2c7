import type { Quote } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from './format.ts';

/** One quote in a tab: the buyer, what is asked, when, and the quoted total once answered. */
export function QuoteCard({ quote }: { quote: Quote }) {
  const { t } = useTranslation();
  const format = useFormat();
  const units = quote.lines.reduce((sum, line) => sum + line.num, 0);
  return (
    <article
      className="quote-card"
      data-testid="quote-card"
      data-quote-id={quote.id}
      data-status={quote.status}
    >
      <Link to={`/quotes/${quote.id}`} className="quote-card-link">
        <header className="quote-card-head">
          <span className="quote-buyer">{t('quotes.buyer', { name: quote.buyer_name })}</span>
          <span className={`status-badge is-${quote.status}`}>{t(`quotes.status.${quote.status}`)}</span>
        </header>
        <p className="quote-card-title">{quote.lines[0]?.title}</p>
        <p className="quote-card-meta">
          {t('quotes.summary', { lines: quote.lines.length, units })} ·{' '}
          <time dateTime={quote.created_at}>{format.dateTime(quote.created_at)}</time>
        </p>
        {quote.quoted_total && (
          <p className="quote-card-total">
            {t('quotes.quotedTotal')} <strong>{format.money(quote.quoted_total)}</strong>
          </p>
        )}
      </Link>
    </article>
  );
}
