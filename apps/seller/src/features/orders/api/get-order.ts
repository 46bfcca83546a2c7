import { useQuery } from '@tanstack/react-query';
import { orderKeys } from './keys.ts';
import { sellerOrders } from './orders.ts';

/** One order of the store: the buyer's address, lines, amounts, shipping, commission and times. */
export function useStoreOrder(id: number) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: () => sellerOrders.detail({ id }),
    enabled: id > 0,
    // a 404 (another store's order, or none) is an answer, not a hiccup to retry
    retry: false,
  });
}
