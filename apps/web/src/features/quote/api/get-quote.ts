import { queryOptions, useQuery } from '@tanstack/react-query';
import { useViewer } from '../../../state/use-viewer.ts';
import { quoteKeys } from './keys.ts';
import { quotes } from './quotes.ts';

export const getQuote = (id: number) => quotes.detail({ id });

export const quoteQuery = (viewer: number, id: number) =>
  queryOptions({ queryKey: quoteKeys.detail(viewer, id), queryFn: () => getQuote(id) });

/** One of the caller's quotes; reloaded when the app comes back to the front (the app's default is not to). */
export function useQuote(id: number) {
  const viewer = useViewer();
  return useQuery({
    ...quoteQuery(viewer, id),
    enabled: viewer !== 0 && id > 0,
    retry: false,
    // the buyer waits for the store's answer, often in another app meanwhile
    refetchOnWindowFocus: true,
  });
}
