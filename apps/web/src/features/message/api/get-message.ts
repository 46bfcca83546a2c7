import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useViewer } from '../../../state/use-viewer.ts';
import { markListRead } from './get-messages.ts';
import { messageKeys } from './keys.ts';
import { messages } from './messages.ts';

/**
 * One of the caller's messages. The server marks it read as it answers, so the loaded list shows
 * it read at once and the unread count is asked again.
 */
export function useMessage(id: number) {
  const viewer = useViewer();
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messageKeys.detail(viewer, id, i18n.language),
    queryFn: async () => {
      const message = await messages.detail({ id });
      queryClient.setQueriesData(
        { queryKey: messageKeys.lists(viewer) },
        markListRead((one) => one === id),
      );
      await queryClient.invalidateQueries({ queryKey: messageKeys.unread(viewer) });
      return message;
    },
    enabled: viewer !== 0 && id > 0,
    retry: false,
  });
}
