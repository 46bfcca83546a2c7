import type { OrderCreateRequest } from '@market/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useViewer } from '../../../state/use-viewer.ts';
import { orders } from './order.ts';
import { orderKeys } from './keys.ts';

export const createOrder = (body: OrderCreateRequest) => orders.create(body);

/** Places the orders (one per store) and reserves their stock; the lists gain unpaid orders. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all(viewer) }),
  });
}
