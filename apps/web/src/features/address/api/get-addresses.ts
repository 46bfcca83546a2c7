import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../../../state/session.ts';
import { addresses } from './address.ts';
import { addressKeys } from './keys.ts';
import { useViewer } from '../../../state/use-viewer.ts';

export const getAddresses = async () => (await addresses.list()).list;

export const addressesQuery = (viewer: number) =>
  queryOptions({ queryKey: addressKeys.list(viewer), queryFn: getAddresses });

/** The caller's addresses, the default first (the server's order). */
export function useAddresses() {
  const isLogin = useSession((state) => state.isLogin);
  return useQuery({ ...addressesQuery(useViewer()), enabled: isLogin });
}
