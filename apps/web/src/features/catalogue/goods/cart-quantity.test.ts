import { describe, expect, it } from 'vitest';
import { quantityToAdd } from './cart-quantity.ts';

const line = (id: number, shopId: number, num: number) => ({ id, shopId, shopName: 'S', num });

describe('quantityToAdd', () => {
  it('adds what was asked while the stock allows', () => {
    expect(quantityToAdd([], { id: 1, shopId: 2 }, 3, 10)).toEqual({
      quantity: 3,
      isCapped: false,
      inCart: 0,
    });
  });

  it('counts what the cart holds of the same SKU and store', () => {
    const cart = [line(1, 2, 8), line(1, 3, 9)];
    expect(quantityToAdd(cart, { id: 1, shopId: 2 }, 5, 10)).toEqual({
      quantity: 2,
      isCapped: true,
      inCart: 8,
    });
    expect(quantityToAdd(cart, { id: 1, shopId: 2 }, 1, 8)).toEqual({
      quantity: 0,
      isCapped: true,
      inCart: 8,
    });
  });

  it('adds whole cartons only when the stock cuts the quantity', () => {
    const cart = [line(1, 2, 12)];
    expect(quantityToAdd(cart, { id: 1, shopId: 2 }, 24, 40, 12)).toEqual({
      quantity: 24,
      isCapped: false,
      inCart: 12,
    });
    // 28 left in stock: two cartons of 12, not 28
    expect(quantityToAdd(cart, { id: 1, shopId: 2 }, 36, 40, 12)).toEqual({
      quantity: 24,
      isCapped: true,
      inCart: 12,
    });
  });
});
