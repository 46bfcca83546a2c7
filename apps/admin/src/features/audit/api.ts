import type { AuditListRequest } from '@market/contract';
import { backOfficeCalls } from '@market/contract/routes/back-office-calls';
import { useQuery } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';

export const PAGE_SIZE = 20;

/** `POST /api/admin/audit/list`: one server page of the log, newest first, by the filter. */
export function useAuditLog(filter: AuditListRequest) {
  return useQuery({
    queryKey: ['audit', filter],
    queryFn: ({ signal }) => client.call(backOfficeCalls.audit, { ...filter, limit: PAGE_SIZE }, { signal }),
    placeholderData: (previous) => previous,
  });
}

/** `POST /api/admin/audit/actions`: the filter's choices. */
export function useAuditActions() {
  return useQuery({
    queryKey: ['audit', 'actions'],
    queryFn: ({ signal }) => client.call(backOfficeCalls.auditActions, {}, { signal }),
    staleTime: 60_000,
  });
}
