import { useQuery } from '@tanstack/react-query';
import { useViewer } from '../../../state/use-viewer.ts';
import { messageKeys } from './keys.ts';
import { messages } from './messages.ts';

/**
 * How many of the caller's messages are unread. Asked again each time a page showing it opens:
 * messages arrive from other people's actions (an admin's review), not from this app.
 */
export function useUnreadCount() {
  const viewer = useViewer();
  return useQuery({
    queryKey: messageKeys.unread(viewer),
    queryFn: () => messages.unread({}),
    enabled: viewer !== 0,
    staleTime: 0,
    select: (data) => data.count,
  });
}
