import { queryOptions, useQuery } from '@tanstack/react-query';
import { useViewer } from '../../../state/use-viewer.ts';
import { loanKeys } from './keys.ts';
import { loan } from './loan.ts';

export const getLoanProducts = () => loan.products();

// read afresh on opening the screen: the score, the open loan and the balance must be current
export const loanProductsQuery = (viewer: number) =>
  queryOptions({ queryKey: loanKeys.products(viewer), queryFn: getLoanProducts, staleTime: 0 });

/** The products with the caller's limits, their credit score, balance and open loan. */
export function useLoanProducts() {
  const viewer = useViewer();
  return useQuery({ ...loanProductsQuery(viewer), enabled: viewer !== 0 });
}
