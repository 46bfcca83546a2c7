import { Form, Input } from 'antd-mobile';
import { ConfirmPasswordItem } from '../../components/confirm-password-item.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { account } from '../../lib/account.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { startCartSync } from '../cart/index.ts';
import { useSession } from '../../state/session.ts';
import { CodeButton } from './code-button.tsx';
import { useSendCode } from './use-send-code.ts';

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

  const sendCode = useSendCode(form, 'register');

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
            data-testid="register-email"
          />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('auth.code')}
          extra={<CodeButton onSend={sendCode} testId="register-send-code" />}
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
            data-testid="register-code"
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('auth.password')}
          rules={[
            { required: true, message: t('validation.enterPassword') },
            { min: 8, max: 128, message: t('validation.passwordLength') },
          ]}
        >
          <Input
            type="password"
            autoComplete="new-password"
            placeholder={t('validation.enterPassword')}
            data-testid="register-password"
          />
        </Form.Item>
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
