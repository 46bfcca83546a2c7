import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useViewer } from '../../../state/use-viewer.ts';
import type { BuyerItem } from '../../../state/buyer-data.ts';
import { orders } from './order.ts';
import { orderKeys } from './keys.ts';

export const confirmOrder = (items: BuyerItem[], addressId: number | undefined) =>
  orders.confirm({ items, ...(addressId ? { address_id: addressId } : {}) });

export const orderPreviewQuery = (viewer: number, items: BuyerItem[], addressId: number | undefined) =>
  queryOptions({
    queryKey: orderKeys.preview(viewer, items, addressId),
    queryFn: () => confirmOrder(items, addressId),
    // prices, stock and the balance can change: a preview is never reused from an earlier visit
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** What the checkout will cost per store and in all, computed by the server (`/api/order/confirm`). */
export function useOrderPreview(items: BuyerItem[], addressId: number | undefined) {
  const viewer = useViewer();
  return useQuery({
    ...orderPreviewQuery(viewer, items, addressId),
    enabled: viewer !== 0 && items.length > 0,
    placeholderData: keepPreviousData,
  });
}
