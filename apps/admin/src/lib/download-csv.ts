import { LANGUAGE_KEY } from '@market/app-kit/languages';
import i18next from 'i18next';
import { currentToken } from './api.ts';

/**
 * Downloads a CSV export (a call answering a file, not an envelope) of a list's filter: fetched
 * with the admin's token and saved through an object URL, since a link cannot send the token
 * header; a refusal still comes as an envelope and is thrown with its message.
 */
export async function downloadCsv(path: string, filter: object, fallbackName: string): Promise<void> {
  const response = await fetch(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      token: currentToken() ?? '',
      'Accept-Language': localStorage.getItem(LANGUAGE_KEY) ?? 'en',
    },
    body: JSON.stringify(filter),
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('json')) {
    const envelope = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(envelope?.msg || i18next.t('common.requestFailed'));
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    `${fallbackName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
