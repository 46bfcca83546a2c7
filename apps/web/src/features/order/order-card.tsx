import type { Order } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '../../lib/use-money.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderLines } from './order-lines.tsx';
import { OrderStatus } from './order-status.tsx';

/** One order in the list: store, status, its first lines, total and what can be done now. */
export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <article
      className="order-card"
      data-testid="order-card"
      data-order-id={order.id}
      data-status={order.status}
    >
      <header className="order-card-head">
        <span className="order-card-store">{order.shop_name}</span>
        <OrderStatus order={order} />
      </header>
      <Link
        to={`/order/${order.id}`}
        className="order-card-body"
        aria-label={t('order.detailOf', { no: order.order_no })}
      >
        <OrderLines lines={order.items} limit={2} />
      </Link>
      <p className="order-card-total">
        {t('order.totalOf', { count: order.items.reduce((sum, line) => sum + line.num, 0) })}{' '}
        <strong data-testid="order-total">{money(order.total)}</strong>
      </p>
      <OrderActions order={order} />
    </article>
  );
}
