import type { MerchantApplyRequest, MerchantIndex } from '@market/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useViewer } from '../../../state/use-viewer.ts';
import { merchantKeys } from './keys.ts';
import { merchant } from './merchant.ts';

export const applyForStore = (body: MerchantApplyRequest) => merchant.apply(body);

/** Sends the application (or its correction); the page moves to the review step with the answer. */
export function useApplyForStore() {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const key = merchantKeys.index(viewer);
  return useMutation({
    mutationFn: applyForStore,
    onSuccess: async (application) => {
      queryClient.setQueryData<MerchantIndex>(key, (index) =>
        index ? { ...index, status: application.status, application } : index,
      );
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
