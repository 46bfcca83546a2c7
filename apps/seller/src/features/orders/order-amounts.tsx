import type { SellerOrderDetail } from '@market/contract';
import { compare, subtract } from '@market/contract/decimal';
import { useTranslation } from 'react-i18next';
import { useFormat } from './format.ts';

/**
 * Items + shipping + taxes = the order's total; once received, the platform's commission and what
 * the store keeps (exact decimal subtraction, never a float).
 */
export function OrderAmounts({ order }: { order: SellerOrderDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const isSettled = order.status === 'received' && compare(order.commission, '0') > 0;
  const rows: [string, string, string][] = [
    ['itemsAmount', order.items_amount, 'amount-items'],
    ['freight', order.freight, 'amount-freight'],
    ['tax', order.tax, 'amount-tax'],
  ];
  return (
    <dl className="order-amounts" data-testid="order-amounts">
      {rows.map(([label, value, testId]) => (
        <div key={label}>
          <dt>{t(`orders.${label}`)}</dt>
          <dd data-testid={testId}>{format.money(value)}</dd>
        </div>
      ))}
      <div className="is-total">
        <dt>{t('orders.orderTotal')}</dt>
        <dd data-testid="amount-total">{format.money(order.total)}</dd>
      </div>
      {isSettled && (
        <>
          <div>
            <dt>{t('orders.commission')}</dt>
            <dd data-testid="amount-commission">−{format.money(order.commission)}</dd>
          </div>
          <div className="is-total">
            <dt>{t('orders.youReceive')}</dt>
            <dd data-testid="amount-net">{format.money(subtract(order.total, order.commission))}</dd>
          </div>
        </>
      )}
    </dl>
  );
}
