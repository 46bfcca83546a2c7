import { useEffect, useState } from 'react';

/** A blob (a file chosen on the device) as a URL an <img> can show, released when it changes or the page leaves. */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [shown, setShown] = useState<{ blob: Blob; url: string }>();
  useEffect(() => {
    if (!blob) return undefined;
    const url = URL.createObjectURL(blob);
    setShown({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return shown && shown.blob === blob ? shown.url : undefined;
}
