import type { AddressEditRequest } from '@market/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addresses } from './address.ts';
import { addressKeys } from './keys.ts';
import { useViewer } from '../../../state/use-viewer.ts';

export const saveAddress = (body: AddressEditRequest) => addresses.save(body);

/** Adds or edits an address; the list (whose default may have moved) and the detail reload. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all(viewer) }),
  });
}
