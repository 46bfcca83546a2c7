import type { SendMessageRequest } from '@market/contract';
import { adminMessageCalls } from '@market/contract/routes/admin-message-calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../lib/api.ts';

export const PAGE_SIZE = 20;

/** Whom the sent list shows: the broadcasts, the notices to one user, or (none) both. */
export const SENT_TO = ['everyone', 'user'] as const;
export type SentTo = (typeof SENT_TO)[number];

const KEY = 'sent-messages';

/** `POST /api/admin/message/list`: one server page of the notices sent, newest first. */
export function useSentMessages(query: { status?: SentTo; page: number }) {
  return useQuery({
    queryKey: [KEY, query],
    queryFn: ({ signal }) =>
      client.call(
        adminMessageCalls.list,
        { ...(query.status ? { to: query.status } : {}), page: query.page, limit: PAGE_SIZE },
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
}

/** `POST /api/admin/message/send`: to one user or to everyone; the sent list is read again. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: SendMessageRequest) => client.call(adminMessageCalls.send, message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}
