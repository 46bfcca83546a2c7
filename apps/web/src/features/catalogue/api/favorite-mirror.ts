/** What the local `favoriteProducts` list keeps of a product. */
export interface FavoriteProduct {
  id: number;
  title: string;
  image: string;
  price: string;
  shop_id: number;
  shop_name: string;
  [extra: string]: unknown;
}

/**
 * The local list after the server said whether `product` is a favourite. The change goes through
 * the spec's toggle (§3), and only when the list disagrees: a blind toggle would invert a list
 * that another device had already put out of step.
 */
export function mirrorFavorite<T extends { id: number }>(list: T[], product: T, isFavorite: boolean): T[] {
  const isListed = list.some((item) => item.id === product.id);
  return isListed === isFavorite ? list : toggleFavorite(list, product).list;
}

/** Spec §3 `favoriteProducts`: adding a product already present removes it. */
export function toggleFavorite<T extends { id: number }>(
  list: T[],
  product: T,
): { list: T[]; isAdded: boolean } {
  return list.some((item) => item.id === product.id)
    ? { list: list.filter((item) => item.id !== product.id), isAdded: false }
    : { list: [...list, product], isAdded: true };
}
