import { accountApi, createClient } from '@market/client';
import i18next from 'i18next';
import { useSession } from '../state/session.ts';
import { StorageKey } from './storage.ts';

// Toast brings antd-mobile's Mask and react-spring (~25 KB gzip): fetched on the first error only.
// A module of our own, not antd-mobile's toast/index.js: Rolldown would otherwise make that dynamic
// entry, which pages also import statically, the home of shared helpers the start-up code needs.
async function showErrorToast(message: string): Promise<void> {
  try {
    (await import('./error-toast.ts')).showErrorToast(message);
  } catch (error) {
    // offline before the service worker cached it: the form still shows its own error state
    console.warn('error toast unavailable', error);
  }
}

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
  onError: (message) => void showErrorToast(message),
  requestFailedMessage: () => i18next.t('common.requestFailed'),
});

export const account = accountApi(client);
