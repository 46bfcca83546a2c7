import type { Paged } from '@market/contract';
import { reusable } from './reusable-answer.ts';

/** A 1-based page of a list, as every list call takes it. */
export interface PageParams {
  page: number;
  limit: number;
}

export const offsetOf = ({ page, limit }: PageParams): number => (page - 1) * limit;

/** The `{list, total, page, limit}` answer of a list call, each row presented for the wire. */
export function toPage<Row, Item>(
  rows: Row[],
  present: (row: Row) => Item,
  total: number,
  params: PageParams,
): Paged<Item> {
  return { list: rows.map(present), total, page: params.page, limit: params.limit };
}

const pages = new WeakMap<object, { total: number; page: number; limit: number; answer: Paged<unknown> }>();

/**
 * `toPage` of rows a cache holds: while the cache answers the same rows (and the same total), the
 * same answer object comes back, presented once and marked reusable, so its encoding is kept too.
 * Rows must not change once cached (a cache's entries are replaced, never edited).
 */
export function cachedPage<Row extends object, Item>(
  rows: Row[],
  present: (row: Row) => Item,
  total: number,
  params: PageParams,
): Paged<Item> {
  const hit = pages.get(rows);
  if (hit && hit.total === total && hit.page === params.page && hit.limit === params.limit)
    return hit.answer as Paged<Item>;
  const answer = reusable(toPage(rows, present, total, params));
  pages.set(rows, { total, page: params.page, limit: params.limit, answer });
  return answer;
}
