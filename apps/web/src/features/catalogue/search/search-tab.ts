export type SearchTab = 'products' | 'stores';

/** The tab the URL names, if it names one (the buyer picked it). */
export const tabOf = (value: string | null): SearchTab | null =>
  value === 'stores' || value === 'products' ? value : null;

/**
 * The tab a search opens: the one the buyer picked, else the one with results: a store's name matches
 * no product, and "No products match" beside matching stores reads as nothing found. `undefined` is
 * a count still loading; products win until the stores are known to be the only match.
 */
export function pickTab(
  picked: SearchTab | null,
  productCount: number | undefined,
  storeCount: number | undefined,
): SearchTab {
  if (picked) return picked;
  return productCount === 0 && storeCount !== undefined && storeCount > 0 ? 'stores' : 'products';
}
