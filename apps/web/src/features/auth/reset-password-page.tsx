import { Form, Input, Toast } from 'antd-mobile';
import { ConfirmPasswordItem } from '../../components/confirm-password-item.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { account } from '../../lib/account.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { CodeButton } from './code-button.tsx';
import { useSendCode } from './use-send-code.ts';

interface ResetForm {
  email: string;
  code: string;
  newpassword: string;
  confirm: string;
}

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<ResetForm>();

  const sendCode = useSendCode(form, 'resetpwd');

  const { submit, isSubmitting } = useFormSubmit<ResetForm>(
    form,
    ['email', 'code', 'newpassword'],
    async ({ confirm: _confirm, ...values }) => {
      await account.resetPassword(values);
      Toast.show({ icon: 'success', content: t('auth.passwordReset') });
      navigate('/login', { replace: true });
    },
  );

  return (
    <>
      <PageHeader>{t('auth.resetPassword')}</PageHeader>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        footer={<SubmitButton isSubmitting={isSubmitting}>{t('common.confirm')}</SubmitButton>}
      >
        <Form.Item
          name="email"
          label={t('auth.email')}
          rules={[
            { required: true, whitespace: true, message: t('validation.enterEmail') },
            { type: 'email', message: t('validation.emailFormat') },
          ]}
        >
          <Input type="email" autoComplete="email" placeholder={t('validation.enterEmail')} />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('auth.code')}
          extra={<CodeButton onSend={sendCode} />}
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
          />
        </Form.Item>
        <Form.Item
          name="newpassword"
          label={t('auth.newPassword')}
          rules={[
            { required: true, message: t('validation.enterNewPassword') },
            { min: 8, max: 128, message: t('validation.passwordLength') },
          ]}
        >
          <Input type="password" autoComplete="new-password" placeholder={t('validation.enterNewPassword')} />
        </Form.Item>
        <ConfirmPasswordItem field="newpassword" />
      </Form>
    </>
  );
}
