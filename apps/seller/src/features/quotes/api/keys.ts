import type { QuoteFilter } from '@market/contract/quote-limits';

/** Query keys of the store's quotes. Answering or declining one moves it between tabs: mutations invalidate `all`. */
export const quoteKeys = {
  all: ['seller-quote'] as const,
  list: (status: QuoteFilter) => [...quoteKeys.all, 'list', status] as const,
  detail: (id: number) => [...quoteKeys.all, 'detail', id] as const,
};
