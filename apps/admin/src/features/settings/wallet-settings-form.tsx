import { ApiError } from '@market/client';
import type { WalletSettings } from '@market/contract';
import { Alert, App, Button, Card, Col, Form, Input, Row, Skeleton, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveWalletSettings, useWalletSettings } from './api.ts';
import { type FieldPath, pathsOfField } from './field-paths.ts';

/** A label for a setting's key: translated when the dictionary knows it, else the key itself. */
function useLabel() {
  const { t } = useTranslation();
  return (key: string) => t(`settings.wallet.fields.${key}`, { defaultValue: key });
}

/** The wallet's top-level values (the two-person threshold and any the server adds), each a text field. */
function ScalarFields({ values }: { values: Record<string, unknown> }) {
  const label = useLabel();
  const keys = Object.keys(values).filter((key) => typeof values[key] !== 'object');
  return keys.map((key) => (
    <Form.Item key={key} name={key} label={label(key)}>
      <Input dir="ltr" style={{ width: 200 }} data-testid={`wallet-${key}`} />
    </Form.Item>
  ));
}

/** One channel's card: its switch, and a field for every value the answer holds. */
function ChannelCard({ channel, values }: { channel: string; values: Record<string, unknown> }) {
  const label = useLabel();
  return (
    <Card size="small" title={channel} data-testid={`wallet-channel-${channel}`}>
      {Object.keys(values).map((key) => (
        <Form.Item
          key={key}
          name={['channels', channel, key]}
          label={label(key)}
          {...(typeof values[key] === 'boolean' ? { valuePropName: 'checked' } : {})}
        >
          {typeof values[key] === 'boolean' ? <Switch /> : <Input dir="ltr" />}
        </Form.Item>
      ))}
    </Card>
  );
}

/**
 * The wallet's settings drawn from what the server answers (channels with their address, limits
 * and fees, the rates, the two-person threshold): a value the server adds shows without a change
 * here. Saved whole; a refusal goes under the field it names (field-paths.ts).
 */
export function WalletSettingsForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const settings = useWalletSettings();
  const save = useSaveWalletSettings();
  // nested names are drawn from the answer, so the form's values are not typed by the schema
  const [form] = Form.useForm<Record<string, unknown>>();
  const [refusal, setRefusal] = useState<string>();
  const [marked, setMarked] = useState<FieldPath[]>([]);
  if (!settings.data) return <Skeleton active />;
  const loaded = settings.data;
  const submit = async () => {
    setRefusal(undefined);
    form.setFields(marked.map((name) => ({ name, errors: [] })));
    // every field, also those not drawn (a key the server adds deeper than this form goes)
    const sent = { ...loaded, ...(form.getFieldsValue(true) as WalletSettings) };
    try {
      await save.mutateAsync(sent);
      void message.success(t('settings.saved'));
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const paths = error.field ? pathsOfField(error.field, loaded, sent) : [];
      setMarked(paths);
      if (paths.length === 0) setRefusal(error.message);
      form.setFields(paths.map((name) => ({ name, errors: [error.message] })));
    }
  };
  return (
    <Form form={form} layout="vertical" initialValues={loaded} data-testid="wallet-settings-form">
      {refusal && <Alert type="error" title={refusal} style={{ marginBottom: 16 }} />}
      <ScalarFields values={loaded} />
      <Card size="small" title={t('settings.wallet.rates')} style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          {Object.keys(loaded.rates).map((currency) => (
            <Col key={currency}>
              <Form.Item name={['rates', currency]} label={t('settings.wallet.rateOf', { currency })}>
                <Input dir="ltr" style={{ width: 160 }} data-testid={`wallet-rate-${currency}`} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Card>
      <Row gutter={[16, 16]}>
        {Object.entries(loaded.channels).map(([channel, values]) => (
          <Col key={channel} xs={24} lg={12} xxl={6}>
            <ChannelCard channel={channel} values={values} />
          </Col>
        ))}
      </Row>
      <Button
        type="primary"
        style={{ marginTop: 16 }}
        loading={save.isPending}
        onClick={() => void submit()}
        data-testid="settings-wallet-save"
      >
        {t('settings.save')}
      </Button>
    </Form>
  );
}
