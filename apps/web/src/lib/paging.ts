/** Items per page of every list (catalogue, orders, money log, wallet records). */
export const PAGE_SIZE = 20;

/** The next 1-based page, or undefined once every match has been loaded. */
export function nextPageOf(last: { page: number; limit: number; total: number }): number | undefined {
  return last.page * last.limit < last.total ? last.page + 1 : undefined;
}

/** Every item of the loaded pages, in order. */
export function itemsOf<T>(pages: readonly { list: T[] }[] | undefined): T[] {
  return pages?.flatMap((page) => page.list) ?? [];
}
