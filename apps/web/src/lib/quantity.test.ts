import { describe, expect, it } from 'vitest';
import { clampQuantity, stepDown, stepUp } from './quantity.ts';

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

describe('stepUp and stepDown', () => {
  const carton = { min_order_qty: 12, order_multiple: 12 };

  it('move one carton from an orderable quantity, within the stock', () => {
    expect(stepUp(12, 100, carton)).toBe(24);
    expect(stepDown(24, carton)).toBe(12);
    expect(stepDown(12, carton)).toBeNull();
    expect(stepUp(96, 100, carton)).toBeNull();
    expect(stepUp(3, 10)).toBe(4);
    expect(stepDown(1)).toBeNull();
  });

  it('settle an off-carton quantity on the neighbouring cartons, and one below the minimum on it', () => {
    expect(stepUp(5, 100, carton)).toBe(12);
    expect(stepDown(5, carton)).toBeNull();
    expect(stepUp(30, 100, carton)).toBe(36);
    expect(stepDown(30, carton)).toBe(24);
    expect(stepUp(30, 35, carton)).toBeNull();
  });
});
