import { describe, expect, it } from 'vitest';
import { pickTab, tabOf } from './search-tab.ts';

describe('pickTab', () => {
  it('opens the stores when only stores match', () => {
    expect(pickTab(null, 0, 2)).toBe('stores');
  });

  it('opens the products when they match, when nothing does, or while a count loads', () => {
    expect(pickTab(null, 3, 2)).toBe('products');
    expect(pickTab(null, 0, 0)).toBe('products');
    expect(pickTab(null, undefined, 2)).toBe('products');
    expect(pickTab(null, 0, undefined)).toBe('products');
  });

  it('keeps the tab the buyer picked', () => {
    expect(pickTab('products', 0, 2)).toBe('products');
    expect(pickTab('stores', 5, 0)).toBe('stores');
  });
});

describe('tabOf', () => {
  it('reads the two tabs and nothing else', () => {
    expect([tabOf('stores'), tabOf('products'), tabOf(null), tabOf('x')]).toEqual([
      'stores',
      'products',
      null,
      null,
    ]);
  });
});
