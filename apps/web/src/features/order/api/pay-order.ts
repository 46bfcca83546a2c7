import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { userKeys } from '../../../state/use-me.ts';
import { useViewer } from '../../../state/use-viewer.ts';
import { createPayAttempts, type PayBody } from '../pay-attempt.ts';
import { orders } from './order.ts';
import { orderKeys } from './keys.ts';

/**
 * Pays a checkout from the balance with an `Idempotency-Key` per attempt (pay-attempt.ts); the
 * orders, the balance and the money log reload afterwards, and after a failure too (a payment that
 * timed out may have gone through).
 */
export function usePayOrder() {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const attempts = useRef(createPayAttempts());
  return useMutation({
    mutationFn: async (body: PayBody) => {
      try {
        const paid = await orders.pay(body, attempts.current.keyFor(body));
        attempts.current.settle();
        return paid;
      } catch (error) {
        attempts.current.settle(error);
        throw error;
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all(viewer) }),
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
      ]),
  });
}
