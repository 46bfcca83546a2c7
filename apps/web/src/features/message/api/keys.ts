import { userKeys } from '../../../state/use-me.ts';

/**
 * Query keys of the site messages, under the user's root with the viewer's id. The server words a
 * message in the reader's language, so the language is part of the list's and the detail's keys.
 */
export const messageKeys = {
  all: (viewer: number) => [...userKeys.all, 'messages', viewer] as const,
  lists: (viewer: number) => [...messageKeys.all(viewer), 'list'] as const,
  list: (viewer: number, lang: string) => [...messageKeys.lists(viewer), lang] as const,
  detail: (viewer: number, id: number, lang: string) =>
    [...messageKeys.all(viewer), 'detail', id, lang] as const,
  unread: (viewer: number) => [...messageKeys.all(viewer), 'unread'] as const,
};
