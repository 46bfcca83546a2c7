import type { AdminWithdrawal, WithdrawStatus } from '@market/contract';
import { walletReviewCalls } from '@market/contract/routes/wallet-review-calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';

export const PAGE_SIZE = 20;

export const WITHDRAW_STATUSES: readonly WithdrawStatus[] = ['pending', 'approved', 'paid', 'rejected'];

const KEY = 'withdrawals';

/** `POST /api/admin/withdraw/list`: one server page, newest first; each row is the whole withdrawal. */
export function useWithdrawals(query: { status?: WithdrawStatus; page: number }) {
  return useQuery({
    queryKey: [KEY, query],
    queryFn: ({ signal }) =>
      client.call(
        walletReviewCalls.withdrawals,
        { ...(query.status ? { status: query.status } : {}), page: query.page, limit: PAGE_SIZE },
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
}

/** A withdrawal's next step (decision 042): the caller's approval, payment with the hash, or rejection. */
export type WithdrawalStep =
  | { step: 'approve'; id: number }
  | { step: 'pay'; id: number; tx_hash: string }
  | { step: 'reject'; id: number; reason: string };

/** `POST /api/admin/withdraw/approve`, `/pay` or `/reject`: answers the withdrawal as it now is. */
export function useWithdrawalStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: WithdrawalStep): Promise<AdminWithdrawal> => {
      if (action.step === 'approve')
        return client.call(walletReviewCalls.approveWithdrawal, { id: action.id });
      if (action.step === 'pay')
        return client.call(walletReviewCalls.payWithdrawal, { id: action.id, tx_hash: action.tx_hash });
      return client.call(walletReviewCalls.rejectWithdrawal, { id: action.id, reason: action.reason });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}
