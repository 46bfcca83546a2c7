import type { SellerSku } from '@market/contract';
import { describe, expect, it } from 'vitest';
import { changedItems, stockSlotOf } from './stock-changes.ts';

const skus = new Map<number, SellerSku>([
  [1, { id: 1, size: 'M', color: 'Red', price: '10.00', stock: 5, price_tiers: null }],
  [2, { id: 2, size: 'L', color: 'Red', price: '12.5', stock: 0, price_tiers: null }],
]);

describe('the bulk price and stock changes', () => {
  it('sends only what differs from the saved values', () => {
    expect(
      changedItems(
        { 1: { price: '10', stock: '7' }, 2: { price: ' 13 ', stock: '0' }, 9: { stock: '1' } },
        skus,
      ),
    ).toEqual([
      { sku_id: 1, stock: '7' },
      { sku_id: 2, price: '13' },
    ]);
  });

  it('sends a value typed back to the saved one as no change, and a blank as a change to refuse', () => {
    expect(changedItems({ 1: { price: '10.0', stock: '5' } }, skus)).toEqual([]);
    expect(changedItems({ 2: { price: '' } }, skus)).toEqual([{ sku_id: 2, price: '' }]);
  });

  it('finds the cell of a refusal by the item it names', () => {
    const items = [
      { sku_id: 1, stock: '7' },
      { sku_id: 2, price: 'x' },
    ];
    expect(stockSlotOf('items.1.price', items)).toBe('2.price');
    expect(stockSlotOf('items.0.stock', items)).toBe('1.stock');
    expect(stockSlotOf('items.0.sku_id', items)).toBe('1.price');
    expect(stockSlotOf('items.5.price', items)).toBeUndefined();
    expect(stockSlotOf('items', items)).toBeUndefined();
  });
});
