import type { Sku } from '@market/contract';
import { MAX_LINE_QUANTITY } from '@market/contract/order-limits';
import { add, multiply } from '@market/contract/decimal';
import { largestOrderable, type QuantityRule, unitPriceOf } from '@market/contract/tier-price';
import { clampQuantity, stepDown, stepUp } from '../../../../lib/quantity.ts';

interface Variants {
  sizes: string[];
  colors: string[];
  skus: Sku[];
}

/** The grid of a product: colours down, sizes across; one blank row or column for a missing dimension. */
export interface Grid {
  rows: string[];
  columns: string[];
  /** The SKU of a colour and a size, if the product sells that pair. */
  skuAt(row: string, column: string): Sku | undefined;
}

/** Whether a product has a grid worth showing: more than one SKU across its sizes and colours. */
export const hasGrid = (product: Variants): boolean =>
  product.skus.length > 1 && product.sizes.length + product.colors.length > 0;

export function gridOf(product: Variants): Grid {
  const rows = product.colors.length > 0 ? product.colors : [''];
  const columns = product.sizes.length > 0 ? product.sizes : [''];
  const bySku = new Map(product.skus.map((sku) => [`${sku.color}\u0000${sku.size}`, sku]));
  return {
    rows,
    columns,
    skuAt: (row, column) =>
      bySku.get(`${row}\u0000${column}`) ??
      // a product without one dimension may store it blank or as anything: match on the other one
      product.skus.find((sku) => (row === '' || sku.color === row) && (column === '' || sku.size === column)),
  };
}

/** The most a cell can take: its stock, never past a line's limit. */
const maxOf = (sku: Sku) => Math.min(Math.max(sku.stock, 0), MAX_LINE_QUANTITY);

/** Whether a cell can be ordered at all: at least the minimum is in stock. */
export const isOrderable = (sku: Sku, rule: QuantityRule): boolean => largestOrderable(maxOf(sku), rule) > 0;

/**
 * What a typed quantity settles on when the cell is left: 0 (empty) stays 0, anything else goes
 * to the next orderable quantity within the stock (decision 048), so a first entry starts at the
 * minimum and the rest keep to whole cartons.
 */
export const settleCell = (typed: number, sku: Sku, rule: QuantityRule): number =>
  !Number.isFinite(typed) || typed <= 0 ? 0 : clampQuantity(typed, maxOf(sku), rule);

/** + on a cell: from empty to the minimum, then a carton more, within the stock. */
export const cellUp = (quantity: number, sku: Sku, rule: QuantityRule): number =>
  stepUp(quantity, maxOf(sku), rule) ?? quantity;

/** − on a cell: a carton less, and empty below the minimum. */
export const cellDown = (quantity: number, rule: QuantityRule): number => stepDown(quantity, rule) ?? 0;

export type Quantities = ReadonlyMap<number, number>;

/** The lines to send, in the grid's order (colour by colour, size by size). */
export function linesOf(grid: Grid, quantities: Quantities): { sku: Sku; num: number }[] {
  const lines: { sku: Sku; num: number }[] = [];
  for (const row of grid.rows)
    for (const column of grid.columns) {
      const sku = grid.skuAt(row, column);
      const num = sku ? (quantities.get(sku.id) ?? 0) : 0;
      if (sku && num > 0) lines.push({ sku, num });
    }
  return lines;
}

/**
 * The running total: units and amount, each line on its own SKU's ladder at `pooled`, the grid's
 * units of the product plus `inCart`, what the cart holds of it already (a product's colours and
 * sizes count together, decision 040; the server prices again).
 */
export function totalsOf(
  lines: { sku: Sku; num: number }[],
  inCart = 0,
): { units: number; pooled: number; amount: string } {
  const units = lines.reduce((sum, line) => sum + line.num, 0);
  const pooled = units + inCart;
  const amount = lines.reduce(
    (sum, line) => add(sum, multiply(unitPriceOf(line.sku.tiers, pooled), line.num)),
    '0',
  );
  return { units, pooled, amount };
}

/**
 * A cell's unit price: at the grid's pooled units, or, for an empty cell, at what they would be
 * with the cell at the minimum (what filling it would cost a unit).
 */
export const cellPriceOf = (sku: Sku, quantity: number, pooled: number, rule: QuantityRule): string =>
  unitPriceOf(sku.tiers, quantity > 0 ? pooled : pooled + rule.min_order_qty);

/** The SKU a refusal names (`items.3.num` → the fourth line sent), if it names a line. */
export function skuOfField(field: string | undefined, sent: { sku_id: number }[]): number | undefined {
  const match = /^items\.(\d+)(\.|$)/.exec(field ?? '');
  return match ? sent[Number(match[1])]?.sku_id : undefined;
}
