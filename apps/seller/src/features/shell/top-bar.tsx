import { accountCalls } from '@market/contract/routes/account-calls';
import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageButton } from '../../components/language-button.tsx';
import { SellerMark } from '../../components/seller-mark.tsx';
import { client } from '../../lib/api.ts';
import { useSession } from '../../state/session.ts';
import { LogoutIcon } from './icons.tsx';
import { useWebsite } from './use-website.ts';

/** The app's name, the language and logging out, above every page. */
export function TopBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useSession((state) => state.signOut);
  const website = useWebsite();

  useLayoutEffect(() => {
    document.title = website?.webName ? t('shell.appNameOf', { site: website.webName }) : t('shell.appName');
  }, [website?.webName, t]);

  const logOut = async () => {
    await client.call(accountCalls.logout).catch(() => undefined);
    signOut();
    queryClient.clear();
    navigate('/login', { replace: true });
  };

  return (
    <header className="top-bar">
      <SellerMark siteName={website?.webName} />
      <div className="top-bar-actions">
        <LanguageButton />
        <button
          type="button"
          className="icon-button"
          onClick={() => void logOut()}
          aria-label={t('shell.logout')}
          data-testid="logout"
        >
          <LogoutIcon width={20} height={20} />
        </button>
      </div>
    </header>
  );
}
