import type { SellerSku, SkuDraft } from '@market/contract';
import { type SkuTiersDraft, skuTiersChange, skuTiersDraftOf } from './wholesale-draft.ts';

/** What the seller types into one SKU's row; `id` is the SKU it already is (its orders follow it). */
export interface SkuCell {
  id?: number;
  price: string;
  stock: string;
  /** Its quantity breaks as chosen, and as loaded (only a change is sent, decision 047). */
  tiers?: SkuTiersDraft;
  loadedTiers?: SkuTiersDraft;
}

/**
 * The variants being edited: sizes × colours make the grid. Cells are kept by variant while a size,
 * colour or row is away, so putting it back restores what was typed (and the SKU's id). `excluded`
 * holds the combinations not sold (a blue XL that does not exist).
 */
export interface VariantDraft {
  sizes: string[];
  colors: string[];
  cells: Record<string, SkuCell>;
  excluded: string[];
}

export interface VariantRow {
  key: string;
  size: string;
  color: string;
  cell: SkuCell;
}

const EMPTY_CELL: SkuCell = { price: '', stock: '' };

export const variantKey = (size: string, color: string) => `${size}\u0000${color}`;

const unique = (values: string[]) => [...new Set(values)];

export const emptyDraft = (): VariantDraft => ({ sizes: [], colors: [], cells: {}, excluded: [] });

/** A product's SKUs as a draft: their sizes and colours in first-seen order, missing pairs excluded. */
export function draftFromSkus(
  skus: (Pick<SellerSku, 'id' | 'size' | 'color' | 'price' | 'stock'> &
    Partial<Pick<SellerSku, 'price_tiers'>>)[],
): VariantDraft {
  const sizes = unique(skus.map((sku) => sku.size));
  const colors = unique(skus.map((sku) => sku.color));
  const cells: Record<string, SkuCell> = {};
  for (const sku of skus) {
    const cell: SkuCell = { id: sku.id, price: sku.price, stock: String(sku.stock) };
    if (sku.price_tiers !== undefined) cell.tiers = cell.loadedTiers = skuTiersDraftOf(sku.price_tiers);
    cells[variantKey(sku.size, sku.color)] = cell;
  }
  const excluded = sizes.flatMap((size) =>
    colors.map((color) => variantKey(size, color)).filter((key) => !(key in cells)),
  );
  return { sizes, colors, cells, excluded };
}

/** The rows of the grid: every size with every colour, in the order typed, less the excluded. */
export function rowsOf(draft: VariantDraft): VariantRow[] {
  const excluded = new Set(draft.excluded);
  return draft.sizes.flatMap((size) =>
    draft.colors
      .map((color) => ({ key: variantKey(size, color), size, color }))
      .filter((row) => !excluded.has(row.key))
      .map((row) => ({ ...row, cell: draft.cells[row.key] ?? EMPTY_CELL })),
  );
}

/** Adds a size or colour (trimmed; blank or already there: unchanged). */
export function addOption(draft: VariantDraft, axis: 'sizes' | 'colors', value: string): VariantDraft {
  const text = value.trim();
  if (!text || draft[axis].includes(text)) return draft;
  return { ...draft, [axis]: [...draft[axis], text] };
}

export function removeOption(draft: VariantDraft, axis: 'sizes' | 'colors', value: string): VariantDraft {
  return { ...draft, [axis]: draft[axis].filter((item) => item !== value) };
}

export function setCell(draft: VariantDraft, key: string, patch: Partial<SkuCell>): VariantDraft {
  return { ...draft, cells: { ...draft.cells, [key]: { ...(draft.cells[key] ?? EMPTY_CELL), ...patch } } };
}

/** Takes a combination out of the grid (or puts it back). */
export function toggleRow(draft: VariantDraft, key: string, isSold: boolean): VariantDraft {
  const excluded = draft.excluded.filter((item) => item !== key);
  return { ...draft, excluded: isSold ? excluded : [...excluded, key] };
}

/** The same price and/or stock in every row of the grid (a blank value leaves that column alone). */
export function fillRows(draft: VariantDraft, values: { price: string; stock: string }): VariantDraft {
  const patch: Partial<SkuCell> = {};
  if (values.price.trim()) patch.price = values.price.trim();
  if (values.stock.trim()) patch.stock = values.stock.trim();
  return rowsOf(draft).reduce((next, row) => setCell(next, row.key, patch), draft);
}

/**
 * The save call's SKUs in grid order, and the row key of each index, so that a refusal naming
 * `skus.3.price` finds its cell.
 */
export function toSkuDrafts(draft: VariantDraft): { skus: SkuDraft[]; keys: string[] } {
  const rows = rowsOf(draft);
  return {
    skus: rows.map(({ size, color, cell }) => {
      const priceTiers = skuTiersChange(cell.tiers, cell.loadedTiers);
      return {
        ...(cell.id === undefined ? {} : { id: cell.id }),
        size,
        color,
        price: cell.price.trim(),
        stock: cell.stock.trim(),
        ...(priceTiers === undefined ? {} : { price_tiers: priceTiers }),
      };
    }),
    keys: rows.map((row) => row.key),
  };
}

/** The cells left blank, as `<key>.price` / `<key>.stock`: said at once, before any call. */
export function blankCells(draft: VariantDraft): string[] {
  return rowsOf(draft).flatMap(({ key, cell }) => [
    ...(cell.price.trim() ? [] : [`${key}.price`]),
    ...(cell.stock.trim() ? [] : [`${key}.stock`]),
  ]);
}
