import { PRODUCT_SKUS_MAX } from '@market/contract';
import type { productSkus } from './schema.ts';
import type { ImportRow, ProductCells, RowIssue } from './seller-import-rows.ts';
import type { ProductPlan } from './seller-writes.ts';

type Sku = typeof productSkus.$inferSelect;

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
  minOrderQty: 'min_order_qty',
  orderMultiple: 'order_multiple',
  priceTiers: 'price_tiers',
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

/** The SKU rows of one product against its SKUs: kept by id or by variant, or added. */
export function planGroupSkus(group: ImportGroup, existing: Sku[], issues: RowIssue[]) {
  const byId = new Map(existing.map((sku) => [sku.id, sku]));
  const claimed = new Set(group.rows.flatMap((row) => (row.skuId === null ? [] : [row.skuId])));
  const free = new Map(
    existing.filter((sku) => !claimed.has(sku.id)).map((sku) => [`${sku.size}\u0000${sku.color}`, sku]),
  );
  const keep: ProductPlan['keep'] = [];
  const add: ProductPlan['add'] = [];
  // by row of the group: the SKU it updates, and what it writes (its breaks are set on it later)
  const olds: (Sku | undefined)[] = [];
  const entries: (ProductPlan['add'][number] | undefined)[] = [];
  const seenIds = new Set<number>();
  for (const { row, skuId, sku } of group.rows) {
    if (skuId !== null && (!byId.has(skuId) || seenIds.has(skuId))) {
      issues.push({
        row,
        field: 'sku_id',
        key: seenIds.has(skuId) ? 'validation.sku_repeated' : 'msg.sku_not_found',
      });
      olds.push(undefined);
      entries.push(undefined);
      continue;
    }
    const variant = `${sku.size}\u0000${sku.color}`;
    const old = skuId !== null ? byId.get(skuId)! : free.get(variant);
    if (skuId === null) free.delete(variant);
    if (old) seenIds.add(old.id);
    const entry = old
      ? { ...sku, id: old.id, variantChanged: old.size !== sku.size || old.color !== sku.color }
      : { ...sku };
    if (old) keep.push(entry as ProductPlan['keep'][number]);
    else add.push(entry);
    olds.push(old);
    entries.push(entry);
  }
  // the product's variants once written: untouched SKUs, then the file's in order
  const taken = new Set([...free.values()].map((sku) => `${sku.size}\u0000${sku.color}`));
  group.rows.forEach(({ row, sku }) => {
    const variant = `${sku.size}\u0000${sku.color}`;
    if (taken.has(variant))
      issues.push({
        row,
        field: 'color',
        key: 'msg.duplicate_variant',
        params: { size: sku.size, color: sku.color },
      });
    taken.add(variant);
    if (taken.size > PRODUCT_SKUS_MAX) issues.push({ row, field: 'sku_id', key: 'validation.too_many_skus' });
  });
  return { keep, add, olds, entries };
}
