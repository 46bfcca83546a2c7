import type { CartLine } from '../../cart/index.ts';

/**
 * How many of `wanted` fit in the cart without its line of this SKU and store going past the
 * stock, in whole multiples of `step` (the product's carton); `isCapped` when fewer than wanted.
 */
export function quantityToAdd(
  cart: CartLine[],
  line: { id: number; shopId: number },
  wanted: number,
  stock: number,
  step = 1,
): { quantity: number; isCapped: boolean; inCart: number } {
  const inCart = cart.find((item) => item.id === line.id && item.shopId === line.shopId)?.num ?? 0;
  const room = Math.max(0, Math.min(wanted, stock - inCart));
  const quantity = room - (room % Math.max(1, step));
  return { quantity, isCapped: quantity < wanted, inCart };
}
