import { Form, Input, Toast } from 'antd-mobile';
import { ConfirmPasswordItem } from '../../components/confirm-password-item.tsx';
import { LoginRedirect } from '../../components/login-redirect.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { account } from '../../lib/account.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useSession } from '../../state/session.ts';
import { meQueryKey, useMe } from '../../state/use-me.ts';

interface FundForm {
  oldpassword?: string;
  newpassword: string;
  confirm: string;
}

/** A visitor has no settings: sent to log in (a form here would end in "Your session has expired"). */
export default function FundPasswordPage() {
  const isLogin = useSession((state) => state.isLogin);
  return isLogin ? <FundPasswordForm /> : <LoginRedirect />;
}

function FundPasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: me } = useMe();
  const [form] = Form.useForm<FundForm>();
  const hasFundPassword = me?.has_fund_password ?? false;

  const { submit } = useFormSubmit<FundForm>(
    form,
    ['oldpassword', 'newpassword'],
    async ({ oldpassword, newpassword }) => {
      await account.changePassword({ type: 'fund', newpassword, ...(oldpassword ? { oldpassword } : {}) });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      Toast.show({ icon: 'success', content: t('setting.fundPasswordSaved') });
      navigate(-1);
    },
  );

  return (
    <>
      <PageHeader>{t('setting.fundPassword')}</PageHeader>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        footer={<SubmitButton>{t('common.confirm')}</SubmitButton>}
      >
        {hasFundPassword && (
          <Form.Item
            name="oldpassword"
            label={t('setting.originalPassword')}
            rules={[{ required: true, message: t('validation.enterOriginalPassword') }]}
          >
            <Input type="password" autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item
          name="newpassword"
          label={t('setting.newFundPassword')}
          rules={[
            { required: true, message: t('validation.enterNewPassword') },
            { min: 6, max: 128, message: t('validation.fundPasswordLength') },
          ]}
        >
          <Input type="password" autoComplete="off" />
        </Form.Item>
        <ConfirmPasswordItem field="newpassword" />
      </Form>
    </>
  );
}
