import type { ImportRow, ProductCells, RowIssue } from './seller-import-rows.ts';

/** The rows of one product of the file, with its columns merged from them. */
export interface ImportGroup {
  /** The store's product the rows name, or null for a new one. */
  productId: number | null;
  rows: ImportRow[];
  cells: ProductCells;
  /** Which row gave each merged column, to point at it. */
  cellRows: Partial<Record<keyof ProductCells, number>>;
}

const COLUMN_OF: Record<keyof ProductCells, string> = {
  title: 'title',
  categoryId: 'category_id',
  onShelf: 'on_shelf',
  freight: 'freight',
  images: 'images',
  description: 'description',
  titles: 'titles',
};

export const columnOf = (key: keyof ProductCells) => COLUMN_OF[key];

const same = (a: unknown, b: unknown) =>
  typeof a === 'object' && typeof b === 'object' ? JSON.stringify(a) === JSON.stringify(b) : a === b;

/**
 * Rows into products: by `product_id`, or, for rows without one (new products), by title. A
 * product's columns are taken from the first row that fills them; a later row that fills one
 * differently is refused, so an edit made on one row of several is never silently dropped.
 */
export function groupRows(rows: ImportRow[]): { groups: ImportGroup[]; issues: RowIssue[] } {
  const byKey = new Map<string, ImportGroup>();
  const issues: RowIssue[] = [];
  for (const row of rows) {
    const key =
      row.productId !== null ? `#${row.productId}` : row.product.title && `title:${row.product.title}`;
    if (!key) {
      issues.push({ row: row.row, field: 'title', key: 'validation.enter_product_title' });
      continue;
    }
    let group = byKey.get(key);
    if (!group) byKey.set(key, (group = { productId: row.productId, rows: [], cells: {}, cellRows: {} }));
    group.rows.push(row);
    for (const name of Object.keys(COLUMN_OF) as (keyof ProductCells)[]) {
      const value = row.product[name];
      if (value === undefined) continue;
      if (group.cells[name] === undefined) {
        (group.cells as Record<string, unknown>)[name] = value;
        group.cellRows[name] = row.row;
      } else if (!same(group.cells[name], value)) {
        issues.push({
          row: row.row,
          field: COLUMN_OF[name],
          key: 'msg.import_mismatch',
          params: { column: COLUMN_OF[name] },
        });
      }
    }
  }
  return { groups: [...byKey.values()], issues };
}
