import { LANGUAGE_KEY } from '@market/app-kit/languages';
import { createClient } from '@market/client';
import i18next from 'i18next';
import { StorageKey } from './storage.ts';

// antd's message is fetched with the first error only
async function showError(message: string): Promise<void> {
  const { message: toast } = await import('antd');
  void toast.error(message);
}

/** What a 401 does: main.tsx connects the session's reaction at start (lib holds no app state). */
let onUnauthorized: () => void = () => window.location.assign('/admin/login?n=1');
export function connectSession(reaction: () => void): void {
  onUnauthorized = reaction;
}

export const currentToken = (): string | null => localStorage.getItem(StorageKey.token);

/** The back office's client: the admin's own token, the shared language, the code table of spec §8. */
export const client = createClient({
  getToken: currentToken,
  getLanguage: () => localStorage.getItem(LANGUAGE_KEY),
  onUnauthorized: () => onUnauthorized(),
  onError: (message) => void showError(message),
  requestFailedMessage: () => i18next.t('common.requestFailed'),
});
