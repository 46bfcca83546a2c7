import type { AdjustmentStatus } from '@market/contract';
import { adminAdjustmentCalls } from '@market/contract/routes/admin-adjustment-calls';
import { adminCalls } from '@market/contract/routes/admin-calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';

export const PAGE_SIZE = 20;

export const ADJUSTMENT_STATUSES: readonly AdjustmentStatus[] = ['pending', 'posted', 'rejected'];

const KEY = 'adjustments';

/** `POST /api/admin/adjustment/list`: one server page, newest first, by status and user. */
export function useAdjustments(query: { status?: AdjustmentStatus; page: number; userId?: number }) {
  return useQuery({
    queryKey: [KEY, query],
    queryFn: ({ signal }) =>
      client.call(
        adminAdjustmentCalls.list,
        {
          ...(query.status ? { status: query.status } : {}),
          ...(query.userId ? { user_id: query.userId } : {}),
          page: query.page,
          limit: PAGE_SIZE,
        },
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
}

/**
 * `POST /api/admin/user/adjust_balance`, one Idempotency-Key per request asked for: posted at once,
 * or above the two-person threshold pending for a second admin.
 */
export function useRequestAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { user_id: number; amount: string; reason: string; key: string }) =>
      client.call(
        adminCalls.adjustBalance,
        { user_id: request.user_id, amount: request.amount, reason: request.reason },
        { idempotencyKey: request.key },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}

/** `POST /api/admin/adjustment/approve` or `/reject`, as the second admin. */
export function useAdjustmentDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { id: number; approve: true } | { id: number; approve: false; reason: string }) =>
      decision.approve
        ? client.call(adminAdjustmentCalls.approve, { id: decision.id })
        : client.call(adminAdjustmentCalls.reject, { id: decision.id, reason: decision.reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}
