import { LANGUAGE_KEY } from '@market/app-kit/languages';
import { createClient } from '@market/client';
import i18next from 'i18next';
import { StorageKey } from './storage.ts';

// Toast (antd-mobile's Mask and react-spring) is fetched on the first error only
async function showErrorToast(message: string): Promise<void> {
  try {
    const { default: Toast } = await import('antd-mobile/es/components/toast');
    Toast.show({ icon: 'fail', content: message });
  } catch (error) {
    console.warn('error toast unavailable', error);
  }
}

/** What a 401 does: main.tsx connects the session's reaction at start (lib holds no app state). */
let onUnauthorized: () => void = () => window.location.assign('/seller/login?n=1');
export function connectSession(reaction: () => void): void {
  onUnauthorized = reaction;
}

/** The seller app's client: its own token, the shared language, the code table of spec §8. */
export const client = createClient({
  getToken: () => localStorage.getItem(StorageKey.token),
  getLanguage: () => localStorage.getItem(LANGUAGE_KEY),
  onUnauthorized: () => onUnauthorized(),
  onError: (message) => void showErrorToast(message),
  requestFailedMessage: () => i18next.t('common.requestFailed'),
});
