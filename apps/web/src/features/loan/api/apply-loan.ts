import type { LoanApplyRequest } from '@market/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useViewer } from '../../../state/use-viewer.ts';
import { loanKeys } from './keys.ts';
import { loan } from './loan.ts';

export const applyForLoan = (body: LoanApplyRequest) => loan.apply(body);

/** Sends an application; the products (now with the open loan) and the list reload. */
export function useApplyForLoan() {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: applyForLoan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loanKeys.all(viewer) }),
  });
}
