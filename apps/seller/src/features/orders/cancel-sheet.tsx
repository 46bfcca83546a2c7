import { useFormSubmit } from '@market/app-kit/forms';
import { SubmitButton } from '@market/app-kit/submit-button';
import type { SellerOrderDetail } from '@market/contract';
import { Dialog, Form, Popup, TextArea, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useCancelOrder } from './api/change-order.ts';
import { useFormat } from './format.ts';

interface CancelForm {
  reason: string;
}

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
  const [form] = Form.useForm<CancelForm>();
  const cancel = useCancelOrder();
  const refund = format.money(order.total);
  const { submit, isSubmitting } = useFormSubmit<CancelForm>(form, ['reason'], async ({ reason }) => {
    const isConfirmed = await Dialog.confirm({
      content: t('orders.cancelConfirm', { no: order.order_no, amount: refund }),
      confirmText: t('orders.cancelSubmit'),
      cancelText: t('orders.keep'),
    });
    if (!isConfirmed) return;
    await cancel.mutateAsync({ id: order.id, reason: reason.trim() });
    Toast.show({ icon: 'success', content: t('orders.cancelDone') });
    onClose();
  });
  return (
    <Popup
      visible={isOpen}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      destroyOnClose
      bodyClassName="sheet"
    >
      <div role="dialog" aria-labelledby="cancel-title" data-testid="cancel-sheet">
        <h2 id="cancel-title" className="sheet-title">
          {t('orders.cancelTitle', { no: order.order_no })}
        </h2>
        <p className="sheet-lead">{t('orders.cancelLead', { amount: refund })}</p>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ reason: '' }}
          onFinish={submit}
          footer={
            <SubmitButton isSubmitting={isSubmitting} testId="cancel-submit">
              {t('orders.cancelSubmit')}
            </SubmitButton>
          }
        >
          <Form.Item
            name="reason"
            label={t('orders.reason')}
            rules={[{ required: true, whitespace: true, message: t('orders.enterReason') }]}
          >
            <TextArea
              rows={3}
              maxLength={200}
              showCount
              placeholder={t('orders.reasonPlaceholder')}
              data-testid="cancel-reason"
            />
          </Form.Item>
        </Form>
      </div>
    </Popup>
  );
}
