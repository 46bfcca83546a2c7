import { Form, Toast } from 'antd-mobile';
import { ConfirmPasswordItem } from '../../components/confirm-password-item.tsx';
import { NewPasswordItem } from '../../components/new-password-item.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { account } from '../../lib/account.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { CodeItem, EmailItem } from './email-code-items.tsx';

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
        <EmailItem />
        <CodeItem form={form} event="resetpwd" />
        <NewPasswordItem
          name="newpassword"
          labelKey="auth.newPassword"
          messageKey="validation.enterNewPassword"
        />
        <ConfirmPasswordItem field="newpassword" />
      </Form>
    </>
  );
}
