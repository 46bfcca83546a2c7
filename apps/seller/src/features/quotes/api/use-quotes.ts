import type { Quote, QuoteAnswerRequest, QuoteDeclineRequest } from '@market/contract';
import type { QuoteFilter } from '@market/contract/quote-limits';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { quoteKeys } from './keys.ts';
import { sellerQuotes } from './quotes-api.ts';

export const QUOTES_PAGE_SIZE = 20;

const nextPageOf = (last: { page: number; limit: number; total: number }) =>
  last.page * last.limit < last.total ? last.page + 1 : undefined;

/** The store's quotes of a status, newest first, page by page. */
export function useStoreQuotes(status: QuoteFilter) {
  return useInfiniteQuery({
    queryKey: quoteKeys.list(status),
    queryFn: ({ pageParam }) => sellerQuotes.list({ status, page: pageParam, limit: QUOTES_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    placeholderData: keepPreviousData,
  });
}

/** One quote of the store: the buyer's lines and targets, and the answer once given. */
export function useStoreQuote(id: number) {
  return useQuery({
    queryKey: quoteKeys.detail(id),
    queryFn: () => sellerQuotes.detail({ id }),
    enabled: id > 0,
    // a 404 (another store's quote, or none) is an answer, not a hiccup to retry
    retry: false,
  });
}

/** After a change of one quote: its page at once from the answer, then every tab again. */
function useQuoteChange<T>(call: (input: T) => Promise<Quote>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (quote) => {
      queryClient.setQueryData(quoteKeys.detail(quote.id), quote);
      await queryClient.invalidateQueries({ queryKey: quoteKeys.all });
    },
  });
}

/** Quotes a unit price per line, valid to a day; the buyer gets a site message. */
export const useAnswerQuote = () => useQuoteChange((input: QuoteAnswerRequest) => sellerQuotes.answer(input));

/** Declines a request with a reason the buyer reads. */
export const useDeclineQuote = () =>
  useQuoteChange((input: QuoteDeclineRequest) => sellerQuotes.decline(input));
