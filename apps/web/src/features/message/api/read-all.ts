import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useViewer } from '../../../state/use-viewer.ts';
import { markListRead } from './get-messages.ts';
import { messageKeys } from './keys.ts';
import { messages } from './messages.ts';

/** Marks every message read: the badge takes the count the server answers, the list shows all read. */
export function useReadAll() {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => messages.readAll({}),
    onSuccess: (unread) => {
      queryClient.setQueryData(messageKeys.unread(viewer), unread);
      queryClient.setQueriesData({ queryKey: messageKeys.lists(viewer) }, markListRead());
    },
  });
}
