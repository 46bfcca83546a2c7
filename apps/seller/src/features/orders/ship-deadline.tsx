import { useTranslation } from 'react-i18next';
import { deadlineState, formatClock } from './deadline.ts';
import { useNow } from './use-now.ts';

/**
 * A to-ship order's 24-hour target (spec §1, §9): a live countdown, amber in its last two hours,
 * then a red Overdue marker with how late it is. Nothing for an order that is no longer to ship.
 */
export function ShipDeadline({
  order,
}: {
  order: { status: string; ship_deadline: string | null; is_overdue: boolean };
}) {
  const { t } = useTranslation();
  const isPaid = order.status === 'paid' && order.ship_deadline !== null;
  const state = deadlineState(order, useNow(isPaid));
  if (state.kind === 'none') return null;
  if (state.kind === 'overdue') {
    return (
      <span className="ship-deadline is-overdue" data-testid="ship-overdue">
        <strong>{t('orders.overdue')}</strong>
        {state.lateMs >= 1000 && (
          <span>
            {' '}
            <bdi dir="ltr" className="clock">
              +{formatClock(state.lateMs, 'down')}
            </bdi>
          </span>
        )}
      </span>
    );
  }
  return (
    <span className={`ship-deadline is-${state.kind}`} data-testid="ship-countdown">
      {t('orders.shipWithin')}{' '}
      <bdi dir="ltr" className="clock" data-testid="ship-countdown-clock">
        {formatClock(state.leftMs)}
      </bdi>
    </span>
  );
}
