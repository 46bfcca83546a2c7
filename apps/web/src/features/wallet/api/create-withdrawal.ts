import type { WithdrawRequest } from '@market/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';
import { userKeys } from '../../../state/use-me.ts';
import { createWithdrawAttempts } from '@market/app-kit/withdraw/withdraw-attempt';
import { wallet } from './wallet.ts';

/**
 * Asks for a withdrawal, which holds its amount at once, with an `Idempotency-Key` per attempt
 * (withdraw-attempt.ts). The balance, the money log and the wallet screens reload afterwards, after
 * a failure too (a withdrawal that timed out may have been held).
 */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    attempts: createWithdrawAttempts,
    send: (body: WithdrawRequest, key) => wallet.withdraw(body, { idempotencyKey: key }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
