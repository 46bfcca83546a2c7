import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { OrderFilter } from '@market/contract/order-limits';
import { nextPageOf, PAGE_SIZE } from '../../../lib/paging.ts';
import { useViewer } from '../../../state/use-viewer.ts';
import { orders } from './order.ts';
import { orderKeys } from './keys.ts';

export const getOrders = (status: OrderFilter, page: number) =>
  orders.list({ status, page, limit: PAGE_SIZE });

export const ordersQuery = (viewer: number, status: OrderFilter) =>
  infiniteQueryOptions({
    queryKey: orderKeys.list(viewer, status),
    queryFn: ({ pageParam }) => getOrders(status, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** The caller's orders with a status, newest first, page by page. */
export function useOrders(status: OrderFilter) {
  const viewer = useViewer();
  return useInfiniteQuery({ ...ordersQuery(viewer, status), enabled: viewer !== 0 });
}
