import { useQueryClient } from '@tanstack/react-query';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';
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
  return useIdempotentMutation({
    attempts: createPayAttempts,
    send: (body: PayBody, key) => orders.pay(body, { idempotencyKey: key }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all(viewer) }),
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
      ]),
  });
}
