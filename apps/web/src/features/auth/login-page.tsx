import { Form, Input, NoticeBar } from 'antd-mobile';
import { PageHeader } from '../../components/page-header.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { account } from '../../lib/account.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { startCartSync } from '../cart/index.ts';
import { useSession } from '../../state/session.ts';
import { afterLoginPath } from './redirect.ts';

interface LoginForm {
  account: string;
  password: string;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<LoginForm>();
  const signIn = useSession((state) => state.signIn);

  const { submit, isSubmitting } = useFormSubmit<LoginForm>(form, ['account', 'password'], async (values) => {
    const { userinfo } = await account.login(values);
    signIn(userinfo);
    startCartSync();
    navigate(afterLoginPath(params.get('redirect')), { replace: true });
  });

  return (
    <>
      <PageHeader backTo="/">{t('auth.login')}</PageHeader>
      {params.get('n') === '1' && (
        <NoticeBar content={t('auth.sessionExpired')} color="alert" data-testid="session-expired" />
      )}
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        footer={
          <SubmitButton isSubmitting={isSubmitting} testId="login-submit">
            {t('auth.login')}
          </SubmitButton>
        }
      >
        <Form.Item
          name="account"
          label={t('auth.account')}
          rules={[{ required: true, whitespace: true, message: t('validation.enterAccount') }]}
        >
          <Input
            autoComplete="username"
            placeholder={t('auth.accountPlaceholder')}
            data-testid="login-account"
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('auth.password')}
          rules={[{ required: true, message: t('validation.enterPassword') }]}
        >
          <Input
            type="password"
            autoComplete="current-password"
            placeholder={t('validation.enterPassword')}
            data-testid="login-password"
          />
        </Form.Item>
      </Form>
      <div className="form-links">
        <Link to="/register">{t('auth.noAccount')}</Link>
        <Link to="/resetPwd">{t('auth.forgotPassword')}</Link>
      </div>
    </>
  );
}
