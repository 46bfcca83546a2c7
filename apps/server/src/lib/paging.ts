import type { Paged } from '@market/contract';

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
