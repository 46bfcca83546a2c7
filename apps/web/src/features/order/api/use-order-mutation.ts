import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '../../../state/use-me.ts';
import { useViewer } from '../../../state/use-viewer.ts';
import { orderKeys } from './keys.ts';

/** After a change of one order: every order list and detail, and (a refund) the balance. */
export function useOrderMutation<T>(
  call: (input: T) => Promise<unknown>,
  options: { isMoney?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all(viewer) }),
        options.isMoney && queryClient.invalidateQueries({ queryKey: userKeys.all }),
      ]),
  });
}
