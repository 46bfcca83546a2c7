import type { Paged } from '@market/contract';

/** Items per page of every catalogue list. */
export const PAGE_SIZE = 20;

/** The next 1-based page, or undefined once every match has been loaded. */
export function nextPageOf(last: Pick<Paged<unknown>, 'page' | 'limit' | 'total'>): number | undefined {
  return last.page * last.limit < last.total ? last.page + 1 : undefined;
}

/** Every item of the loaded pages, in order. */
export function itemsOf<T>(pages: readonly { list: T[] }[] | undefined): T[] {
  return pages?.flatMap((page) => page.list) ?? [];
}
