import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ladderOf,
  largestOrderable,
  lineAmountOf,
  lowestPriceOf,
  orderableQuantity,
  pooledPricesOf,
  type PriceTier,
  productTotalsOf,
  quantityIssueOf,
  tierIndexOf,
  unitPriceOf,
} from './tier-price.ts';

// exact arithmetic to check against: prices as integers of 1e-8
const SCALE = 100_000_000n;
const units = (value: string): bigint => {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole) * SCALE + BigInt(fraction.padEnd(8, '0'));
};
const price = fc
  .tuple(fc.integer({ min: 0, max: 9_999 }), fc.integer({ min: 0, max: 99_999_999 }))
  .filter(([whole, fraction]) => whole + fraction > 0)
  .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(8, '0')}`);
const quantity = fc.integer({ min: 1, max: 99_999 });
// breaks as anything may store them: any order, any prices, some at or below the minimum
const breaks = fc.array(fc.record({ min_qty: quantity, price }), { maxLength: 10 });
const ladder = fc
  .tuple(price, breaks, fc.integer({ min: 1, max: 500 }))
  .map(([base, tiers, minimum]) => ladderOf(base, tiers, minimum));

describe('ladderOf', () => {
  it('starts at the minimum, rises in quantity and falls in price at every step', () => {
    fc.assert(
      fc.property(price, breaks, fc.integer({ min: 1, max: 500 }), (base, tiers, minimum) => {
        const built = ladderOf(base, tiers, minimum);
        expect(built[0]!.min_qty).toBe(minimum);
        expect(units(built[0]!.price)).toBeLessThanOrEqual(units(base));
        for (let at = 1; at < built.length; at += 1) {
          expect(built[at]!.min_qty).toBeGreaterThan(built[at - 1]!.min_qty);
          expect(units(built[at]!.price)).toBeLessThan(units(built[at - 1]!.price));
        }
      }),
    );
  });

  it('prices a quantity as the cheapest of the base and every break it reaches', () => {
    fc.assert(
      fc.property(price, breaks, fc.integer({ min: 1, max: 500 }), quantity, (base, tiers, minimum, n) => {
        const q = Math.max(n, minimum);
        const reached = [base, ...tiers.filter((tier) => tier.min_qty <= q).map((tier) => tier.price)];
        const cheapest = reached.map(units).reduce((low, value) => (value < low ? value : low));
        expect(units(unitPriceOf(ladderOf(base, tiers, minimum), q))).toBe(cheapest);
      }),
    );
  });
});

describe('tier pricing', () => {
  it('a line costs the unit price of its quantity’s tier × the quantity, exactly', () => {
    fc.assert(
      fc.property(ladder, quantity, (built: PriceTier[], n) => {
        const tier = built[tierIndexOf(built, n)]!;
        // the tier in force is the last one the quantity reaches
        expect(built.filter((t) => t.min_qty <= n).at(-1) ?? built[0]).toEqual(tier);
        expect(unitPriceOf(built, n)).toBe(tier.price);
        expect(units(lineAmountOf(built, n))).toBe(units(tier.price) * BigInt(n));
      }),
    );
  });

  it('moving up in quantity never raises the unit price, and never goes below the lowest', () => {
    fc.assert(
      fc.property(ladder, quantity, quantity, (built: PriceTier[], a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(units(unitPriceOf(built, high))).toBeLessThanOrEqual(units(unitPriceOf(built, low)));
        expect(units(unitPriceOf(built, high))).toBeGreaterThanOrEqual(units(lowestPriceOf(built)));
      }),
    );
  });

  it('a ladder of the base price alone prices every quantity at it', () => {
    expect(lineAmountOf(ladderOf('5.00', []), 7)).toBe('35.00');
    const tiers = ladderOf('5.00', [
      { min_qty: 100, price: '4.00' },
      { min_qty: 10, price: '4.50' },
    ]);
    expect(tiers).toEqual([
      { min_qty: 1, price: '5.00' },
      { min_qty: 10, price: '4.50' },
      { min_qty: 100, price: '4.00' },
    ]);
    expect([9, 10, 99, 100].map((n) => unitPriceOf(tiers, n))).toEqual(['5.00', '4.50', '4.50', '4.00']);
  });
});

// a cart or checkout: lines of up to three products, each line on its own ladder
const pooledLine = fc.record({
  product_id: fc.integer({ min: 1, max: 3 }),
  num: fc.integer({ min: 1, max: 9_999 }),
  ladder,
});
const pooledLines = fc.array(pooledLine, { minLength: 1, maxLength: 8 });

describe('pooled pricing (a product’s lines count together)', () => {
  it('a line costs its ladder’s unit price at its product’s total × its quantity, exactly; totals are the sum of lines', () => {
    fc.assert(
      fc.property(pooledLines, (lines) => {
        const priced = pooledPricesOf(lines);
        let total = 0n;
        priced.forEach((entry, at) => {
          const line = lines[at]!;
          const pooled = lines
            .filter((other) => other.product_id === line.product_id)
            .reduce((sum, l) => sum + l.num, 0);
          expect(entry.line).toBe(line);
          expect(entry.pooled_qty).toBe(pooled);
          expect(entry.price).toBe(unitPriceOf(line.ladder, pooled));
          expect(units(entry.amount)).toBe(units(entry.price) * BigInt(line.num));
          total += units(entry.amount);
        });
        const byProduct = productTotalsOf(lines);
        expect([...byProduct.values()].reduce((a, b) => a + b, 0)).toBe(lines.reduce((a, l) => a + l.num, 0));
        expect(priced.reduce((sum, entry) => sum + units(entry.amount), 0n)).toBe(total);
      }),
    );
  });

  it('adding units to any line of a product never raises any of that product’s unit prices', () => {
    fc.assert(
      fc.property(pooledLines, fc.nat(), fc.integer({ min: 1, max: 9_999 }), (lines, pick, more) => {
        const at = pick % lines.length;
        const grown = lines.map((line, i) => (i === at ? { ...line, num: line.num + more } : line));
        const before = pooledPricesOf(lines);
        const after = pooledPricesOf(grown);
        lines.forEach((line, i) => {
          if (line.product_id === lines[at]!.product_id)
            expect(units(after[i]!.price)).toBeLessThanOrEqual(units(before[i]!.price));
          // another product's lines are not moved by it
          else expect(after[i]!.price).toBe(before[i]!.price);
        });
      }),
    );
  });

  it('12 red + 12 blue with a break at 24 are both at the 24 price; a line alone is not pooled with another product', () => {
    const cup = ladderOf('5.00', [{ min_qty: 24, price: '4.50' }], 12);
    const priced = pooledPricesOf([
      { product_id: 1, num: 12, ladder: cup },
      { product_id: 1, num: 12, ladder: cup },
      { product_id: 2, num: 12, ladder: cup },
    ]);
    expect(priced.map((entry) => [entry.price, entry.amount])).toEqual([
      ['4.50', '54.00'],
      ['4.50', '54.00'],
      ['5.00', '60.00'],
    ]);
  });
});

const rule = fc
  .tuple(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 40 }))
  .map(([multiple, cartons]) => ({ order_multiple: multiple, min_order_qty: multiple * cartons }));

describe('order quantities', () => {
  it('refuses below the minimum and off the multiple, accepts the rest', () => {
    fc.assert(
      fc.property(rule, quantity, (r, n) => {
        const issue = quantityIssueOf(n, r);
        if (n < r.min_order_qty) expect(issue).toBe('below_minimum');
        else if (n % r.order_multiple !== 0) expect(issue).toBe('not_multiple');
        else expect(issue).toBeNull();
      }),
    );
  });

  it('settles a quantity on the nearest orderable one at or above it', () => {
    fc.assert(
      fc.property(rule, quantity, (r, n) => {
        const settled = orderableQuantity(n, r);
        expect(quantityIssueOf(settled, r)).toBeNull();
        expect(settled).toBeGreaterThanOrEqual(n);
        // nothing orderable lies between: one multiple less is below the minimum or below n
        expect(settled - r.order_multiple < Math.max(n, r.min_order_qty)).toBe(true);
      }),
    );
  });

  it('caps at the largest orderable quantity within stock, or 0', () => {
    fc.assert(
      fc.property(rule, fc.integer({ min: 0, max: 5000 }), (r, max) => {
        const largest = largestOrderable(max, r);
        if (largest === 0) expect(orderableQuantity(1, r)).toBeGreaterThan(max);
        else {
          expect(largest).toBeLessThanOrEqual(max);
          expect(quantityIssueOf(largest, r)).toBeNull();
          expect(largest + r.order_multiple).toBeGreaterThan(max);
        }
      }),
    );
  });
});
