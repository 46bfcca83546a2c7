import type { SellerOrderRow } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from './format.ts';
import { OrderLines } from './order-lines.tsx';
import { ShipDeadline } from './ship-deadline.tsx';

/** One order in a tab: number, buyer, its first lines, total, payment time and the ship target. */
export function OrderCard({ order }: { order: SellerOrderRow }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <article
      className="order-card"
      data-testid="order-card"
      data-order-id={order.id}
      data-status={order.status}
    >
      {/* the whole card is the link: a screen reader reads its number, buyer, total and deadline */}
      <Link to={`/orders/${order.id}`} className="order-card-link">
        <header className="order-card-head">
          <span className="order-no" data-testid="order-no">
            <bdi>{order.order_no}</bdi>
          </span>
          <ShipDeadline order={order} />
        </header>
        <p className="order-buyer" data-testid="order-buyer">
          {t('orders.buyer', { name: order.buyer_name })}
        </p>
        <OrderLines lines={order.items} limit={2} />
        <footer className="order-card-foot">
          {order.paid_at && (
            <span className="order-paid-at">
              {t('orders.paidAt')} <time dateTime={order.paid_at}>{format.dateTime(order.paid_at)}</time>
            </span>
          )}
          <span className="order-total">
            {t('orders.total')} <strong data-testid="order-total">{format.money(order.total)}</strong>
          </span>
        </footer>
      </Link>
    </article>
  );
}
