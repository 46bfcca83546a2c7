import { ApiError } from '@market/client';
import type { SiteSettings } from '@market/contract';
import { MAX_EXCHANGE_LOGOS, MAX_PARTNER_LOGOS } from '@market/contract/footer-logos';
import { Alert, App, Button, Form, Input, InputNumber, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerError } from '../../lib/form-errors.ts';
import { useSaveSiteSettings, useSiteSettings } from './api.ts';
import { LogoListField } from './logo-list-field.tsx';

const FIELDS = [
  'web_name',
  'service_url',
  'commission_rate',
  'order_pay_minutes',
  'order_auto_receive_days',
] as const;
const LISTS = ['exchange_logos', 'partner_logos'];

/** A refusal naming a logo's field (`exchange_logos.2.link`): its place in the form, else none. */
function logoFieldOf(error: unknown): (string | number)[] | undefined {
  if (!(error instanceof ApiError) || !error.field) return undefined;
  const [list, index, key] = error.field.split('.');
  if (!list || !LISTS.includes(list) || !key || !/^\d+$/.test(index ?? '')) return undefined;
  return [list, Number(index), key];
}

/**
 * The buyer app's name (its document title), the customer-service link (the floating ball) and the
 * default commission. The rules are the server's: a refusal shows under the field it names.
 */
export function SiteSettingsForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const settings = useSiteSettings();
  const save = useSaveSiteSettings();
  const [form] = Form.useForm<SiteSettings>();
  const [refusal, setRefusal] = useState<string>();
  if (!settings.data) return <Skeleton active />;
  const submit = async (values: SiteSettings) => {
    setRefusal(undefined);
    try {
      await save.mutateAsync(values);
      void message.success(t('settings.saved'));
    } catch (error) {
      const logoField = logoFieldOf(error);
      if (logoField) form.setFields([{ name: logoField as never, errors: [(error as Error).message] }]);
      else setRefusal(showServerError(form, error, { plain: FIELDS }));
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 960 }}
      initialValues={settings.data}
      onFinish={(values) => void submit(values)}
      data-testid="site-settings-form"
      // a server error under a field goes once the field is changed
      onValuesChange={(changed: Record<string, unknown>) =>
        form.setFields(
          form
            .getFieldsError()
            .filter(({ name }) => name[0] !== undefined && Object.keys(changed).includes(String(name[0])))
            .map(({ name }) => ({ name: name as never, errors: [] })),
        )
      }
    >
      {refusal && <Alert type="error" title={refusal} style={{ marginBottom: 16 }} />}
      <Form.Item name="web_name" label={t('settings.site.webName')} extra={t('settings.site.webNameHelp')}>
        <Input maxLength={80} data-testid="settings-web-name" />
      </Form.Item>
      <Form.Item
        name="service_url"
        label={t('settings.site.serviceUrl')}
        extra={t('settings.site.serviceUrlHelp')}
      >
        <Input dir="ltr" data-testid="settings-service-url" />
      </Form.Item>
      <Form.Item
        name="commission_rate"
        label={t('settings.site.commissionRate')}
        extra={t('settings.site.commissionRateHelp')}
      >
        <Input dir="ltr" style={{ width: 160 }} data-testid="settings-commission" />
      </Form.Item>
      <Form.Item
        name="order_pay_minutes"
        label={t('settings.clock.payMinutes')}
        extra={t('settings.clock.payMinutesHelp')}
      >
        <InputNumber min={5} max={1440} precision={0} data-testid="settings-pay-minutes" />
      </Form.Item>
      <Form.Item
        name="order_auto_receive_days"
        label={t('settings.clock.autoReceiveDays')}
        extra={t('settings.clock.autoReceiveDaysHelp')}
      >
        <InputNumber min={1} max={60} precision={0} data-testid="settings-auto-receive-days" />
      </Form.Item>
      <Form.Item
        label={t('settings.logos.exchanges')}
        extra={t('settings.logos.help', { max: MAX_EXCHANGE_LOGOS })}
      >
        <LogoListField name="exchange_logos" max={MAX_EXCHANGE_LOGOS} />
      </Form.Item>
      <Form.Item
        label={t('settings.logos.partners')}
        extra={t('settings.logos.help', { max: MAX_PARTNER_LOGOS })}
      >
        <LogoListField name="partner_logos" max={MAX_PARTNER_LOGOS} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="settings-site-save">
        {t('settings.save')}
      </Button>
    </Form>
  );
}
