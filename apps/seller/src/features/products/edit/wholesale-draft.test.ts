import { describe, expect, it } from 'vitest';
import { errorSlotOf, isOwnSlot } from './field-errors.ts';
import { draftFromSkus, setCell, toSkuDrafts, variantKey } from './variant-grid.ts';
import {
  cheapestPrice,
  ladderPreview,
  ladderText,
  wholesaleChanges,
  wholesaleDraftOf,
} from './wholesale-draft.ts';

const loaded = wholesaleDraftOf({
  min_order_qty: 12,
  order_multiple: 12,
  price_tiers: [{ min_qty: 24, price: '4.50' }],
} as Parameters<typeof wholesaleDraftOf>[0]);

describe('the wholesale terms as typed', () => {
  it('sends nothing the seller did not change, so a save keeps the stored terms', () => {
    expect(wholesaleChanges(loaded, loaded)).toEqual({});
    expect(wholesaleChanges({ ...loaded, minOrderQty: ' 24 ' }, loaded)).toEqual({ min_order_qty: '24' });
    const tiers = [...loaded.tiers, { min_qty: '120', price: '4' }];
    expect(wholesaleChanges({ ...loaded, tiers }, loaded)).toEqual({
      price_tiers: [
        { min_qty: '24', price: '4.50' },
        { min_qty: '120', price: '4' },
      ],
    });
    // all breaks removed is a change: [] removes them on the server
    expect(wholesaleChanges({ ...loaded, tiers: [] }, loaded)).toEqual({ price_tiers: [] });
  });

  it('previews the ladder from the cheapest SKU price and the minimum, leaving half-typed rows out', () => {
    const first = cheapestPrice(['5.20', 'x', ' 5.00 ', '']);
    expect(first).toBe('5.00');
    const rows = [
      { min_qty: '24', price: '4.50' },
      { min_qty: '120', price: '4.00' },
      { min_qty: '', price: '3' },
    ];
    const ladder = ladderPreview(first, rows, '12');
    expect(ladderText(ladder, (price) => price)).toBe('12–23: 5.00, 24–119: 4.50, 120+: 4.00');
    expect(ladderPreview(undefined, rows, '12')).toEqual([]);
  });

  it("sends a SKU's own breaks only when changed: follow is null, none is []", () => {
    const draft = draftFromSkus([
      { id: 1, size: 'M', color: 'Red', price: '5', stock: 9, price_tiers: null },
      { id: 2, size: 'L', color: 'Red', price: '6', stock: 9, price_tiers: [{ min_qty: 10, price: '5.5' }] },
    ]);
    expect(toSkuDrafts(draft).skus.map((sku) => sku.price_tiers)).toEqual([undefined, undefined]);
    let next = setCell(draft, variantKey('M', 'Red'), { tiers: { mode: 'none', rows: [] } });
    next = setCell(next, variantKey('L', 'Red'), { tiers: { mode: 'follow', rows: [] } });
    expect(toSkuDrafts(next).skus.map((sku) => sku.price_tiers)).toEqual([[], null]);
    next = setCell(next, variantKey('M', 'Red'), {
      tiers: { mode: 'own', rows: [{ min_qty: ' 24', price: '4.8 ' }] },
    });
    expect(toSkuDrafts(next).skus[0]!.price_tiers).toEqual([{ min_qty: '24', price: '4.8' }]);
  });

  it("puts the server's refusal of a term beside its input", () => {
    const keys = [variantKey('M', 'Red'), variantKey('L', 'Red')];
    expect(errorSlotOf('price_tiers.1.min_qty', keys)).toBe('price_tiers.1.min_qty');
    expect(errorSlotOf('price_tiers', keys)).toBe('price_tiers');
    expect(errorSlotOf('min_order_qty', keys)).toBe('min_order_qty');
    expect(errorSlotOf('order_multiple', keys)).toBe('order_multiple');
    expect(errorSlotOf('skus.1.price_tiers.0.price', keys)).toBe(`${keys[1]}.tiers.0.price`);
    expect(errorSlotOf('skus.0.price_tiers', keys)).toBe(`${keys[0]}.tiers`);
    expect(isOwnSlot('price_tiers.0.price')).toBe(true);
    expect(isOwnSlot('title')).toBe(false);
  });
});
