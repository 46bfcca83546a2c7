import type { ProductSort } from '@market/contract';
import { compare } from '@market/contract/decimal';
import type { ProductFilter } from '../api/keys.ts';

/** The tabs over the product list; 'price' stands for both price orders. */
export const SORT_TABS = ['all', 'sales', 'price', 'new'] as const;
export type SortTab = (typeof SORT_TABS)[number];

export const tabOfSort = (sort: ProductSort): SortTab =>
  sort.startsWith('price') ? 'price' : (sort as SortTab);

/** The sort after tapping `tab`: Price starts low to high, and tapped again flips the order. */
export function nextSort(current: ProductSort, tab: SortTab): ProductSort {
  if (tab !== 'price') return tab;
  return current === 'price_asc' ? 'price_desc' : 'price_asc';
}

const SORTS: readonly string[] = ['all', 'sales', 'price_asc', 'price_desc', 'new'];
const PRICE = /^\d{1,12}(\.\d{1,8})?$/;

/** The list's filter from the page's query (?sort=&category=&min=&max=), ignoring what is not valid. */
export function filterFromParams(params: URLSearchParams): ProductFilter {
  const sort = params.get('sort') ?? 'all';
  const category = Number(params.get('category'));
  const min = params.get('min') ?? '';
  const max = params.get('max') ?? '';
  const filter: ProductFilter = { sort: SORTS.includes(sort) ? (sort as ProductSort) : 'all' };
  if (Number.isInteger(category) && category > 0) filter.categoryId = category;
  if (validatePriceRange(min, max).error === null) {
    if (min) filter.minPrice = min;
    if (max) filter.maxPrice = max;
  }
  return filter;
}

/** The page's query for a filter: what a link or the back button brings back. */
export function paramsFromFilter(filter: ProductFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.sort !== 'all') params.set('sort', filter.sort);
  if (filter.categoryId) params.set('category', String(filter.categoryId));
  if (filter.minPrice) params.set('min', filter.minPrice);
  if (filter.maxPrice) params.set('max', filter.maxPrice);
  return params;
}

export type PriceRangeError = 'priceFormat' | 'priceRange';

/**
 * A typed price range: both ends optional, each a plain non-negative price (the server's rule),
 * and the lowest not above the highest.
 */
export function validatePriceRange(
  min: string,
  max: string,
): { error: PriceRangeError | null; field?: 'min' | 'max' } {
  const low = min.trim();
  const high = max.trim();
  if (low && !PRICE.test(low)) return { error: 'priceFormat', field: 'min' };
  if (high && !PRICE.test(high)) return { error: 'priceFormat', field: 'max' };
  if (low && high && compare(low, high) > 0) return { error: 'priceRange', field: 'max' };
  return { error: null };
}
