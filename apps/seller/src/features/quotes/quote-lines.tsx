import type { QuoteLine } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from './format.ts';

/** What the buyer asks for, line by line: the SKU, how many, their target and the store's price. */
export function QuoteLines({ lines }: { lines: QuoteLine[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ul className="quote-lines">
      {lines.map((line) => (
        <li key={line.id} className="quote-line" data-testid="quote-line" data-line-id={line.id}>
          {line.image ? (
            <img src={line.image} alt="" width={48} height={48} loading="lazy" />
          ) : (
            <span className="quote-line-noimage" />
          )}
          <div className="quote-line-body">
            <p className="quote-line-title">{line.title}</p>
            <p className="quote-line-variant">
              {[line.size, line.color].filter(Boolean).join(' · ')}{' '}
              <span data-testid="quote-line-num">{t('quotes.times', { count: line.num })}</span>
            </p>
            <p className="quote-line-prices">
              <span>
                {t('quotes.target')}:{' '}
                <bdi data-testid="quote-line-target">
                  {line.target_price ? format.money(line.target_price) : '—'}
                </bdi>
              </span>
              {line.quoted_price && (
                <span>
                  {t('quotes.quoted')}:{' '}
                  <bdi data-testid="quote-line-quoted">{format.money(line.quoted_price)}</bdi>
                </span>
              )}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
