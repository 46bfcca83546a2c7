import type { SellerOrderTab } from '@market/contract/seller-limits';

/**
 * Query keys of the store's orders. Shipping or cancelling one changes two tabs, their counts and
 * the order itself, so the mutations invalidate `all`.
 */
export const orderKeys = {
  all: ['seller-order'] as const,
  list: (tab: SellerOrderTab, keyword: string) => [...orderKeys.all, 'list', tab, keyword] as const,
  count: (tab: SellerOrderTab, keyword: string) => [...orderKeys.all, 'count', tab, keyword] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
};
