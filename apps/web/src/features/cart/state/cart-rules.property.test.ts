import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addLine, type CartLine, groupByShop, lineKey } from './cart-rules.ts';

const line = fc
  .record({
    id: fc.integer({ min: 1, max: 12 }),
    shopId: fc.integer({ min: 1, max: 4 }),
    num: fc.integer({ min: 1, max: 1000 }),
  })
  .map((l): CartLine => ({ ...l, shopName: `Shop ${l.shopId}` }));

const build = (lines: CartLine[]) => lines.reduce(addLine, [] as CartLine[]);

describe('shopCart rules (spec §3), for any sequence of adds', () => {
  it('keeps one line per id+shopId holding every unit added for it', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 60 }), (adds) => {
        const cart = build(adds);
        expect(new Set(cart.map(lineKey)).size).toBe(cart.length);
        for (const item of cart) {
          const added = adds.filter((a) => lineKey(a) === lineKey(item)).reduce((sum, a) => sum + a.num, 0);
          expect(item.num).toBe(added);
        }
        expect(cart.reduce((s, l) => s + l.num, 0)).toBe(adds.reduce((s, l) => s + l.num, 0));
      }),
    );
  });

  it('groups into stores in first-seen order, losing no line, selecting only what was selected', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 60 }), fc.array(fc.nat(), { maxLength: 20 }), (adds, picks) => {
        const cart = build(adds);
        const selected = new Set(picks.filter((i) => i < cart.length).map((i) => lineKey(cart[i]!)));
        const groups = groupByShop(cart, selected);
        expect(groups.map((g) => g.shopId)).toEqual([...new Set(cart.map((l) => l.shopId))]);
        expect(groups.flatMap((g) => g.goods)).toHaveLength(cart.length);
        for (const group of groups) {
          expect(group.goods.every((g) => g.shopId === group.shopId)).toBe(true);
          expect(group.checkes.sort()).toEqual(
            group.goods
              .filter((g) => selected.has(lineKey(g)))
              .map((g) => g.id)
              .sort(),
          );
        }
      }),
    );
  });
});
