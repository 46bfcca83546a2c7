import Dialog from 'antd-mobile/es/components/dialog';
import { useTranslation } from 'react-i18next';
import { type Location, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../state/session.ts';

/** The login page, coming back to `location` afterwards. */
export const loginPathFrom = (location: Pick<Location, 'pathname' | 'search'>) =>
  `/login?redirect=${encodeURIComponent(location.pathname + location.search)}`;

/**
 * Answers whether the user is logged in; a visitor is told 'Please login first' (spec §5) and
 * offered the login page, which brings them back here.
 */
export function useRequireLogin(): () => boolean {
  const { t } = useTranslation();
  const isLogin = useSession((state) => state.isLogin);
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (isLogin) return true;
    void Dialog.show({
      content: <span data-testid="login-required">{t('common.pleaseLogin')}</span>,
      closeOnAction: true,
      closeOnMaskClick: true,
      actions: [
        [
          { key: 'cancel', text: t('common.cancel') },
          {
            key: 'login',
            text: t('auth.login'),
            bold: true,
            onClick: () => navigate(loginPathFrom(location)),
          },
        ],
      ],
    });
    return false;
  };
}
