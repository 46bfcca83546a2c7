import { useEffect, useState } from 'react';

/**
 * A private upload (`/api/index/file/{id}`) as a URL an <img> can show: the server hands it out
 * only with a `token` header (the owner's, or an admin's), which an <img> cannot send, so it is
 * fetched and shown as a blob URL, released when the page leaves. Undefined while loading; null
 * when it failed. Each app passes its own session's token.
 */
export function usePrivateImage(url: string | undefined, token: string | null): string | null | undefined {
  const [shown, setShown] = useState<{ url: string; src: string | null }>();
  useEffect(() => {
    if (!url) return undefined;
    let objectUrl: string | undefined;
    const controller = new AbortController();
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
  }, [url, token]);
  return shown && shown.url === url ? shown.src : undefined;
}
