import type { OrderLine } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/use-money.ts';

/**
 * The lines of an order or a preview: picture, title, variant, unit price and quantity, and on the
 * order's own page each SKU's item number, which the quick order form takes (decision 049).
 */
export function OrderLines({
  lines,
  limit,
  showItemNo = false,
}: {
  lines: OrderLine[];
  limit?: number;
  showItemNo?: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const shown = limit ? lines.slice(0, limit) : lines;
  return (
    <ul className="order-lines">
      {shown.map((line) => (
        <li key={line.sku_id} className="order-line" data-testid="order-line">
          {line.image ? (
            <img src={line.image} alt="" width={64} height={64} loading="lazy" />
          ) : (
            <span className="order-line-noimage" />
          )}
          <div className="order-line-body">
            <p className="order-line-title clamp-2">{line.title}</p>
            <p className="order-line-variant">{[line.size, line.color].filter(Boolean).join(' · ')}</p>
            {showItemNo && <p className="item-no">{t('wholesale.itemNo', { id: line.sku_id })}</p>}
          </div>
          <div className="order-line-price">
            <span>{money(line.price)}</span>
            <span className="order-line-num">{t('order.times', { count: line.num })}</span>
          </div>
        </li>
      ))}
      {shown.length < lines.length && (
        <li className="order-lines-more">{t('order.moreLines', { count: lines.length - shown.length })}</li>
      )}
    </ul>
  );
}

/** Items + freight + taxes = total, as the server computed them. */
export function OrderAmounts({
  amounts,
  totalLabel,
  testId,
}: {
  amounts: { items_amount: string; freight: string; tax: string; total: string };
  totalLabel: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <dl className="order-amounts" data-testid={testId}>
      <div>
        <dt>{t('checkout.itemsAmount')}</dt>
        <dd data-testid="amount-items">{money(amounts.items_amount)}</dd>
      </div>
      <div>
        <dt>{t('checkout.freight')}</dt>
        <dd data-testid="amount-freight">{money(amounts.freight)}</dd>
      </div>
      <div>
        <dt>{t('checkout.taxes')}</dt>
        <dd data-testid="amount-tax">{money(amounts.tax)}</dd>
      </div>
      <div className="order-amounts-total">
        <dt>{totalLabel}</dt>
        <dd data-testid="amount-total">{money(amounts.total)}</dd>
      </div>
    </dl>
  );
}
