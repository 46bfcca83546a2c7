import { describe, expect, it } from 'vitest';
import { addLine, groupByShop, lineKey } from './cart-rules.ts';

const line = (id: number, shopId: number, num = 1) => ({ id, shopId, shopName: `Store ${shopId}`, num });

describe('shopCart', () => {
  it('adds to the num of an existing id+shopId pair', () => {
    const cart = addLine(addLine([], line(1, 10, 2)), line(1, 10, 3));
    expect(cart).toEqual([line(1, 10, 5)]);
  });

  it('keeps the same product of two stores apart', () => {
    const cart = addLine(addLine([], line(1, 10)), line(1, 20));
    expect(cart).toHaveLength(2);
  });

  it('groups by shopId into {shopId, shopName, goods, checkes}', () => {
    const cart = [line(1, 10), line(2, 20), line(3, 10)];
    const groups = groupByShop(cart, new Set([lineKey(line(3, 10))]));
    expect(groups).toEqual([
      { shopId: 10, shopName: 'Store 10', goods: [line(1, 10), line(3, 10)], checkes: [3] },
      { shopId: 20, shopName: 'Store 20', goods: [line(2, 20)], checkes: [] },
    ]);
  });
});
