import type { QuoteFilter } from '@market/contract/quote-limits';

/**
 * Query keys of the caller's quotes, under the viewer's id. A request, a withdrawal or an acceptance
 * moves a quote between tabs, so mutations invalidate `all(viewer)`.
 */
export const quoteKeys = {
  all: (viewer: number) => ['quote', viewer] as const,
  list: (viewer: number, status: QuoteFilter) => [...quoteKeys.all(viewer), 'list', status] as const,
  detail: (viewer: number, id: number) => [...quoteKeys.all(viewer), 'detail', id] as const,
};
