import type { SellerOrderDetail } from '@market/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from './format.ts';

const STEPS = ['created_at', 'paid_at', 'shipped_at', 'received_at', 'cancelled_at'] as const;
type Step = (typeof STEPS)[number];

/** What happened to the order and when, oldest first: placed, paid, shipped, received or cancelled. */
export function OrderTimeline({ order }: { order: SellerOrderDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const steps = STEPS.filter((step) => order[step]);
  const noteOf = (step: Step) => {
    if (step === 'shipped_at' && order.carrier) return `${order.carrier} · ${order.tracking_no}`;
    if (step === 'cancelled_at' && order.cancelled_by) return t(`orders.cancelledBy.${order.cancelled_by}`);
    return '';
  };
  return (
    <ol className="order-timeline" data-testid="order-timeline">
      {steps.map((step, index) => (
        <li
          key={step}
          className={index === steps.length - 1 ? 'is-last' : undefined}
          data-testid={`timeline-${step}`}
        >
          <span className="timeline-title">{t(`orders.at.${step}`)}</span>
          <time dateTime={order[step]!}>{format.dateTime(order[step]!)}</time>
          {noteOf(step) && <span className="timeline-note">{noteOf(step)}</span>}
        </li>
      ))}
    </ol>
  );
}
