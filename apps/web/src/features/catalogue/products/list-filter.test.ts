import { describe, expect, it } from 'vitest';
import {
  filterFromParams,
  nextSort,
  paramsFromFilter,
  tabOfSort,
  validatePriceRange,
} from './list-filter.ts';

describe('product list sort tabs', () => {
  it('Price starts low to high and flips on each further tap', () => {
    expect(nextSort('all', 'price')).toBe('price_asc');
    expect(nextSort('price_asc', 'price')).toBe('price_desc');
    expect(nextSort('price_desc', 'price')).toBe('price_asc');
  });

  it('another tab sorts by itself, and Price after it starts low to high again', () => {
    expect(nextSort('price_desc', 'sales')).toBe('sales');
    expect(nextSort('sales', 'new')).toBe('new');
    expect(nextSort('new', 'price')).toBe('price_asc');
  });

  it('marks the Price tab for both price orders', () => {
    expect(tabOfSort('price_desc')).toBe('price');
    expect(tabOfSort('price_asc')).toBe('price');
    expect(tabOfSort('sales')).toBe('sales');
  });
});

describe('price range filter', () => {
  it('accepts empty ends, prices and an equal range', () => {
    expect(validatePriceRange('', '')).toEqual({ error: null });
    expect(validatePriceRange('5', '')).toEqual({ error: null });
    expect(validatePriceRange(' 10.50 ', '10.5')).toEqual({ error: null });
  });

  it('names the end that is not a price', () => {
    expect(validatePriceRange('abc', '')).toEqual({ error: 'priceFormat', field: 'min' });
    expect(validatePriceRange('1', '-2')).toEqual({ error: 'priceFormat', field: 'max' });
    expect(validatePriceRange('1.123456789', '')).toEqual({ error: 'priceFormat', field: 'min' });
  });

  it('refuses a lowest price above the highest, comparing values not text', () => {
    expect(validatePriceRange('20', '9.99')).toEqual({ error: 'priceRange', field: 'max' });
    expect(validatePriceRange('9', '10')).toEqual({ error: null });
  });
});

describe('filter in the query string', () => {
  it('round-trips', () => {
    const filter = { sort: 'price_desc' as const, categoryId: 7, minPrice: '5', maxPrice: '40.5' };
    expect(filterFromParams(paramsFromFilter(filter))).toEqual(filter);
    expect(paramsFromFilter({ sort: 'all' }).toString()).toBe('');
  });

  it('drops what is not valid', () => {
    expect(filterFromParams(new URLSearchParams('sort=cheap&category=x&min=9&max=1'))).toEqual({
      sort: 'all',
    });
  });
});
