import { MESSAGE_BODY_MAX, MESSAGE_TITLE_MAX } from '@market/contract';
import { Alert, App, Button, type ButtonProps, Card, Form, InputNumber, Popconfirm, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedFields, filledTexts } from '../../components/localized-fields.tsx';
import { showServerError } from '../../lib/form-errors.ts';
import { useSendMessage } from './api.ts';

interface ComposeValues {
  to: 'everyone' | 'user';
  user_id?: number;
  title?: Record<string, string>;
  body?: Record<string, string>;
}

/**
 * A new notice: to everyone (asked again before it goes, it reaches every account) or to one user
 * by id; its title and text per language, plain text, English required.
 */
export function ComposeForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ComposeValues>();
  const to = Form.useWatch('to', form);
  const send = useSendMessage();
  const [refusal, setRefusal] = useState<string>();

  const submit = async () => {
    setRefusal(undefined);
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    try {
      await send.mutateAsync({
        ...(values.to === 'user' && values.user_id !== undefined ? { user_id: values.user_id } : {}),
        title: filledTexts(values.title) as { en: string },
        body: filledTexts(values.body) as { en: string },
      });
      form.resetFields();
      void message.success(t('messages.sent'));
    } catch (error) {
      setRefusal(showServerError(form, error, { plain: ['user_id'], localized: ['title', 'body'] }));
    }
  };

  const sendButton = (onClick?: () => void) => (
    <Button type="primary" loading={send.isPending} data-testid="message-send" onClick={onClick}>
      {t('messages.send')}
    </Button>
  );
  return (
    <Card title={t('messages.compose')} style={{ marginBottom: 24 }}>
      <Form form={form} layout="vertical" initialValues={{ to: 'everyone' }} data-testid="message-form">
        {refusal && <Alert type="error" title={refusal} style={{ marginBottom: 16 }} />}
        <Form.Item name="to" label={t('messages.to')}>
          <Radio.Group data-testid="message-to">
            <Radio value="everyone" data-testid="message-to-everyone">
              {t('messages.everyone')}
            </Radio>
            <Radio value="user" data-testid="message-to-user">
              {t('messages.oneUser')}
            </Radio>
          </Radio.Group>
        </Form.Item>
        {to === 'user' && (
          <Form.Item
            name="user_id"
            label={t('messages.userId')}
            rules={[{ required: true, message: t('messages.enterUserId') }]}
          >
            <InputNumber min={1} precision={0} style={{ width: 200 }} data-testid="message-user-id" />
          </Form.Item>
        )}
        <LocalizedFields
          testId="message-text"
          fields={[
            { name: 'title', label: t('messages.titleField'), max: MESSAGE_TITLE_MAX },
            { name: 'body', label: t('messages.body'), max: MESSAGE_BODY_MAX, rows: 5 },
          ]}
        />
        {to === 'user' ? (
          sendButton(() => void submit())
        ) : (
          <Popconfirm
            title={t('messages.confirmEveryone')}
            okButtonProps={{ 'data-testid': 'message-confirm' } as ButtonProps}
            onConfirm={() => void submit()}
          >
            {sendButton()}
          </Popconfirm>
        )}
      </Form>
    </Card>
  );
}
