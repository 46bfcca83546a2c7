import type { SellerOrderRow } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from './format.ts';

type Line = SellerOrderRow['items'][number];

/** An order's lines: picture, title, variant, unit price and quantity; `limit` shows the first few. */
export function OrderLines({ lines, limit }: { lines: Line[]; limit?: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const shown = limit ? lines.slice(0, limit) : lines;
  return (
    <ul className="order-lines">
      {shown.map((line) => (
        <li key={line.sku_id} className="order-line" data-testid="order-line">
          {line.image ? (
            <img src={line.image} alt="" width={56} height={56} loading="lazy" decoding="async" />
          ) : (
            <span className="order-line-noimage" aria-hidden="true" />
          )}
          <div className="order-line-body">
            <p className="order-line-title" dir="auto">
              {line.title}
            </p>
            <p className="order-line-variant">{[line.size, line.color].filter(Boolean).join(' · ')}</p>
          </div>
          <div className="order-line-price">
            <span>{format.money(line.price)}</span>
            <span className="order-line-num">{t('orders.times', { count: line.num })}</span>
          </div>
        </li>
      ))}
      {shown.length < lines.length && (
        <li className="order-lines-more">{t('orders.moreLines', { count: lines.length - shown.length })}</li>
      )}
    </ul>
  );
}
