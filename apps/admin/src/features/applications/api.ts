import type { ApplicationStatus } from '@market/contract';
import { merchantReviewCalls } from '@market/contract/routes/merchant-review-calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';

export const PAGE_SIZE = 20;

/** The filter and page of the queue; no status lists every application. */
export interface QueueQuery {
  status?: ApplicationStatus;
  page: number;
}

const keys = {
  all: ['merchant-applications'] as const,
  list: (query: QueueQuery) => ['merchant-applications', 'list', query] as const,
  detail: (id: number) => ['merchant-applications', 'detail', id] as const,
};

/** `POST /api/admin/merchant/list`: one server page of the queue. */
export function useApplications(query: QueueQuery) {
  return useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) =>
      client.call(
        merchantReviewCalls.list,
        { ...(query.status ? { status: query.status } : {}), page: query.page, limit: PAGE_SIZE },
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
}

/** `POST /api/admin/merchant/detail`: one application with its private documents' URLs. */
export function useApplication(id: number | undefined) {
  return useQuery({
    queryKey: keys.detail(id ?? 0),
    queryFn: ({ signal }) => client.call(merchantReviewCalls.detail, { id: id! }, { signal }),
    enabled: id !== undefined,
  });
}

/** `POST /api/admin/merchant/review`: the decision; the queue and the application are read again. */
export function useReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { id: number; approve: boolean; reason?: string }) =>
      client.call(merchantReviewCalls.review, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
