import { SELLER_ORDER_TABS, type SellerOrderTab } from '@market/contract/seller-limits';
import { keepPreviousData, useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { orderKeys } from './keys.ts';
import { sellerOrders } from './orders.ts';

export const ORDERS_PAGE_SIZE = 20;

const nextPageOf = (last: { page: number; limit: number; total: number }) =>
  last.page * last.limit < last.total ? last.page + 1 : undefined;

/** A tab's orders, newest first, page by page; `keyword` keeps the order numbers containing it. */
export function useStoreOrders(tab: SellerOrderTab, keyword: string) {
  return useInfiniteQuery({
    queryKey: orderKeys.list(tab, keyword),
    queryFn: ({ pageParam }) =>
      sellerOrders.list({
        status: tab,
        page: pageParam,
        limit: ORDERS_PAGE_SIZE,
        ...(keyword ? { keyword } : {}),
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    placeholderData: keepPreviousData,
  });
}

export interface TabCount {
  count: number;
  isCapped: boolean;
}

/**
 * How many orders each tab holds (matching `keyword`): the list call's total of a one-row page,
 * which the server counts up to its cap. Undefined while a count loads.
 */
export function useOrderCounts(keyword: string): Partial<Record<SellerOrderTab, TabCount>> {
  const results = useQueries({
    queries: SELLER_ORDER_TABS.map((tab) => ({
      queryKey: orderKeys.count(tab, keyword),
      queryFn: () => sellerOrders.list({ status: tab, page: 1, limit: 1, ...(keyword ? { keyword } : {}) }),
      select: (page: { total: number; is_total_capped: boolean }): TabCount => ({
        count: page.total,
        isCapped: page.is_total_capped,
      }),
    })),
  });
  return Object.fromEntries(
    SELLER_ORDER_TABS.map((tab, index) => [tab, results[index]?.data]).filter(([, count]) => count),
  );
}
