import type { Sku } from '@market/contract';
import { describe, expect, it } from 'vitest';
import {
  chosenSku,
  dimensionsOf,
  initialChoice,
  isOptionAvailable,
  maxQuantity,
  missingDimension,
  toggleOption,
} from './sku.ts';

let nextId = 1;
const sku = (size: string, color: string, stock: number, price = '10.00'): Sku => ({
  id: nextId++,
  size,
  color,
  price,
  stock,
  tiers: [{ min_qty: 1, price }],
});

// S/Green is sold out; L comes only in Pink
const product = {
  sizes: ['S', 'M', 'L'],
  colors: ['Green', 'Pink'],
  skus: [
    sku('S', 'Green', 0),
    sku('S', 'Pink', 5),
    sku('M', 'Green', 12, '11.50'),
    sku('M', 'Pink', 3, '11.50'),
    sku('L', 'Pink', 7, '12.00'),
  ],
};

describe('variant choice', () => {
  it('asks for the dimensions that have options', () => {
    expect(dimensionsOf(product)).toEqual(['size', 'color']);
    expect(dimensionsOf({ ...product, sizes: [] })).toEqual(['color']);
  });

  it('names the SKU only once size and colour are chosen, with its own price and stock', () => {
    expect(chosenSku(product, { size: 'M' })).toBeUndefined();
    expect(missingDimension(['size', 'color'], { size: 'M' })).toBe('color');
    const chosen = chosenSku(product, { size: 'M', color: 'Pink' });
    expect(chosen).toMatchObject({ size: 'M', color: 'Pink', price: '11.50', stock: 3 });
    expect(missingDimension(['size', 'color'], { size: 'M', color: 'Pink' })).toBeUndefined();
  });

  it('disables an option that is sold out with what is chosen in the other dimension', () => {
    expect(isOptionAvailable(product.skus, 'color', 'Green', {})).toBe(true);
    expect(isOptionAvailable(product.skus, 'color', 'Green', { size: 'S' })).toBe(false);
    expect(isOptionAvailable(product.skus, 'color', 'Green', { size: 'L' })).toBe(false);
    expect(isOptionAvailable(product.skus, 'size', 'S', { color: 'Green' })).toBe(false);
    expect(isOptionAvailable(product.skus, 'size', 'S', { color: 'Pink' })).toBe(true);
    // the dimension's own choice does not narrow its options
    expect(isOptionAvailable(product.skus, 'size', 'L', { size: 'M' })).toBe(true);
  });

  it('disables an option whose every SKU is sold out', () => {
    const skus = [sku('One', 'Red', 0), sku('One', 'Blue', 0)];
    expect(isOptionAvailable(skus, 'size', 'One', {})).toBe(false);
  });

  it('lets a tapped option go when tapped again', () => {
    expect(toggleOption({}, 'size', 'M')).toEqual({ size: 'M' });
    expect(toggleOption({ size: 'M', color: 'Pink' }, 'size', 'M')).toEqual({
      size: undefined,
      color: 'Pink',
    });
    expect(toggleOption({ size: 'M' }, 'size', 'L')).toEqual({ size: 'L' });
  });

  it('starts with a single in-stock option already chosen', () => {
    const single = { sizes: ['One size'], colors: ['Red', 'Blue'], skus: [sku('One size', 'Red', 2)] };
    expect(initialChoice(single)).toEqual({ size: 'One size' });
    expect(initialChoice(product)).toEqual({});
  });
});

describe('quantity', () => {
  it('is bounded by the chosen SKU stock, else the largest stock', () => {
    expect(maxQuantity(product.skus, product.skus[3])).toBe(3);
    expect(maxQuantity(product.skus, undefined)).toBe(12);
    expect(maxQuantity([], undefined)).toBe(0);
  });
});
