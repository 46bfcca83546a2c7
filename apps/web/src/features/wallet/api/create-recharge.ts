import type { RechargeRequest } from '@market/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useViewer } from '../../../state/use-viewer.ts';
import { walletKeys } from './keys.ts';
import { wallet } from './wallet.ts';

export const createRecharge = (body: RechargeRequest) => wallet.recharge(body);

/** Sends a recharge for review; the recharge records reload. */
export function useCreateRecharge() {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: createRecharge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.recharges(viewer) }),
  });
}
