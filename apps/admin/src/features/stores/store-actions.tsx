import type { AdminStoreDetail } from '@market/contract';
import { divide, multiply, normalize } from '@market/contract/decimal';
import {
  Alert,
  App,
  Button,
  type ButtonProps,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Space,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerError } from '../../lib/form-errors.ts';
import { useCommission, useReopen, useSuspend } from './api.ts';

/** A rate (a fraction, `0.0125`) as a percentage (`1.25`), and back. */
export const percentOf = (rate: string) => normalize(multiply(rate, 100));
const rateOf = (percent: string) => normalize(divide(percent, '100', 6));

/** Suspend with a reason shown to the seller, or reopen; the server's refusal under its field. */
export function StatusAction({ store }: { store: AdminStoreDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason?: string }>();
  const suspend = useSuspend();
  const reopen = useReopen();
  const [refusal, setRefusal] = useState<string>();
  const run = async (send: () => Promise<unknown>, done: string) => {
    setRefusal(undefined);
    try {
      await send();
      form.resetFields();
      void message.success(done);
    } catch (error) {
      setRefusal(showServerError(form, error, { plain: ['reason'] }));
    }
  };
  if (store.status === 'suspended')
    return (
      <Space direction="vertical">
        {refusal && <Alert type="error" title={refusal} />}
        <Popconfirm
          title={t('stores.confirmReopen')}
          okButtonProps={{ 'data-testid': 'store-reopen-confirm' } as ButtonProps}
          onConfirm={() => run(() => reopen.mutateAsync(store.id), t('stores.reopened'))}
        >
          <Button type="primary" loading={reopen.isPending} data-testid="store-reopen">
            {t('stores.reopen')}
          </Button>
        </Popconfirm>
      </Space>
    );
  return (
    <Form form={form} layout="vertical" data-testid="suspend-form">
      {refusal && <Alert type="error" title={refusal} style={{ marginBottom: 16 }} />}
      <Form.Item name="reason" label={t('stores.suspendReason')} extra={t('stores.suspendHint')}>
        <Input.TextArea rows={3} maxLength={500} data-testid="store-suspend-reason" />
      </Form.Item>
      <Button
        danger
        loading={suspend.isPending}
        data-testid="store-suspend"
        onClick={() =>
          void run(
            () =>
              suspend.mutateAsync({
                store_id: store.id,
                reason: ((form.getFieldValue('reason') as string | undefined) ?? '').trim(),
              }),
            t('stores.suspended'),
          )
        }
      >
        {t('stores.suspend')}
      </Button>
    </Form>
  );
}

/** The store's own commission in percent (0–100, two decimals), or back to the site's default. */
export function CommissionAction({ store }: { store: AdminStoreDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ commission_rate?: string | null }>();
  const commission = useCommission();
  const [refusal, setRefusal] = useState<string>();
  const save = async (rate: string | null) => {
    setRefusal(undefined);
    try {
      await commission.mutateAsync({ store_id: store.id, commission_rate: rate });
      void message.success(t('stores.commissionSaved'));
    } catch (error) {
      setRefusal(showServerError(form, error, { plain: ['commission_rate'] }));
    }
  };
  const submit = () => {
    const percent = form.getFieldValue('commission_rate') as string | null | undefined;
    if (percent === null || percent === undefined || percent === '')
      return form.setFields([{ name: 'commission_rate', errors: [t('stores.enterCommission')] }]);
    void save(rateOf(String(percent)));
  };
  return (
    <Form
      form={form}
      layout="vertical"
      data-testid="commission-form"
      initialValues={{
        commission_rate: store.commission_rate === null ? null : percentOf(store.commission_rate),
      }}
    >
      {refusal && <Alert type="error" title={refusal} style={{ marginBottom: 16 }} />}
      <Typography.Paragraph type="secondary" data-testid="commission-effective">
        {store.commission_rate === null
          ? t('stores.paysDefault', { rate: percentOf(store.default_commission_rate) })
          : t('stores.paysOwn', {
              rate: percentOf(store.commission_rate),
              fallback: percentOf(store.default_commission_rate),
            })}
      </Typography.Paragraph>
      <Form.Item name="commission_rate" label={t('stores.ownCommission')}>
        <InputNumber<string>
          stringMode
          min="0"
          max="100"
          step="0.01"
          precision={2}
          suffix="%"
          style={{ width: 180 }}
          data-testid="commission-input"
        />
      </Form.Item>
      <Space>
        <Button type="primary" loading={commission.isPending} onClick={submit} data-testid="commission-save">
          {t('stores.saveCommission')}
        </Button>
        {store.commission_rate !== null && (
          <Button
            loading={commission.isPending}
            onClick={() => void save(null)}
            data-testid="commission-default"
          >
            {t('stores.useDefault')}
          </Button>
        )}
      </Space>
    </Form>
  );
}
