import type { SellerCancelRequest, SellerOrderDetail, SellerShipRequest } from '@market/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from './keys.ts';
import { sellerOrders } from './orders.ts';

/** After a change of one order: its page at once from the answer, then every tab and count again. */
function useOrderChange<T>(call: (input: T) => Promise<SellerOrderDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}

/** Ships a paid order with its carrier and tracking number (the buyer gets a site message). */
export const useShipOrder = () => useOrderChange((input: SellerShipRequest) => sellerOrders.ship(input));

/** Cancels a paid order before shipping, with a reason; the buyer is refunded in full. */
export const useCancelOrder = () =>
  useOrderChange((input: SellerCancelRequest) => sellerOrders.cancel(input));
