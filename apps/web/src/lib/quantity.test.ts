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
});
