import { Button, Dialog, Form, Input, List, Popup, Toast } from 'antd-mobile';
import { useState } from 'react';
import { ConfirmPasswordItem } from '../../components/confirm-password-item.tsx';
import { LoginRedirect } from '../../components/login-redirect.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { account } from '../../lib/account.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useSession } from '../../state/session.ts';

interface PasswordForm {
  oldpassword: string;
  newpassword: string;
  confirm: string;
}

/** A visitor has no settings: sent to log in (a form here would end in "Your session has expired"). */
export default function SettingPage() {
  // as the page opened: logging out here leaves for /login itself, not for /login?redirect=/setting
  const [isLogin] = useState(() => useSession.getState().isLogin);
  return isLogin ? <Settings /> : <LoginRedirect />;
}

function Settings() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSession((state) => state.signOut);
  const [isChangingPassword, setIsChangingPassword] = useState(false);
  const [form] = Form.useForm<PasswordForm>();

  const { submit } = useFormSubmit<PasswordForm>(
    form,
    ['oldpassword', 'newpassword'],
    async ({ oldpassword, newpassword }) => {
      await account.changePassword({ type: 'login', oldpassword, newpassword });
      Toast.show({ icon: 'success', content: t('setting.passwordChanged') });
      setIsChangingPassword(false);
      form.resetFields();
    },
  );

  const exit = async () => {
    if (
      !(await Dialog.confirm({
        content: t('setting.exitConfirm'),
        confirmText: t('setting.exit'),
        cancelText: t('common.cancel'),
      }))
    )
      return;
    await account.logout().catch(() => undefined);
    signOut();
    navigate('/login', { replace: true });
  };

  return (
    <>
      <PageHeader>{t('mine.settings')}</PageHeader>
      <List>
        <List.Item onClick={() => setIsChangingPassword(true)} data-testid="setting-login-password">
          {t('setting.loginPassword')}
        </List.Item>
        <List.Item onClick={() => navigate('/fundPassword')}>{t('setting.fundPassword')}</List.Item>
        <List.Item onClick={() => navigate('/address')}>{t('setting.shippingAddress')}</List.Item>
      </List>
      <div className="button-row">
        <Button block color="danger" fill="outline" onClick={() => void exit()} data-testid="setting-exit">
          {t('setting.exit')}
        </Button>
      </div>
      <Popup
        visible={isChangingPassword}
        onMaskClick={() => setIsChangingPassword(false)}
        bodyStyle={{ padding: 16 }}
      >
        <h2>{t('setting.loginPassword')}</h2>
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          footer={
            <Button block type="submit" color="primary">
              {t('common.confirm')}
            </Button>
          }
        >
          <Form.Item
            name="oldpassword"
            label={t('setting.originalPassword')}
            rules={[{ required: true, message: t('validation.enterOriginalPassword') }]}
          >
            <Input type="password" autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            name="newpassword"
            label={t('auth.newPassword')}
            rules={[
              { required: true, message: t('validation.enterNewPassword') },
              { min: 8, max: 128, message: t('validation.passwordLength') },
            ]}
          >
            <Input type="password" autoComplete="new-password" />
          </Form.Item>
          <ConfirmPasswordItem field="newpassword" />
        </Form>
      </Popup>
    </>
  );
}
