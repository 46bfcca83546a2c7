import { ApiError } from '@market/client';
import { adminCalls } from '@market/contract/routes/admin-calls';
import { Alert, Button, Card, Form, Input, Layout } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LanguagePicker } from '../../components/language-picker.tsx';
import { client } from '../../lib/api.ts';
import { useSession } from '../../state/session.ts';

interface Credentials {
  account: string;
  password: string;
}

/**
 * `POST /api/admin/login` (throttled on the server like the buyer's login): only an admin gets a
 * session. A refusal naming a field shows under it; others show above the form.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Credentials>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = useSession((state) => state.token);
  const [refusal, setRefusal] = useState<string>();
  const [isSubmitting, setIsSubmitting] = useState(false);
  if (token) return <Navigate to="/" replace />;

  const submit = async (values: Credentials) => {
    setIsSubmitting(true);
    setRefusal(undefined);
    try {
      const { userinfo } = await client.call(adminCalls.login, values);
      useSession.getState().signIn(userinfo.token);
      void navigate('/', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && (error.field === 'account' || error.field === 'password')) {
        form.setFields([{ name: error.field, errors: [error.message] }]);
      } else if (error instanceof ApiError) setRefusal(error.message);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <Layout style={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center' }}>
      <div style={{ position: 'absolute', insetInlineEnd: 24, top: 16 }}>
        <LanguagePicker />
      </div>
      <Card title={t('auth.title')} style={{ width: 380 }}>
        {params.get('n') && !refusal && (
          <Alert type="info" title={t('auth.sessionEnded')} style={{ marginBottom: 16 }} />
        )}
        {refusal && (
          <Alert type="error" title={refusal} data-testid="login-refusal" style={{ marginBottom: 16 }} />
        )}
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
          <Form.Item
            name="account"
            label={t('auth.account')}
            rules={[{ required: true, whitespace: true, message: t('auth.enterAccount') }]}
          >
            <Input data-testid="login-account" autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('auth.password')}
            rules={[{ required: true, message: t('auth.enterPassword') }]}
          >
            <Input.Password data-testid="login-password" autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={isSubmitting} data-testid="login-submit">
            {t('auth.submit')}
          </Button>
        </Form>
      </Card>
    </Layout>
  );
}
