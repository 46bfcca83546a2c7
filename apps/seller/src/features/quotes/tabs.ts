import type { QuoteStatus } from '@market/contract/quote-limits';

/** The list's tabs: what waits for an answer, what is answered and still open, and what is closed. */
export const QUOTE_TABS = ['new', 'quoted', 'closed'] as const;
export type QuoteTab = (typeof QUOTE_TABS)[number];

/** The closed statuses, each a chip under the closed tab (the list call filters by one status). */
export const CLOSED_STATUSES = [
  'accepted',
  'declined',
  'expired',
  'cancelled',
] as const satisfies QuoteStatus[];
export type ClosedStatus = (typeof CLOSED_STATUSES)[number];

const isIn = <T extends string>(list: readonly T[], value: string | null): value is T =>
  (list as readonly string[]).includes(value ?? '');

/** The tab and status an address asks for (`?tab=closed&status=declined`), the first of each by default. */
export function listOf(params: URLSearchParams): { tab: QuoteTab; status: QuoteStatus } {
  const tab = isIn(QUOTE_TABS, params.get('tab')) ? (params.get('tab') as QuoteTab) : 'new';
  if (tab === 'new') return { tab, status: 'requested' };
  if (tab === 'quoted') return { tab, status: 'quoted' };
  const status = params.get('status');
  return { tab, status: isIn(CLOSED_STATUSES, status) ? status : 'accepted' };
}
