import { queryOptions, useQuery } from '@tanstack/react-query';
import { useViewer } from '../../../state/use-viewer.ts';
import { walletKeys } from './keys.ts';
import { wallet } from './wallet.ts';

export const getRecharge = (id: number) => wallet.rechargeDetail({ id });

export const rechargeQuery = (viewer: number, id: number) =>
  queryOptions({ queryKey: walletKeys.recharge(viewer, id), queryFn: () => getRecharge(id) });

/** One of the caller's recharges: amount, network, address, hash, screenshot, status and review. */
export function useRecharge(id: number) {
  const viewer = useViewer();
  return useQuery({ ...rechargeQuery(viewer, id), enabled: viewer !== 0 && id > 0 });
}
