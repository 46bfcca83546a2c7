import type { Sku } from '@market/contract';
import { describe, expect, it } from 'vitest';
import {
  cellDown,
  cellPriceOf,
  cellUp,
  gridOf,
  hasGrid,
  isOrderable,
  linesOf,
  settleCell,
  skuOfField,
  totalsOf,
} from './bulk-grid.ts';

const tiers = [
  { min_qty: 12, price: '10' },
  { min_qty: 24, price: '9' },
];
const sku = (id: number, color: string, size: string, stock = 100): Sku => ({
  id,
  color,
  size,
  price: '10',
  stock,
  tiers,
});
const carton = { min_order_qty: 12, order_multiple: 12 };
const product = {
  colors: ['Blue', 'Red'],
  sizes: ['S', 'M', 'L'],
  skus: [sku(1, 'Blue', 'S'), sku(2, 'Blue', 'M'), sku(3, 'Red', 'S', 5), sku(4, 'Red', 'L')],
};

describe('the bulk grid', () => {
  it('puts colours down and sizes across, with a gap where no SKU is sold', () => {
    const grid = gridOf(product);
    expect(grid.rows).toEqual(['Blue', 'Red']);
    expect(grid.columns).toEqual(['S', 'M', 'L']);
    expect(grid.skuAt('Red', 'L')?.id).toBe(4);
    expect(grid.skuAt('Red', 'M')).toBeUndefined();
  });

  it('has one row or one column when a dimension is missing, and none for a single SKU', () => {
    const sizesOnly = { colors: [], sizes: ['S', 'M'], skus: [sku(1, '', 'S'), sku(2, '', 'M')] };
    const grid = gridOf(sizesOnly);
    expect(grid.rows).toEqual(['']);
    expect(grid.skuAt('', 'M')?.id).toBe(2);
    expect(hasGrid(sizesOnly)).toBe(true);
    expect(
      gridOf({ colors: ['Red', 'Blue'], sizes: [], skus: [sku(5, 'Blue', '')] }).skuAt('Blue', '')?.id,
    ).toBe(5);
    expect(hasGrid({ colors: [], sizes: ['S'], skus: [sku(1, '', 'S')] })).toBe(false);
  });

  it('starts a cell at the minimum and steps in cartons within the stock', () => {
    const blue = sku(1, 'Blue', 'S', 30);
    expect(cellUp(0, blue, carton)).toBe(12);
    expect(cellUp(12, blue, carton)).toBe(24);
    expect(cellUp(24, blue, carton)).toBe(24);
    expect(cellDown(24, carton)).toBe(12);
    expect(cellDown(12, carton)).toBe(0);
    expect(settleCell(5, blue, carton)).toBe(12);
    expect(settleCell(13, blue, carton)).toBe(24);
    expect(settleCell(99, blue, carton)).toBe(24);
    expect(settleCell(0, blue, carton)).toBe(0);
    expect(settleCell(Number.NaN, blue, carton)).toBe(0);
    expect(isOrderable(sku(3, 'Red', 'S', 5), carton)).toBe(false);
    expect(isOrderable(blue, carton)).toBe(true);
  });

  it('totals the lines, each at the tier of the grid’s units of the product, in the grid’s order', () => {
    const grid = gridOf(product);
    const lines = linesOf(
      grid,
      new Map([
        [4, 12],
        [1, 24],
        [2, 0],
      ]),
    );
    expect(lines.map((line) => [line.sku.id, line.num])).toEqual([
      [1, 24],
      [4, 12],
    ]);
    expect(totalsOf(lines)).toEqual({ units: 36, pooled: 36, amount: '324' });
    expect(totalsOf([])).toEqual({ units: 0, pooled: 0, amount: '0' });
    // 12 blue + 12 red: 24 units, both at the 24+ price
    const two = linesOf(
      grid,
      new Map([
        [1, 12],
        [4, 12],
      ]),
    );
    expect(totalsOf(two)).toEqual({ units: 24, pooled: 24, amount: '216' });
    // one line of 12 with 12 of the product already in the cart: at the 24+ price
    expect(totalsOf(two.slice(0, 1), 12)).toEqual({ units: 12, pooled: 24, amount: '108' });
  });

  it('prices a cell at the grid’s units, an empty one as if filled at the minimum', () => {
    expect(cellPriceOf(sku(1, 'Blue', 'S'), 12, 24, carton)).toBe('9');
    expect(cellPriceOf(sku(1, 'Blue', 'S'), 12, 12, carton)).toBe('10');
    expect(cellPriceOf(sku(2, 'Blue', 'M'), 0, 12, carton)).toBe('9');
    expect(cellPriceOf(sku(2, 'Blue', 'M'), 0, 0, carton)).toBe('10');
  });

  it('finds the cell a refusal names', () => {
    const sent = [{ sku_id: 7 }, { sku_id: 9 }];
    expect(skuOfField('items.1.num', sent)).toBe(9);
    expect(skuOfField('items.0.sku_id', sent)).toBe(7);
    expect(skuOfField('items', sent)).toBeUndefined();
    expect(skuOfField(undefined, sent)).toBeUndefined();
  });
});
