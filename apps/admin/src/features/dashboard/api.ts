import { backOfficeCalls } from '@market/contract/routes/back-office-calls';
import { useQuery } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';

/** `POST /api/admin/dashboard`: the waiting counts (live) and the days (a few seconds old at most). */
export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => client.call(backOfficeCalls.dashboard, {}, { signal }),
    // the screen an admin keeps open: the queues' counts follow the others' work
    refetchInterval: 30_000,
  });
}
