import { useEffect, useState } from 'react';
import { StorageKey } from '../../../lib/storage.ts';
import { useSession } from '../../../state/session.ts';

/**
 * A private upload (`/api/index/file/{id}`) as a URL an <img> can show: the server hands it out
 * only with the owner's `token` header, which an <img> cannot send, so it is fetched and shown as
 * a blob URL, released when the page leaves. Undefined while loading; null when it failed.
 */
export function usePrivateImage(url: string | undefined): string | null | undefined {
  const [shown, setShown] = useState<{ url: string; src: string | null }>();
  useEffect(() => {
    if (!url) return undefined;
    let objectUrl: string | undefined;
    const controller = new AbortController();
    const token = localStorage.getItem(StorageKey.token) ?? useSession.getState().token;
    void fetch(url, { headers: token ? { token } : {}, signal: controller.signal })
      .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(`${response.status}`))))
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setShown({ url, src: objectUrl });
      })
      .catch(() => {
        if (!controller.signal.aborted) setShown({ url, src: null });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return shown && shown.url === url ? shown.src : undefined;
}
