import type { EmailCodeEvent } from '@market/contract';
import { Toast } from 'antd-mobile';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { useTranslation } from 'react-i18next';
import { account } from '../../lib/account.ts';
import { showFieldError } from '@market/app-kit/forms';

/** Sends a code to the form's e-mail for `event`; answers the seconds to wait before another. */
export function useSendCode(form: FormInstance, event: EmailCodeEvent) {
  const { t } = useTranslation();
  return async (): Promise<number | undefined> => {
    try {
      const { email } = (await form.validateFields(['email'])) as { email: string };
      const result = await account.sendCode({ email, event });
      Toast.show({ icon: 'success', content: t('auth.codeSent') });
      return result.resend_in;
    } catch (error) {
      showFieldError(form, error, ['email']);
      return undefined;
    }
  };
}
