import { Form, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/**
 * "Confirm password", checked against `field`. Registration's mismatch message ends with "!",
 * the others' does not (spec §5), hence `mismatchKey`.
 */
export function ConfirmPasswordItem({
  field,
  mismatchKey = 'validation.passwordsMismatch',
  testId,
}: {
  field: string;
  mismatchKey?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="confirm"
      label={t('auth.confirmPassword')}
      dependencies={[field]}
      rules={[
        { required: true, message: t('validation.confirmPassword') },
        ({ getFieldValue }) => ({
          validator: (_rule, value) =>
            !value || getFieldValue(field) === value
              ? Promise.resolve()
              : Promise.reject(new Error(t(mismatchKey))),
        }),
      ]}
    >
      <Input
        type="password"
        autoComplete="new-password"
        placeholder={t('validation.confirmPassword')}
        data-testid={testId}
      />
    </Form.Item>
  );
}
