import { Alert, type ButtonProps, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveForm } from '../../lib/use-save-form.ts';
import { type AdminProduct, useTakeDown } from './api.ts';

/** Takes a product down with the reason its seller will read. */
export function TakeDownModal({ product, onClose }: { product: AdminProduct; onClose: () => void }) {
  const { t } = useTranslation();
  const takeDown = useTakeDown();
  const { form, refusal, save } = useSaveForm<{ reason: string }>({ plain: ['reason'] });
  const submit = async () => {
    if (await save((values) => takeDown.mutateAsync({ id: product.id, reason: values.reason }))) onClose();
  };
  return (
    <Modal
      open
      title={t('catalogue.takeDownTitle', { title: product.title })}
      okText={t('catalogue.takeDown')}
      okButtonProps={
        { danger: true, loading: takeDown.isPending, 'data-testid': 'take-down-confirm' } as ButtonProps
      }
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" data-testid="take-down-form">
        {refusal && <Alert type="error" title={refusal} style={{ marginBottom: 16 }} />}
        <Form.Item
          name="reason"
          label={t('catalogue.reason')}
          extra={t('catalogue.reasonHint')}
          rules={[{ required: true, whitespace: true, message: t('catalogue.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount dir="auto" data-testid="take-down-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
