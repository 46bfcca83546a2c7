import { LOAN_STATUSES, type LoanStatus } from '@market/contract';
import { adminLoanCalls } from '@market/contract/routes/admin-loan-calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';

export const PAGE_SIZE = 20;
export { LOAN_STATUSES };

const keys = {
  all: ['loans'] as const,
  list: (query: object) => ['loans', 'list', query] as const,
  detail: (id: number) => ['loans', 'detail', id] as const,
};

/** `POST /api/admin/loan/list`: one server page; the reviewing queue oldest first, the rest newest first. */
export function useLoans(query: { status?: LoanStatus; page: number }) {
  return useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) =>
      client.call(
        adminLoanCalls.list,
        { ...(query.status ? { status: query.status } : {}), page: query.page, limit: PAGE_SIZE },
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
}

/** `POST /api/admin/loan/detail`: the loan with its private documents, schedule and the applicant's score now. */
export function useLoan(id: number | undefined) {
  return useQuery({
    queryKey: keys.detail(id ?? 0),
    queryFn: ({ signal }) => client.call(adminLoanCalls.detail, { id: id! }, { signal }),
    enabled: id !== undefined,
  });
}

/** `POST /api/admin/loan/review`: approved (paid out) or rejected with a reason; the queue is read again. */
export function useLoanReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { id: number; approve: boolean; reason?: string }) =>
      client.call(adminLoanCalls.review, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
