import { createClient } from '@market/client';
import i18next from 'i18next';
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

/** What the client needs of the session: main.tsx connects the app's at start (lib holds no app state). */
export interface SessionLink {
  token(): string | null;
  /** A 401 anywhere: the session ends and the login page opens as /login?n=1 (spec §8). */
  onUnauthorized(): void;
}
let session: SessionLink = {
  token: () => null,
  onUnauthorized: () => window.location.assign('/login?n=1'),
};
export function connectSession(link: SessionLink): void {
  session = link;
}

/** The token every call sends: the stored access key, else the session's (spec §7). */
export const currentToken = (): string | null => localStorage.getItem(StorageKey.token) ?? session.token();

export const client = createClient({
  getToken: currentToken,
  getLanguage: () => localStorage.getItem(StorageKey.lang),
  onUnauthorized: () => session.onUnauthorized(),
  onError: (message) => void showErrorToast(message),
  requestFailedMessage: () => i18next.t('common.requestFailed'),
});
