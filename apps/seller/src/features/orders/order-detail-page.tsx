import { PageHeader } from '@market/app-kit/page-header';
import { ApiError } from '@market/client';
import type { SellerOrderDetail } from '@market/contract';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ListError, ListSkeleton } from '../../components/list-states.tsx';
import { useStoreOrder } from './api/get-order.ts';
import { BuyerAddress } from './buyer-address.tsx';
import { CancelSheet } from './cancel-sheet.tsx';
import { OrderAmounts } from './order-amounts.tsx';
import { OrderLines } from './order-lines.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { ShipDeadline } from './ship-deadline.tsx';
import { ShipSheet } from './ship-sheet.tsx';
import './orders.css';
import './order-detail.css';

/** Opened from the list, back goes back (keeping its tab and search); opened from a link, to /orders. */
const backTarget = () => ((window.history.state as { idx?: number } | null)?.idx ? undefined : '/orders');

/** /orders/:id: one order of the store, and shipping it or cancelling it while it is to ship. */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id) || 0;
  const query = useStoreOrder(id);
  const isMissing = id <= 0 || (query.error instanceof ApiError && query.error.code === 404);
  return (
    <div className="order-detail-page">
      <PageHeader backTo={backTarget()}>{t('orders.detail')}</PageHeader>
      {isMissing ? (
        <div className="list-empty" role="status" data-testid="order-missing">
          <p>{t('orders.notFound')}</p>
          <Link to="/orders">{t('orders.backToList')}</Link>
        </div>
      ) : query.data ? (
        <OrderDetail order={query.data} />
      ) : query.isError ? (
        <ListError onRetry={() => void query.refetch()} />
      ) : (
        <ListSkeleton className="order-card" />
      )}
    </div>
  );
}

function OrderDetail({ order }: { order: SellerOrderDetail }) {
  const { t } = useTranslation();
  const [sheet, setSheet] = useState<'ship' | 'cancel' | null>(null);
  const isToShip = order.status === 'paid';
  return (
    <div
      className="order-detail"
      data-testid="order-detail"
      data-order-id={order.id}
      data-status={order.status}
    >
      <section className="order-card order-head">
        <div className="order-head-row">
          <span className={`status-badge is-${order.status}`} data-testid="order-status">
            {t(`orders.status.${order.status}`)}
          </span>
          <ShipDeadline order={order} />
        </div>
        <p className="order-no-line">
          {t('orders.number')} <bdi data-testid="order-no">{order.order_no}</bdi>
        </p>
        <p className="order-buyer">{t('orders.buyer', { name: order.buyer_name })}</p>
      </section>
      {isToShip && (
        <div className="order-actions" data-testid="order-actions">
          <Button color="primary" size="large" onClick={() => setSheet('ship')} data-testid="order-ship">
            {t('orders.ship')}
          </Button>
          <Button
            color="danger"
            fill="outline"
            size="large"
            onClick={() => setSheet('cancel')}
            data-testid="order-cancel"
          >
            {t('orders.cancel')}
          </Button>
        </div>
      )}
      <section className="order-card" aria-labelledby="ship-to-title">
        <h2 id="ship-to-title" className="section-title">
          {t('orders.shipTo')}
        </h2>
        <BuyerAddress address={order.address} />
      </section>
      {order.tracking_no && (
        <section className="order-card" aria-labelledby="shipping-title" data-testid="order-shipping">
          <h2 id="shipping-title" className="section-title">
            {t('orders.shipping')}
          </h2>
          <dl className="order-facts">
            <div>
              <dt>{t('orders.carrier')}</dt>
              <dd data-testid="order-carrier">{order.carrier}</dd>
            </div>
            <div>
              <dt>{t('orders.trackingNo')}</dt>
              <dd data-testid="order-tracking" dir="ltr">
                {order.tracking_no}
              </dd>
            </div>
          </dl>
        </section>
      )}
      {order.status === 'cancelled' && (
        <section className="order-card" data-testid="order-cancelled">
          <h2 className="section-title">
            {order.cancelled_by
              ? t(`orders.cancelledBy.${order.cancelled_by}`)
              : t('orders.status.cancelled')}
          </h2>
          {order.cancel_reason && (
            <p className="cancel-reason" data-testid="order-cancel-reason">
              {t('orders.reason')}: <bdi>{order.cancel_reason}</bdi>
            </p>
          )}
        </section>
      )}
      <section className="order-card" aria-labelledby="items-title">
        <h2 id="items-title" className="section-title">
          {t('orders.items')}
        </h2>
        <OrderLines lines={order.items} />
        <OrderAmounts order={order} />
      </section>
      <section className="order-card" aria-labelledby="timeline-title">
        <h2 id="timeline-title" className="section-title">
          {t('orders.timeline')}
        </h2>
        <OrderTimeline order={order} />
      </section>
      {isToShip && (
        <>
          <ShipSheet order={order} isOpen={sheet === 'ship'} onClose={() => setSheet(null)} />
          <CancelSheet order={order} isOpen={sheet === 'cancel'} onClose={() => setSheet(null)} />
        </>
      )}
    </div>
  );
}
