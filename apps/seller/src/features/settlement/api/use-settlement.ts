import { createWithdrawAttempts } from '@market/app-kit/withdraw/withdraw-attempt';
import { useIdempotentMutation } from '@market/app-kit/use-idempotent-mutation';
import type { WithdrawRequest } from '@market/contract';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { settlementApi, settlementKeys, walletConfig } from './settlement-api.ts';

const PAGE = 20;

/** Available, pending, withdrawing, earned and commission (`GET /merchant/pay/index`). */
export function useSettlementSummary() {
  return useQuery({ queryKey: settlementKeys.summary, queryFn: () => settlementApi.summary(), staleTime: 0 });
}

/** The store account's ledger entries, newest first, a page at a time. */
export function useSettlementLog() {
  return useInfiniteQuery({
    queryKey: settlementKeys.log,
    initialPageParam: 1,
    queryFn: ({ pageParam }) => settlementApi.log({ page: pageParam, limit: PAGE }),
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

/** The open channels and their fees and rates, read afresh on opening the withdrawal. */
export function useWalletConfig() {
  return useQuery({ queryKey: settlementKeys.walletConfig, queryFn: walletConfig, staleTime: 0 });
}

/**
 * Withdraws from the store's balance with an `Idempotency-Key` per attempt, as the buyer's
 * withdrawal does. The summary and the ledger reload afterwards, after a failure too (a withdrawal
 * that timed out may have been held).
 */
export function useStoreWithdrawal() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    attempts: createWithdrawAttempts,
    send: (body: WithdrawRequest, key) => settlementApi.withdraw(body, { idempotencyKey: key }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settlementKeys.all }),
  });
}
