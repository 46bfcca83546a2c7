import { accountApi, createClient } from '@market/client';
import { Toast } from 'antd-mobile';
import i18next from 'i18next';
import { useSession } from '../stores/session.ts';
import { StorageKey } from './storage.ts';

/** Set by the router at start, so a 401 anywhere can go to /login?n=1 (spec §8). */
let goToLogin: () => void = () => window.location.assign('/login?n=1');
export function setLoginRedirect(redirect: () => void): void {
  goToLogin = redirect;
}

export const client = createClient({
  getToken: () => localStorage.getItem(StorageKey.token) ?? useSession.getState().token,
  getLanguage: () => localStorage.getItem(StorageKey.lang),
  onUnauthorized: () => {
    useSession.getState().signOut();
    goToLogin();
  },
  onError: (message) => {
    Toast.show({ icon: 'fail', content: message });
  },
  requestFailedMessage: () => i18next.t('common.requestFailed'),
});

export const account = accountApi(client);
