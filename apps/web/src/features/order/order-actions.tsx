import type { Order } from '@market/contract';
import { Dialog, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCancelOrder } from './api/cancel-order.ts';
import { useReceiveOrder } from './api/receive-order.ts';
import { BuyAgain } from './reorder-sheet.tsx';
import { ReviewSheet } from './review-sheet.tsx';

/**
 * What the buyer can do with an order now: pay it (unpaid), cancel it (paid, not shipped: a full
 * refund), confirm receipt (shipped), review it (received, not yet reviewed), and buy it again: on
 * its own page once it is paid or closed, on the list's cards once received (decision 049).
 */
export function OrderActions({ order, isDetail = false }: { order: Order; isDetail?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cancel = useCancelOrder();
  const receive = useReceiveOrder();
  const [isReviewing, setIsReviewing] = useState(false);

  const confirmThen = async (
    content: string,
    confirmText: string,
    run: () => Promise<unknown>,
    done: string,
    dismissText = t('common.cancel'),
  ) => {
    const isSure = await Dialog.confirm({ content, confirmText, cancelText: dismissText });
    if (!isSure) return;
    if (
      await run().then(
        () => true,
        () => false,
      )
    )
      Toast.show({ icon: 'success', content: done });
  };

  const canBuyAgain = isDetail ? order.status !== 'unpaid' : order.status === 'received';
  return (
    <div className="order-actions">
      {canBuyAgain && <BuyAgain order={order} />}
      {order.status === 'unpaid' && (
        <button
          type="button"
          className="link-button is-primary"
          onClick={() => navigate(`/pay?checkout_id=${order.checkout_id}`)}
          data-testid="order-pay"
        >
          {t('order.pay')}
        </button>
      )}
      {order.status === 'paid' && (
        <button
          type="button"
          className="link-button"
          disabled={cancel.isPending}
          onClick={() =>
            void confirmThen(
              t('order.cancelConfirm'),
              t('order.cancel'),
              () => cancel.mutateAsync(order.id),
              t('order.cancelDone'),
              // not "Cancel" beside "Cancel order": the buyer could not tell which one cancels
              t('order.keep'),
            )
          }
          data-testid="order-cancel"
        >
          {t('order.cancel')}
        </button>
      )}
      {order.status === 'shipped' && (
        <button
          type="button"
          className="link-button is-primary"
          disabled={receive.isPending}
          onClick={() =>
            void confirmThen(
              t('order.receiveConfirm'),
              t('order.receive'),
              () => receive.mutateAsync(order.id),
              t('order.receiveDone'),
            )
          }
          data-testid="order-receive"
        >
          {t('order.receive')}
        </button>
      )}
      {order.status === 'received' && !order.is_reviewed && (
        <>
          <button
            type="button"
            className="link-button is-primary"
            onClick={() => setIsReviewing(true)}
            data-testid="order-review"
          >
            {t('order.review')}
          </button>
          <ReviewSheet order={order} isOpen={isReviewing} onClose={() => setIsReviewing(false)} />
        </>
      )}
    </div>
  );
}
