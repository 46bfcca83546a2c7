import type { EmailCodeEvent } from '@market/contract';
import { Form, Input } from 'antd-mobile';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { useTranslation } from 'react-i18next';
import { CodeButton } from './code-button.tsx';
import { useSendCode } from './use-send-code.ts';

/** The e-mail a code is sent to, as `email`. */
export function EmailItem({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="email"
      label={t('auth.email')}
      rules={[
        { required: true, whitespace: true, message: t('validation.enterEmail') },
        { type: 'email', message: t('validation.emailFormat') },
      ]}
    >
      <Input
        type="email"
        autoComplete="email"
        placeholder={t('validation.enterEmail')}
        data-testid={testId}
      />
    </Form.Item>
  );
}

/** The six-digit code mailed for `event`, as `code`, with the button that sends it to the form's e-mail. */
export function CodeItem({
  form,
  event,
  testId,
  sendTestId,
}: {
  form: FormInstance;
  event: EmailCodeEvent;
  testId?: string;
  sendTestId?: string;
}) {
  const { t } = useTranslation();
  const sendCode = useSendCode(form, event);
  return (
    <Form.Item
      name="code"
      label={t('auth.code')}
      extra={<CodeButton onSend={sendCode} testId={sendTestId} />}
      rules={[
        { required: true, message: t('validation.enterCode') },
        { pattern: /^\d{6}$/, message: t('validation.codeFormat') },
      ]}
    >
      <Input
        inputMode="numeric"
        maxLength={6}
        autoComplete="one-time-code"
        placeholder={t('validation.enterCode')}
        data-testid={testId}
      />
    </Form.Item>
  );
}
