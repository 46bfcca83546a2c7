import type { LoanRepayRequest } from '@market/contract';
import { createAttempts } from '@market/app-kit/idempotent-attempts';
import { useQueryClient } from '@tanstack/react-query';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';
import { userKeys } from '../../../state/use-me.ts';
import { loan } from './loan.ts';

/** One key per repayment attempt: the loan, what is repaid and the fund password make the attempt. */
const repayAttempts = () =>
  createAttempts<LoanRepayRequest>((body) => [body.id, body.mode, body.fund_password]);

/**
 * Repays from the balance with an `Idempotency-Key` per attempt, so a retry after a time-out
 * never pays twice. The balance, the money log and the loan screens reload afterwards, after a
 * failure too (a repayment that timed out may have gone through).
 */
export function useRepayLoan() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    attempts: repayAttempts,
    send: (body: LoanRepayRequest, key) => loan.repay(body, { idempotencyKey: key }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
