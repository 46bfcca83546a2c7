import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addresses } from './address.ts';
import { addressKeys } from './keys.ts';
import { useViewer } from '../../../state/use-viewer.ts';

export const deleteAddress = (id: number) => addresses.remove({ id });

/** Deletes an address; the server makes the newest left the default, so the list reloads. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all(viewer) }),
  });
}
