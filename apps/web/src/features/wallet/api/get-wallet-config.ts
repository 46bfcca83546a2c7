import { queryOptions, useQuery } from '@tanstack/react-query';
import { useViewer } from '../../../state/use-viewer.ts';
import { walletKeys } from './keys.ts';
import { wallet } from './wallet.ts';

export const getWalletConfig = () => wallet.config();

// always read afresh on opening a screen: the balance and the deposit addresses must be current
export const walletConfigQuery = (viewer: number) =>
  queryOptions({ queryKey: walletKeys.config(viewer), queryFn: getWalletConfig, staleTime: 0 });

/** Currencies, networks, deposit addresses, limits, fees, rates, the balance and customer service. */
export function useWalletConfig() {
  const viewer = useViewer();
  return useQuery({ ...walletConfigQuery(viewer), enabled: viewer !== 0 });
}
