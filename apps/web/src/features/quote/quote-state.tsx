import type { Quote } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localeOf } from '../../lib/locale.ts';
import { useNow } from './use-now.ts';
import { validityLeft } from './validity.ts';

/**
 * Where the quote stands, in words: awaiting the store; quoted, valid until when and how long is
 * left; or closed (declined with the store's reason, expired, withdrawn, accepted with its order).
 */
export function QuoteState({ quote }: { quote: Quote }) {
  const { t, i18n } = useTranslation();
  const now = useNow(quote.status === 'quoted');
  const dates = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium', timeStyle: 'short' });
  const left = validityLeft(quote.valid_until, now);
  // a quoted quote read past its validity is expired, whether or not the server has said so yet
  const status = quote.status === 'quoted' && !left ? 'expired' : quote.status;
  return (
    <section className={`quote-card quote-state is-${status}`} data-testid="quote-state" data-state={status}>
      <p className="quote-state-title">{t(`quote.state.${status}`)}</p>
      {quote.valid_until && (status === 'quoted' || status === 'expired') && (
        <p className="quote-state-text">
          {t('quote.validUntil', { date: dates.format(new Date(quote.valid_until)) })}
        </p>
      )}
      {status === 'quoted' && left && (
        <p className="quote-countdown" role="timer" data-testid="quote-countdown">
          {t('quote.timeLeft', {
            time: left.days > 0 ? `${t('quote.days', { days: left.days })} ${left.clock}` : left.clock,
          })}
        </p>
      )}
      {status === 'declined' && quote.seller_note && (
        <p className="quote-state-text" data-testid="quote-decline-reason">
          {t('quote.reason')}: <bdi>{quote.seller_note}</bdi>
        </p>
      )}
      {status === 'accepted' && quote.order_id && (
        <Link to={`/order/${quote.order_id}`} className="link-button" data-testid="quote-order">
          {t('quote.seeOrder')}
        </Link>
      )}
    </section>
  );
}
