import { useFormSubmit } from '@market/app-kit/forms';
import { SubmitButton } from '@market/app-kit/submit-button';
import { Form, Input, NoticeBar } from 'antd-mobile';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageButton } from '../../components/language-button.tsx';
import { SellerMark } from '../../components/seller-mark.tsx';
import { logInAsMerchant, NotMerchantError } from './seller-login.ts';

interface LoginForm {
  account: string;
  password: string;
}

/** /seller/login: a merchant's username or e-mail and password; other accounts are told where to apply. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<LoginForm>();
  const [isRefused, setIsRefused] = useState(params.get('refused') === '1');

  const { submit, isSubmitting } = useFormSubmit<LoginForm>(form, ['account', 'password'], async (values) => {
    setIsRefused(false);
    try {
      await logInAsMerchant(values);
    } catch (error) {
      if (!(error instanceof NotMerchantError)) throw error;
      setIsRefused(true);
      return;
    }
    navigate('/', { replace: true });
  });

  return (
    <div className="login-page">
      <header className="login-header">
        <SellerMark />
        <LanguageButton />
      </header>
      <h1 className="login-title">{t('auth.title')}</h1>
      <p className="login-lead">{t('auth.lead')}</p>
      {params.get('n') === '1' && !isRefused && (
        <NoticeBar content={t('auth.sessionExpired')} color="alert" data-testid="session-expired" />
      )}
      {isRefused && (
        <div className="login-refused" role="alert" data-testid="login-refused">
          <Trans i18nKey="auth.notMerchant" components={{ apply: <a href="/merchant" /> }} />
        </div>
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
          rules={[{ required: true, whitespace: true, message: t('auth.enterAccount') }]}
        >
          <Input autoComplete="username" placeholder={t('auth.account')} data-testid="login-account" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('auth.password')}
          rules={[{ required: true, message: t('auth.enterPassword') }]}
        >
          <Input
            type="password"
            autoComplete="current-password"
            placeholder={t('auth.enterPassword')}
            data-testid="login-password"
          />
        </Form.Item>
      </Form>
      <p className="login-buyer">
        <a href="/">{t('auth.toBuyerApp')}</a>
      </p>
    </div>
  );
}
