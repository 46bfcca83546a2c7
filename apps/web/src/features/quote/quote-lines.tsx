import type { QuoteLine } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/use-money.ts';

/** The lines of a quote: picture, title, variant, quantity, the target price and the quoted one. */
export function QuoteLines({ lines }: { lines: QuoteLine[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <ul className="quote-lines">
      {lines.map((line) => (
        <li key={line.id} className="quote-line" data-testid="quote-line" data-sku-id={line.sku_id}>
          {line.image ? (
            <img src={line.image} alt="" width={56} height={56} loading="lazy" />
          ) : (
            <span className="quote-line-noimage" />
          )}
          <div className="quote-line-body">
            <p className="quote-line-title clamp-2">{line.title}</p>
            <p className="quote-line-variant">
              {[line.size, line.color].filter(Boolean).join(' · ')}
              <span className="quote-line-num" data-testid="quote-line-num">
                {t('quote.times', { count: line.num })}
              </span>
            </p>
            <dl className="quote-line-prices">
              <div>
                <dt>{t('quote.target')}</dt>
                <dd data-testid="quote-line-target">{line.target_price ? money(line.target_price) : '—'}</dd>
              </div>
              <div>
                <dt>{t('quote.quoted')}</dt>
                <dd data-testid="quote-line-quoted">{line.quoted_price ? money(line.quoted_price) : '—'}</dd>
              </div>
              {line.amount && (
                <div>
                  <dt>{t('quote.amount')}</dt>
                  <dd data-testid="quote-line-amount">{money(line.amount)}</dd>
                </div>
              )}
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}
