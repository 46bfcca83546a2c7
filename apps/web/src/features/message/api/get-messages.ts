import type { MessageListItem, Paged } from '@market/contract';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { nextPageOf, PAGE_SIZE } from '../../../lib/paging.ts';
import { useViewer } from '../../../state/use-viewer.ts';
import { messageKeys } from './keys.ts';
import { messages } from './messages.ts';

export const getMessages = (page: number) => messages.list({ page, limit: PAGE_SIZE });

export const messagesQuery = (viewer: number, lang: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.list(viewer, lang),
    queryFn: ({ pageParam }) => getMessages(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** The caller's messages and the broadcasts, newest first, page by page, in the app's language. */
export function useMessages() {
  const viewer = useViewer();
  const { i18n } = useTranslation();
  return useInfiniteQuery({ ...messagesQuery(viewer, i18n.language), enabled: viewer !== 0 });
}

type ListData = InfiniteData<Paged<MessageListItem>, number>;

/** Loaded list pages with the messages `isRead` picks (all of them by default) marked read. */
export function markListRead(isRead: (id: number) => boolean = () => true) {
  return (data: ListData | undefined): ListData | undefined =>
    data && {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        list: page.list.map((item) => (isRead(item.id) ? { ...item, is_read: true } : item)),
      })),
    };
}
