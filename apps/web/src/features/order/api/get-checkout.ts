import { queryOptions, useQuery } from '@tanstack/react-query';
import { useViewer } from '../../../state/use-viewer.ts';
import { orders } from './order.ts';
import { orderKeys } from './keys.ts';

export const getCheckout = (checkoutId: number) => orders.checkout({ checkout_id: checkoutId });

export const checkoutQuery = (viewer: number, checkoutId: number) =>
  queryOptions({ queryKey: orderKeys.checkout(viewer, checkoutId), queryFn: () => getCheckout(checkoutId) });

/** An unpaid checkout for /pay: its total, expiry, orders and the caller's balance. */
export function useCheckout(checkoutId: number) {
  const viewer = useViewer();
  return useQuery({
    ...checkoutQuery(viewer, checkoutId),
    enabled: viewer !== 0 && checkoutId > 0,
    retry: false,
  });
}
