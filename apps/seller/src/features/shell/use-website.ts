import { siteCalls } from '@market/contract/routes/site-calls';
import { useQuery } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';

/** The site's name and currency (`POST /api/index/index`), once per start. */
export function useWebsite() {
  return useQuery({
    queryKey: ['website'],
    queryFn: () => client.call(siteCalls.home),
    select: ({ web_name, currency }) => ({ webName: web_name, currency }),
    staleTime: Infinity,
  }).data;
}
