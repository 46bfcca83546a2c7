import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { QuoteFilter } from '@market/contract/quote-limits';
import { nextPageOf, PAGE_SIZE } from '../../../lib/paging.ts';
import { useViewer } from '../../../state/use-viewer.ts';
import { quoteKeys } from './keys.ts';
import { quotes } from './quotes.ts';

export const getQuotes = (status: QuoteFilter, page: number) =>
  quotes.list({ status, page, limit: PAGE_SIZE });

export const quotesQuery = (viewer: number, status: QuoteFilter) =>
  infiniteQueryOptions({
    queryKey: quoteKeys.list(viewer, status),
    queryFn: ({ pageParam }) => getQuotes(status, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** The caller's quotes of a status (or all), newest first, page by page. */
export function useQuotes(status: QuoteFilter) {
  const viewer = useViewer();
  return useInfiniteQuery({ ...quotesQuery(viewer, status), enabled: viewer !== 0 });
}
