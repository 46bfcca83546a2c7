import { add, multiply } from '@market/contract/decimal';
import { type PriceTier, type QuantityRule, unitPriceOf } from '@market/contract/tier-price';
import { type CartGroup, type CartLine, lineKey } from './state/cart-rules.ts';
import type { BuyerItem } from '../../state/buyer-data.ts';

/** A line that can be ordered: on sale (the server's word) and known by product and price. */
export function isSelectable(line: CartLine): boolean {
  return line.isAvailable !== false && typeof line.productId === 'number' && typeof line.price === 'string';
}

/** The keys of `lines` that can be selected. */
export const selectableKeys = (lines: CartLine[]) => lines.filter(isSelectable).map(lineKey);

/** Whether every selectable line of `lines` is selected (false when none can be). */
export function isAllSelected(lines: CartLine[], selected: ReadonlySet<string>): boolean {
  const keys = selectableKeys(lines);
  return keys.length > 0 && keys.every((key) => selected.has(key));
}

/** The selection with `keys` all on, or all off. */
export function withKeys(selected: ReadonlySet<string>, keys: string[], isOn: boolean): Set<string> {
  const next = new Set(selected);
  for (const key of keys) {
    if (isOn) next.add(key);
    else next.delete(key);
  }
  return next;
}

/** Select all (of a store, or of the cart): on unless all are on already. */
export function toggleAll(selected: ReadonlySet<string>, lines: CartLine[]): Set<string> {
  return withKeys(selected, selectableKeys(lines), !isAllSelected(lines, selected));
}

/**
 * Lines the selection has not seen yet come ticked, as on the marketplaces buyers know (decision
 * 024); a line the buyer unticked stays unticked, since it is seen already. A line that left the
 * cart (ordered, removed) is forgotten, so adding it again ticks it.
 */
export function tickNewLines(
  selection: { selected: ReadonlySet<string>; seen: ReadonlySet<string> },
  lines: CartLine[],
): { selected: Set<string>; seen: Set<string> } {
  const keys = selectableKeys(lines);
  const fresh = keys.filter((key) => !selection.seen.has(key));
  return { selected: withKeys(selection.selected, fresh, true), seen: new Set(keys) };
}

/** The selected lines that can be ordered, in cart order. */
export function selectedLines(lines: CartLine[], selected: ReadonlySet<string>): CartLine[] {
  return lines.filter((line) => isSelectable(line) && selected.has(lineKey(line)));
}

/**
 * The units a line's tier is looked up at (a product's colours and sizes count together, decision
 * 040): the line's own plus the other selected lines of its product, as checkout counts the lines
 * it is sent. An unticked line shows what it would cost ticked.
 */
export function pooledQtyOf(line: CartLine, lines: CartLine[], selected: ReadonlySet<string>): number {
  if (typeof line.productId !== 'number') return line.num;
  return lines.reduce(
    (sum, other) =>
      other !== line &&
      other.productId === line.productId &&
      isSelectable(other) &&
      selected.has(lineKey(other))
        ? sum + other.num
        : sum,
    line.num,
  );
}

/**
 * A line's unit price: the tier of `pooled` units (its product's, see `pooledQtyOf`) when it knows
 * its SKU's ladder (a quantity just changed, before the server's answer), else the price it was
 * given (decision 040).
 */
export function unitPriceOfLine(line: CartLine, pooled = line.num): string {
  const tiers = line.tiers as PriceTier[] | undefined;
  return Array.isArray(tiers) && tiers.length > 0 ? unitPriceOf(tiers, pooled) : (line.price as string);
}

/** The product's minimum and multiple a line keeps to, when it knows them. */
export function ruleOfLine(line: CartLine): QuantityRule | undefined {
  const { minOrderQty, orderMultiple } = line;
  return typeof minOrderQty === 'number' && typeof orderMultiple === 'number'
    ? { min_order_qty: minOrderQty, order_multiple: orderMultiple }
    : undefined;
}

/** price × num summed over the selected lines, exactly (decimal strings, never floats). */
export function totalOf(lines: CartLine[], selected: ReadonlySet<string>): string {
  return selectedLines(lines, selected).reduce(
    (sum, line) => add(sum, multiply(unitPriceOfLine(line, pooledQtyOf(line, lines, selected)), line.num)),
    '0',
  );
}

/** Each store's selected total, and the cart's. */
export function totals(groups: CartGroup[], selected: ReadonlySet<string>) {
  const byShop = new Map(groups.map((group) => [group.shopId, totalOf(group.goods, selected)]));
  const total = [...byShop.values()].reduce(add, '0');
  const count = groups.reduce((sum, group) => sum + selectedLines(group.goods, selected).length, 0);
  return { byShop, total, count };
}

/** The selected lines as the order's items (spec `buyerData`). */
export function buyerItemsOf(lines: CartLine[], selected: ReadonlySet<string>): BuyerItem[] {
  return selectedLines(lines, selected).map((line) => ({
    product_id: line.productId as number,
    sku_id: line.id,
    num: line.num,
  }));
}
