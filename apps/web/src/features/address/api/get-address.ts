import { queryOptions, useQuery } from '@tanstack/react-query';
import { addresses } from './address.ts';
import { addressKeys } from './keys.ts';
import { useViewer } from '../../../state/use-viewer.ts';

export const getAddress = (id: number) => addresses.read({ id });

export const addressQuery = (viewer: number, id: number) =>
  queryOptions({ queryKey: addressKeys.detail(viewer, id), queryFn: () => getAddress(id) });

/** One of the caller's addresses, to edit. */
export function useAddress(id: number) {
  const viewer = useViewer();
  return useQuery({ ...addressQuery(viewer, id), enabled: viewer !== 0 && id > 0 });
}
