import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFrom } from '../../../lib/login-path.ts';
import { useSession } from '../../../state/session.ts';
import { showDialog } from '../../../lib/overlays.tsx';

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
    showDialog({
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
