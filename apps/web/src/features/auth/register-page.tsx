import { Form, Input } from 'antd-mobile';
import { ConfirmPasswordItem } from '../../components/confirm-password-item.tsx';
import { NewPasswordItem } from '../../components/new-password-item.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { account } from '../../lib/account.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { startCartSync } from '../cart/index.ts';
import { useSession } from '../../state/session.ts';
import { CodeItem, EmailItem } from './email-code-items.tsx';

interface RegisterForm {
  username: string;
  email: string;
  code: string;
  password: string;
  confirm: string;
  invite_code?: string;
}

const FIELDS = ['username', 'email', 'code', 'password', 'invite_code'];

export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<RegisterForm>();
  const signIn = useSession((state) => state.signIn);

  const { submit, isSubmitting } = useFormSubmit<RegisterForm>(
    form,
    FIELDS,
    async ({ confirm: _confirm, invite_code, ...values }) => {
      const { userinfo } = await account.register({ ...values, ...(invite_code ? { invite_code } : {}) });
      signIn(userinfo);
      startCartSync();
      navigate('/mine', { replace: true });
    },
  );

  return (
    <>
      <PageHeader>{t('auth.register')}</PageHeader>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        footer={
          <SubmitButton isSubmitting={isSubmitting} testId="register-submit">
            {t('auth.register')}
          </SubmitButton>
        }
      >
        <Form.Item
          name="username"
          label={t('auth.username')}
          rules={[
            { required: true, whitespace: true, message: t('validation.enterUsername') },
            { pattern: /^[a-zA-Z0-9_]{3,32}$/, message: t('validation.usernameFormat') },
          ]}
        >
          <Input
            autoComplete="username"
            placeholder={t('validation.enterUsername')}
            data-testid="register-username"
          />
        </Form.Item>
        <EmailItem testId="register-email" />
        <CodeItem form={form} event="register" testId="register-code" sendTestId="register-send-code" />
        <NewPasswordItem
          name="password"
          labelKey="auth.password"
          messageKey="validation.enterPassword"
          testId="register-password"
        />
        <ConfirmPasswordItem
          field="password"
          mismatchKey="validation.passwordsMismatchRegister"
          testId="register-confirm"
        />
        <Form.Item name="invite_code" label={t('auth.inviteCode')}>
          <Input placeholder={t('auth.inviteCodeOptional')} />
        </Form.Item>
      </Form>
      <div className="form-links">
        <Link to="/login">{t('auth.haveAccount')}</Link>
      </div>
    </>
  );
}
