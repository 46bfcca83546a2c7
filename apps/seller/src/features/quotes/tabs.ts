import type { QuoteFilter } from '@market/contract/quote-limits';

/**
 * The list's tabs and the filter each asks the server for: what waits for an answer, what is
 * answered and still open, and what is closed (declined, accepted, withdrawn or expired).
 */
export const QUOTE_TABS = ['new', 'quoted', 'closed'] as const;
export type QuoteTab = (typeof QUOTE_TABS)[number];
export const TAB_FILTERS = { new: 'requested', quoted: 'quoted', closed: 'closed' } as const satisfies Record<
  QuoteTab,
  QuoteFilter
>;

/** The tab an address asks for (`?tab=closed`), the new requests by default. */
export function tabOf(params: URLSearchParams): QuoteTab {
  const tab = params.get('tab');
  return (QUOTE_TABS as readonly string[]).includes(tab ?? '') ? (tab as QuoteTab) : 'new';
}
