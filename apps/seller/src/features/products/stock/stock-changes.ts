import type { SellerSku } from '@market/contract';

/** What the seller typed over a SKU's price and stock; a value equal to the saved one is no change. */
export type StockEdits = Record<number, { price?: string; stock?: string }>;

export interface StockItem {
  sku_id: number;
  price?: string;
  stock?: string;
}

/**
 * The stock call's items: only the SKUs whose typed price or stock differs from the saved one (a
 * price compared as a number, so 10 and 10.00 are the same), each with only what changed.
 */
export function changedItems(edits: StockEdits, skus: ReadonlyMap<number, SellerSku>): StockItem[] {
  return Object.entries(edits).flatMap(([key, edit]) => {
    const id = Number(key);
    const sku = skus.get(id);
    if (!sku) return [];
    const price = edit.price?.trim();
    const stock = edit.stock?.trim();
    const item: StockItem = { sku_id: id };
    if (price !== undefined && !(price !== '' && Number(price) === Number(sku.price))) item.price = price;
    if (stock !== undefined && stock !== String(sku.stock)) item.stock = stock;
    return item.price === undefined && item.stock === undefined ? [] : [item];
  });
}

/** Where a refusal naming `items.2.stock` shows: the cell `<sku id>.stock`. */
export function stockSlotOf(field: string, items: readonly StockItem[]): string | undefined {
  const match = /^items\.(\d+)(?:\.(\w+))?/.exec(field);
  const item = match ? items[Number(match[1])] : undefined;
  if (!match || !item) return undefined;
  return `${item.sku_id}.${match[2] === 'stock' ? 'stock' : 'price'}`;
}
