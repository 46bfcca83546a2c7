import { ApiError } from '@market/client';
import type { Order } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState, QueryState } from '../../components/list-states.tsx';
import { LoginRedirect } from '../../components/login-redirect.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { localeOf } from '../../lib/locale.ts';
import { useSession } from '../../state/session.ts';
import { useOrder } from './api/get-order.ts';
import { AddressLabel } from './address-label.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderAmounts, OrderLines } from './order-lines.tsx';
import { OrderStatus } from './order-status.tsx';
import './order.css';
import './order-more.css';

const TIMES = ['created_at', 'expires_at', 'paid_at', 'shipped_at', 'received_at', 'cancelled_at'] as const;

/** /order/:id: one order with its address, lines, amounts, tracking number and times. */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id) || 0;
  const isLogin = useSession((state) => state.isLogin);
  const query = useOrder(id);
  if (!isLogin) return <LoginRedirect />;
  const order = query.data;
  return (
    <div className="order-page">
      <PageHeader>{t('order.detail')}</PageHeader>
      {id <= 0 || (query.error instanceof ApiError && query.error.code === 404) ? (
        <EmptyState
          title={t('order.notFound')}
          action={
            <Link to="/order?status=all" className="link-button">
              {t('success.orders')}
            </Link>
          }
          testId="order-missing"
        />
      ) : !order ? (
        <QueryState query={query} skeleton={<div className="order-card shimmer checkout-skeleton" />} />
      ) : (
        <OrderDetail order={order} />
      )}
    </div>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const dates = new Intl.DateTimeFormat(localeOf(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const times = TIMES.filter((key) => order[key] && (key !== 'expires_at' || order.status === 'unpaid'));
  return (
    <div data-testid="order-detail" data-order-id={order.id}>
      <section className="order-card order-detail-status">
        <OrderStatus order={order} />
        <p className="order-detail-no">{t('order.number', { no: order.order_no })}</p>
      </section>
      <section className="order-card">
        <h2 className="checkout-store">{t('order.shipTo')}</h2>
        <AddressLabel address={order.address} />
        <p className="order-tracking" data-testid="order-tracking">
          {t('order.tracking')}: {order.tracking_no || t('order.notShipped')}
        </p>
      </section>
      <section className="order-card">
        <h2 className="checkout-store">{order.shop_name}</h2>
        <OrderLines lines={order.items} showItemNo />
        <OrderAmounts amounts={order} totalLabel={t('checkout.total')} testId="order-amounts" />
      </section>
      <section className="order-card">
        <dl className="order-times">
          {times.map((key) => (
            <div key={key}>
              <dt>{t(`order.at.${key}`)}</dt>
              <dd>
                <time dateTime={order[key]!}>{dates.format(new Date(order[key]!))}</time>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <OrderActions order={order} isDetail />
    </div>
  );
}
