import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeLines, type PricedLine, priceCheckout } from './pricing.ts';

// exact arithmetic to check against: amounts as integers of 1e-8
const SCALE = 100_000_000n;
const units = (value: string): bigint => {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole) * SCALE + BigInt(fraction.padEnd(8, '0'));
};
const decimal = (places: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 10 ** places - 1 }))
    .map(([whole, fraction]) => (places ? `${whole}.${String(fraction).padStart(places, '0')}` : `${whole}`));

const line = fc.record({
  productId: fc.integer({ min: 1, max: 6 }),
  skuId: fc.integer({ min: 1, max: 30 }),
  storeId: fc.integer({ min: 1, max: 4 }),
  price: decimal(8),
  num: fc.integer({ min: 1, max: 99_999 }),
  freight: decimal(2),
  taxRate: decimal(4).map((rate) => `0.${rate.split('.')[1] ?? '0'}`),
});

describe('priceCheckout', () => {
  it('adds up exactly: items are price × num, totals are items + freight + tax, per store and overall', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 25 }), (lines: PricedLine[]) => {
        const checkout = priceCheckout(lines);
        expect(new Set(checkout.stores.map((s) => s.storeId)).size).toBe(checkout.stores.length);
        expect(checkout.stores.flatMap((s) => s.lines)).toHaveLength(lines.length);
        let total = 0n;
        for (const store of checkout.stores) {
          const items = store.lines.reduce((sum, l) => sum + units(l.price) * BigInt(l.num), 0n);
          expect(units(store.itemsAmount)).toBe(items);
          for (const l of store.lines) expect(units(l.amount)).toBe(units(l.price) * BigInt(l.num));
          expect(units(store.total)).toBe(units(store.itemsAmount) + units(store.freight) + units(store.tax));
          // tax is charged in cents
          expect(units(store.tax) % 1_000_000n).toBe(0n);
          total += units(store.total);
        }
        expect(units(checkout.total)).toBe(total);
        expect(units(checkout.total)).toBe(
          units(checkout.itemsAmount) + units(checkout.freight) + units(checkout.tax),
        );
      }),
    );
  });

  it('charges each product’s freight once per order, whatever the quantity or the number of its SKUs', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 25 }), (lines: PricedLine[]) => {
        // one freight per product, as the catalogue stores it
        const freightOf = new Map(lines.map((l) => [l.productId, l.freight]));
        const normalized = lines.map((l) => ({ ...l, freight: freightOf.get(l.productId)! }));
        for (const store of priceCheckout(normalized).stores) {
          const products = new Set(store.lines.map((l) => l.productId));
          const expected = [...products].reduce((sum, id) => sum + units(freightOf.get(id)!), 0n);
          expect(units(store.freight)).toBe(expected);
        }
      }),
    );
  });
});

describe('mergeLines', () => {
  it('keeps one line per SKU with the quantities added, and loses no unit', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ sku_id: fc.integer({ min: 1, max: 8 }), num: fc.integer({ min: 1, max: 500 }) }),
        ),
        (lines) => {
          const merged = mergeLines(lines);
          expect(new Set(merged.map((l) => l.sku_id)).size).toBe(merged.length);
          for (const { sku_id } of merged) {
            const requested = lines.filter((l) => l.sku_id === sku_id).reduce((sum, l) => sum + l.num, 0);
            expect(merged.find((l) => l.sku_id === sku_id)!.num).toBe(requested);
          }
        },
      ),
    );
  });
});
