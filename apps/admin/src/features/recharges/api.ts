import type { RechargeStatus } from '@market/contract';
import { walletReviewCalls } from '@market/contract/routes/wallet-review-calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';

export const PAGE_SIZE = 20;

export const RECHARGE_STATUSES: readonly RechargeStatus[] = ['pending', 'approved', 'rejected'];

const KEY = 'recharges';

/** `POST /api/admin/recharge/list`: one server page, newest first; each row is the whole recharge. */
export function useRecharges(query: { status?: RechargeStatus; page: number }) {
  return useQuery({
    queryKey: [KEY, query],
    queryFn: ({ signal }) =>
      client.call(
        walletReviewCalls.recharges,
        { ...(query.status ? { status: query.status } : {}), page: query.page, limit: PAGE_SIZE },
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
}

/** `POST /api/admin/recharge/review`: approve (credited at the current rate) or reject with a reason. */
export function useRechargeReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { id: number; approve: boolean; reason?: string }) =>
      client.call(walletReviewCalls.reviewRecharge, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}
