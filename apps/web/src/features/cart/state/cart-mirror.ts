import type { CartChangedLine, CartChangeResponse, CartItem } from '@market/contract';
import { MAX_LINE_QUANTITY } from '@market/contract/order-limits';
import { type CartLine, lineKey } from './cart-rules.ts';

/** Lines a merge request carries at most (the contract's limit). */
export const MERGE_BATCH = 200;

/**
 * The server's cart in the spec's `shopCart` shape (§3): id is the SKU id, with the store's id and
 * name, and what the cart screen shows, as the product page writes it (decision 009).
 */
export function linesFromServer(list: CartItem[]): CartLine[] {
  return list.map((item) => ({
    id: item.sku_id,
    shopId: item.shop_id,
    shopName: item.shop_name,
    num: item.num,
    productId: item.product_id,
    title: item.title,
    image: item.image,
    price: item.price,
    // the wholesale terms, so the cart steps in cartons and prices a changed quantity at once (decision 040)
    tiers: item.tiers,
    minOrderQty: item.min_order_qty,
    orderMultiple: item.order_multiple,
    shopMinOrderAmount: item.shop_min_order_amount,
    size: item.size,
    color: item.color,
    stock: item.stock,
    isAvailable: item.is_available,
  }));
}

/**
 * What the device's cart sends to `/api/cart/merge`: a line per SKU (the larger quantity if the
 * SKU is there twice, as the server keeps the larger of two), in batches the contract accepts.
 */
export function mergeBatchesOf(cart: CartLine[]): { sku_id: number; num: number }[][] {
  const bySku = new Map<number, number>();
  for (const line of cart) {
    if (!Number.isInteger(line.id) || line.id <= 0 || !(line.num >= 1)) continue;
    bySku.set(line.id, Math.min(MAX_LINE_QUANTITY, Math.max(bySku.get(line.id) ?? 0, Math.floor(line.num))));
  }
  const items = [...bySku].map(([sku_id, num]) => ({ sku_id, num }));
  const batches: { sku_id: number; num: number }[][] = [];
  for (let i = 0; i < items.length; i += MERGE_BATCH) batches.push(items.slice(i, i + MERGE_BATCH));
  return batches.length ? batches : [[]];
}

/** The cart with one line's quantity changed. */
export function withQuantity(cart: CartLine[], key: string, num: number): CartLine[] {
  return cart.map((line) => (lineKey(line) === key ? { ...line, num } : line));
}

/** The cart without the lines of `keys`. */
export function withoutLines(cart: CartLine[], keys: ReadonlySet<string>): CartLine[] {
  return cart.filter((line) => !keys.has(lineKey(line)));
}

/** The cart with the quantity and unit price of the lines of `items`' SKUs as the server answered them. */
export function withChanges(cart: CartLine[], items: readonly CartChangedLine[]): CartLine[] {
  if (items.length === 0) return cart;
  const bySku = new Map(items.map((item) => [item.sku_id, item] as const));
  return cart.map((line) => {
    const item = bySku.get(line.id);
    return item ? { ...line, num: item.num, price: item.price } : line;
  });
}

/** Whether the device's lines add up to the server's totals after a change (else another device changed the cart). */
export function matchesTotals(
  cart: CartLine[],
  totals: Pick<CartChangeResponse, 'count' | 'line_count'>,
): boolean {
  return cart.length === totals.line_count && cart.reduce((sum, line) => sum + line.num, 0) === totals.count;
}
