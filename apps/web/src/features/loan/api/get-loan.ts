import { queryOptions, useQuery } from '@tanstack/react-query';
import { useViewer } from '../../../state/use-viewer.ts';
import { loanKeys } from './keys.ts';
import { loan } from './loan.ts';

export const getLoan = (id: number) => loan.detail({ id });

export const loanQuery = (viewer: number, id: number) =>
  queryOptions({ queryKey: loanKeys.detail(viewer, id), queryFn: () => getLoan(id), staleTime: 0 });

/** One of the caller's loans with its schedule (another user's answers 404). */
export function useLoan(id: number) {
  const viewer = useViewer();
  return useQuery({ ...loanQuery(viewer, id), enabled: viewer !== 0 && id > 0 });
}
