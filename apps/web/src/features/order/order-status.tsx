import type { Order } from '@market/contract';
import { useTranslation } from 'react-i18next';

/** The order's status in words; a received order waiting for its review says so. */
export function OrderStatus({ order }: { order: Pick<Order, 'status' | 'is_reviewed'> }) {
  const { t } = useTranslation();
  const key = order.status === 'received' && !order.is_reviewed ? 'toReview' : order.status;
  return (
    <span className={`order-status is-${order.status}`} data-testid="order-status">
      {t(`order.status.${key}`)}
    </span>
  );
}
