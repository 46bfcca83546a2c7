import { useFormSubmit } from '@market/app-kit/forms';
import { SubmitButton } from '@market/app-kit/submit-button';
import type { SellerOrderDetail } from '@market/contract';
import { CARRIERS } from '@market/contract/seller-limits';
import { Form, Input, Popup, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import '../../components/chip.css';
import { useShipOrder } from './api/change-order.ts';

interface ShipForm {
  carrier: string;
  tracking_no: string;
}

/**
 * Shipping a paid order: the carrier (picked from the common ones or typed, any local carrier is
 * as good) and the tracking number. The server's refusal of a field shows under that field.
 */
export function ShipSheet({
  order,
  isOpen,
  onClose,
}: {
  order: SellerOrderDetail;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ShipForm>();
  const carrier = Form.useWatch('carrier', form);
  const ship = useShipOrder();
  const { submit, isSubmitting } = useFormSubmit<ShipForm>(
    form,
    ['carrier', 'tracking_no'],
    async (values) => {
      await ship.mutateAsync({
        id: order.id,
        carrier: values.carrier.trim(),
        tracking_no: values.tracking_no,
      });
      Toast.show({ icon: 'success', content: t('orders.shipDone') });
      onClose();
    },
  );
  const pick = (name: string) => {
    form.setFieldValue('carrier', name);
    void form.validateFields(['carrier']).catch(() => undefined);
  };
  return (
    <Popup
      visible={isOpen}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      destroyOnClose
      bodyClassName="sheet"
    >
      <div role="dialog" aria-labelledby="ship-title" data-testid="ship-sheet">
        <h2 id="ship-title" className="sheet-title">
          {t('orders.shipTitle', { no: order.order_no })}
        </h2>
        <Form
          form={form}
          layout="vertical"
          initialValues={{ carrier: '', tracking_no: '' }}
          onFinish={submit}
          footer={
            <SubmitButton isSubmitting={isSubmitting} testId="ship-submit">
              {t('orders.shipSubmit')}
            </SubmitButton>
          }
        >
          <Form.Item
            name="carrier"
            label={t('orders.carrier')}
            rules={[{ required: true, whitespace: true, message: t('orders.enterCarrier') }]}
          >
            <Input maxLength={40} placeholder={t('orders.carrierPlaceholder')} data-testid="ship-carrier" />
          </Form.Item>
          <div
            className="carrier-picks"
            role="group"
            aria-label={t('orders.carrierPick')}
            data-testid="carrier-picks"
          >
            {CARRIERS.map((name) => (
              <button
                key={name}
                type="button"
                className={name === carrier ? 'chip is-chosen' : 'chip'}
                aria-pressed={name === carrier}
                onClick={() => pick(name)}
              >
                {name}
              </button>
            ))}
          </div>
          <Form.Item
            name="tracking_no"
            label={t('orders.trackingNo')}
            rules={[{ required: true, whitespace: true, message: t('orders.enterTracking') }]}
          >
            <Input
              maxLength={60}
              autoCapitalize="characters"
              autoComplete="off"
              autoCorrect="off"
              placeholder={t('orders.trackingPlaceholder')}
              data-testid="ship-tracking"
            />
          </Form.Item>
        </Form>
      </div>
    </Popup>
  );
}
