// The cart's public entry: what other features may use of it (docs/decisions/017-web-boundaries.md).
export { useCart } from './state/cart.ts';
export type { CartLine } from './state/cart-rules.ts';
export { cartSync, startCartSync } from './state/cart-sync.ts';
export { addLinesToCart } from './state/add-lines.ts';
