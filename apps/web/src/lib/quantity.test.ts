import { describe, expect, it } from 'vitest';
import { clampQuantity } from './quantity.ts';

describe('clampQuantity', () => {
  it('stays within 1..stock', () => {
    expect(clampQuantity(5, 3)).toBe(3);
    expect(clampQuantity(0, 3)).toBe(1);
    expect(clampQuantity(-4, 3)).toBe(1);
    expect(clampQuantity(2.7, 3)).toBe(2);
    expect(clampQuantity(Number.NaN, 3)).toBe(1);
    expect(clampQuantity(1, 0)).toBe(0);
  });

  it('keeps to the minimum and the carton: up to the next carton, down to the last that is in stock', () => {
    const carton = { min_order_qty: 24, order_multiple: 12 };
    expect(clampQuantity(1, 100, carton)).toBe(24);
    expect(clampQuantity(25, 100, carton)).toBe(36);
    expect(clampQuantity(99, 100, carton)).toBe(96);
    expect(clampQuantity(Number.NaN, 100, carton)).toBe(24);
    // fewer than the minimum in stock: nothing can be ordered
    expect(clampQuantity(24, 23, carton)).toBe(0);
  });
});
