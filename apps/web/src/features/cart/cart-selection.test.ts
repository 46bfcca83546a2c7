import { describe, expect, it } from 'vitest';
import { type CartLine, groupByShop, lineKey } from './state/cart-rules.ts';
import {
  buyerItemsOf,
  isAllSelected,
  selectableKeys,
  tickNewLines,
  toggleAll,
  ruleOfLine,
  totalOf,
  totals,
  pooledQtyOf,
  unitPriceOfLine,
  withKeys,
} from './cart-selection.ts';

const line = (
  id: number,
  shopId: number,
  price: string,
  num: number,
  extra: Partial<CartLine> = {},
): CartLine => ({
  id,
  shopId,
  shopName: `Store ${shopId}`,
  num,
  productId: id * 10,
  price,
  ...extra,
});

const cart = [
  line(1, 10, '0.10', 3),
  line(2, 20, '19.99', 2),
  line(3, 10, '0.20', 1),
  line(4, 20, '5', 1, { isAvailable: false }),
];

describe('cart selection', () => {
  it('leaves unavailable lines out of every selection', () => {
    expect(selectableKeys(cart)).toEqual(['10:1', '20:2', '10:3']);
    const all = toggleAll(new Set(), cart);
    expect([...all]).toEqual(['10:1', '20:2', '10:3']);
    expect(isAllSelected(cart, all)).toBe(true);
    // a line with no product id (written before the product page kept it) cannot be ordered either
    expect(selectableKeys([line(5, 10, '1', 1, { productId: undefined })])).toEqual([]);
  });

  it('selects all of a store, and clears it when all were on', () => {
    const [store10] = groupByShop(cart);
    const on = toggleAll(new Set(['20:2']), store10!.goods);
    expect([...on].sort()).toEqual(['10:1', '10:3', '20:2']);
    expect(isAllSelected(store10!.goods, on)).toBe(true);
    expect([...toggleAll(on, store10!.goods)]).toEqual(['20:2']);
  });

  it('an empty or all-unavailable store is never "all selected"', () => {
    expect(isAllSelected([], new Set())).toBe(false);
    expect(isAllSelected([cart[3]!], new Set([lineKey(cart[3]!)]))).toBe(false);
  });

  it('totals the selection per store and overall in exact decimals', () => {
    const selected = withKeys(new Set(), ['10:1', '10:3', '20:2', '20:4'], true);
    const groups = groupByShop(cart, selected);
    const result = totals(groups, selected);
    // 0.10 × 3 + 0.20 is 0.5 exactly (floats say 0.5000000000000001); the unavailable line counts for nothing
    expect(result.byShop.get(10)).toBe('0.50');
    expect(result.byShop.get(20)).toBe('39.98');
    expect(result.total).toBe('40.48');
    expect(result.count).toBe(3);
    expect(totalOf(cart, new Set())).toBe('0');
  });

  it('hands the selection over as order items', () => {
    expect(buyerItemsOf(cart, new Set(['20:2', '20:4']))).toEqual([{ product_id: 20, sku_id: 2, num: 2 }]);
  });

  it('ticks the lines it has not seen, leaves an unticked one unticked, and forgets lines that left', () => {
    const first = tickNewLines({ selected: new Set(), seen: new Set() }, cart);
    expect([...first.selected]).toEqual(selectableKeys(cart));

    const [kept, unticked] = selectableKeys(cart);
    const added = line(9, 10, '1.00', 1);
    const second = tickNewLines(
      { selected: withKeys(first.selected, [unticked!], false), seen: first.seen },
      [...cart, added],
    );
    expect(second.selected.has(kept!)).toBe(true);
    expect(second.selected.has(unticked!)).toBe(false);
    expect(second.selected.has(lineKey(added))).toBe(true);

    const withoutAdded = tickNewLines(second, cart);
    expect(withoutAdded.seen.has(lineKey(added))).toBe(false);
    expect(tickNewLines({ ...withoutAdded, selected: new Set() }, [added]).selected.has(lineKey(added))).toBe(
      true,
    );
  });
});

describe('lines on wholesale terms', () => {
  const tiers = [
    { min_qty: 12, price: '10' },
    { min_qty: 24, price: '9' },
  ];
  const carton = line(9, 30, '10', 12, { tiers, minOrderQty: 12, orderMultiple: 12 });

  it('prices a line at its quantity’s tier, at once when the quantity changes', () => {
    expect(unitPriceOfLine(carton)).toBe('10');
    expect(unitPriceOfLine({ ...carton, num: 36 })).toBe('9');
    expect(totalOf([{ ...carton, num: 36 }], new Set([lineKey(carton)]))).toBe('324');
    // a line without a ladder keeps the price it was given
    expect(unitPriceOfLine(line(1, 10, '0.10', 3))).toBe('0.10');
  });

  it('counts the selected lines of a product together towards a tier', () => {
    const red = { ...carton, num: 12, productId: 90 };
    const blue = { ...carton, id: 8, num: 12, productId: 90 };
    const other = { ...carton, id: 7, num: 12, productId: 70 };
    const lines = [red, blue, other];
    const all = new Set(lines.map(lineKey));
    expect(pooledQtyOf(red, lines, all)).toBe(24);
    expect(unitPriceOfLine(red, pooledQtyOf(red, lines, all))).toBe('9');
    // 12 red + 12 blue at 9, the other product's 12 at 10
    expect(totalOf(lines, all)).toBe('336');
    // blue unticked: red alone is 12 units; blue shows what it would cost ticked
    const redOnly = new Set([lineKey(red), lineKey(other)]);
    expect(totalOf(lines, redOnly)).toBe('240');
    expect(pooledQtyOf(blue, lines, redOnly)).toBe(24);
  });

  it('knows the product’s minimum and multiple when the line carries them', () => {
    expect(ruleOfLine(carton)).toEqual({ min_order_qty: 12, order_multiple: 12 });
    expect(ruleOfLine(line(1, 10, '0.10', 3))).toBeUndefined();
  });
});
