import { bindCalls } from '@market/client';
import { quickOrderCalls } from '@market/contract/routes/quick-order-calls';
import { useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api.ts';
import { useViewer } from '../../../state/use-viewer.ts';
import { orderKeys } from './keys.ts';

const calls = bindCalls(client, quickOrderCalls);

/**
 * What of one of the buyer's orders can be bought again, at today's prices and quantities
 * (decision 049). Asked afresh each time the sheet opens: prices and stock move.
 */
export function useReorder(orderId: number, isOpen: boolean) {
  const viewer = useViewer();
  return useQuery({
    queryKey: [...orderKeys.detail(viewer, orderId), 'reorder'],
    queryFn: () => calls.reorder({ order_id: orderId }),
    enabled: isOpen && viewer !== 0,
    staleTime: 0,
    gcTime: 0,
  });
}
