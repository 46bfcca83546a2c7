import type { SellerOrderDetail } from '@market/contract';
import { Dialog, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ReasonSheet } from '../../components/reason-sheet.tsx';
import { useCancelOrder } from './api/change-order.ts';
import { useFormat } from './format.ts';

/**
 * Cancelling a paid order before it ships: a reason the buyer will read, then a confirmation that
 * names the refund, since neither can be undone. A refused reason shows under the field.
 */
export function CancelSheet({
  order,
  isOpen,
  onClose,
}: {
  order: SellerOrderDetail;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const cancel = useCancelOrder();
  const refund = format.money(order.total);
  return (
    <ReasonSheet
      name="cancel"
      isOpen={isOpen}
      onClose={onClose}
      max={200}
      texts={{
        title: t('orders.cancelTitle', { no: order.order_no }),
        lead: t('orders.cancelLead', { amount: refund }),
        label: t('orders.reason'),
        placeholder: t('orders.reasonPlaceholder'),
        required: t('orders.enterReason'),
        submit: t('orders.cancelSubmit'),
      }}
      onReason={async (reason) => {
        const isConfirmed = await Dialog.confirm({
          content: t('orders.cancelConfirm', { no: order.order_no, amount: refund }),
          confirmText: t('orders.cancelSubmit'),
          cancelText: t('orders.keep'),
        });
        if (!isConfirmed) return;
        await cancel.mutateAsync({ id: order.id, reason });
        Toast.show({ icon: 'success', content: t('orders.cancelDone') });
        onClose();
      }}
    />
  );
}
