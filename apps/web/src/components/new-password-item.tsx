import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** A new password of 8 to 128 characters as `name`; `messageKey` asks for it and is its placeholder. */
export function NewPasswordItem({
  name,
  labelKey,
  messageKey,
  testId,
}: {
  name: string;
  labelKey: string;
  messageKey: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={t(labelKey)}
      rules={[
        { required: true, message: t(messageKey) },
        { min: 8, max: 128, message: t('validation.passwordLength') },
      ]}
    >
      <Input type="password" autoComplete="new-password" placeholder={t(messageKey)} data-testid={testId} />
    </Form.Item>
  );
}
