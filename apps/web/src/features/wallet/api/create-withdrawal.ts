import type { WithdrawRequest } from '@market/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { userKeys } from '../../../state/use-me.ts';
import { createWithdrawAttempts } from '../withdraw-attempt.ts';
import { wallet } from './wallet.ts';

/**
 * Asks for a withdrawal, which holds its amount at once, with an `Idempotency-Key` per attempt
 * (withdraw-attempt.ts). The balance, the money log and the wallet screens reload afterwards, after
 * a failure too (a withdrawal that timed out may have been held).
 */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  const attempts = useRef(createWithdrawAttempts());
  return useMutation({
    mutationFn: async (body: WithdrawRequest) => {
      try {
        const held = await wallet.withdraw(body, attempts.current.keyFor(body));
        attempts.current.settle();
        return held;
      } catch (error) {
        attempts.current.settle(error);
        throw error;
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
