import { queryOptions, useQuery } from '@tanstack/react-query';
import { useViewer } from '../../../state/use-viewer.ts';
import { orders } from './order.ts';
import { orderKeys } from './keys.ts';

export const getOrder = (id: number) => orders.detail({ id });

export const orderQuery = (viewer: number, id: number) =>
  queryOptions({ queryKey: orderKeys.detail(viewer, id), queryFn: () => getOrder(id) });

/** One of the caller's orders: address, lines, amounts, tracking number and times. */
export function useOrder(id: number) {
  const viewer = useViewer();
  return useQuery({ ...orderQuery(viewer, id), enabled: viewer !== 0 && id > 0 });
}
