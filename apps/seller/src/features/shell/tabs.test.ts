import { describe, expect, it } from 'vitest';
import { activeTab } from './tabs.ts';

describe('the active tab', () => {
  it.each([
    ['/', 'store'],
    ['/store/edit', 'store'],
    ['/reviews', 'store'],
    ['/products', 'products'],
    ['/products/12', 'products'],
    ['/orders/7', 'orders'],
    ['/quotes', 'quotes'],
    ['/quotes/3', 'quotes'],
    ['/settlement', 'settlement'],
    ['/settlement/withdraw', 'settlement'],
  ])('%s is in the %s section', (path, key) => {
    expect(activeTab(path)?.key).toBe(key);
  });

  it('is none on a page of no section', () => {
    expect(activeTab('/storefront')).toBeUndefined();
    expect(activeTab('/nowhere')).toBeUndefined();
  });
});
